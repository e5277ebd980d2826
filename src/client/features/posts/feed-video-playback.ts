import { useSyncExternalStore } from 'react';

/** Share of a feed video that must be on screen for it to start by itself. */
export const FEED_VIDEO_VISIBLE_THRESHOLD = 0.6;

/*
 * One feed video plays at a time: whichever starts pauses the one before it. Sound is one choice for
 * every feed video of the visit, off until the member turns it on.
 */
let playing: HTMLVideoElement | null = null;

export function claimPlayback(video: HTMLVideoElement) {
  if (playing && playing !== video && !playing.paused) playing.pause();
  playing = video;
}

export function releasePlayback(video: HTMLVideoElement) {
  if (playing === video) playing = null;
}

let soundOn = false;
const listeners = new Set<() => void>();

export function setFeedSound(on: boolean) {
  soundOn = on;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether feed videos play muted (true until the member turns sound on). */
export function useFeedMuted(): boolean {
  return !useSyncExternalStore(
    subscribe,
    () => soundOn,
    () => false,
  );
}

/** Whether a video may start by itself: not for members who asked for less motion. */
export function autoplayAllowed(): boolean {
  return typeof window !== 'undefined' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Whether enough of the element is on screen to play, from an IntersectionObserver entry. */
export function inView(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>): boolean {
  return entry.isIntersecting && entry.intersectionRatio >= FEED_VIDEO_VISIBLE_THRESHOLD - 0.001;
}
