import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimPlayback, FEED_VIDEO_VISIBLE_THRESHOLD, inView, releasePlayback } from './feed-video-playback';

function fakeVideo() {
  const v = { paused: false, pause: vi.fn(() => void (v.paused = true)) };
  return v as unknown as HTMLVideoElement & { pause: ReturnType<typeof vi.fn> };
}

describe('feed video playback', () => {
  const made: HTMLVideoElement[] = [];
  afterEach(() => made.splice(0).forEach(releasePlayback));

  it('plays from 60% on screen, not below', () => {
    expect(FEED_VIDEO_VISIBLE_THRESHOLD).toBe(0.6);
    expect(inView({ isIntersecting: true, intersectionRatio: 0.6 })).toBe(true);
    expect(inView({ isIntersecting: true, intersectionRatio: 1 })).toBe(true);
    expect(inView({ isIntersecting: true, intersectionRatio: 0.59 })).toBe(false);
    expect(inView({ isIntersecting: false, intersectionRatio: 0 })).toBe(false);
  });

  it('pauses the video that was playing when another one starts', () => {
    const a = fakeVideo();
    const b = fakeVideo();
    made.push(a, b);
    claimPlayback(a);
    expect(a.pause).not.toHaveBeenCalled();
    claimPlayback(b);
    expect(a.pause).toHaveBeenCalledTimes(1);
    expect(b.pause).not.toHaveBeenCalled();
    // A video that leaves the page gives up its turn: the next one pauses nothing.
    releasePlayback(b);
    const c = fakeVideo();
    made.push(c);
    claimPlayback(c);
    expect(b.pause).not.toHaveBeenCalled();
  });
});
