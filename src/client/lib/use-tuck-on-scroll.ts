import { useCallback, useEffect, useRef, useState } from 'react';

/** How far a member scrolls one way before a floating button tucks away or comes back. */
export const TUCK_DISTANCE = 24;
/** Near the top of a page nothing is covered yet: the button always shows there. */
export const TUCK_TOP_ZONE = 64;

export interface TuckState {
  tucked: boolean;
  /** Where the current run of scrolling began: the lowest point while tucked, the highest while shown. */
  anchor: number;
}

/**
 * Scrolling down past TUCK_DISTANCE tucks the button away (the member is reading what is under it);
 * scrolling back up by as much brings it back. Small jitters in either direction change nothing.
 */
export function nextTuck(state: TuckState, y: number): TuckState {
  if (y <= TUCK_TOP_ZONE) return { tucked: false, anchor: y };
  if (state.tucked) {
    if (y > state.anchor) return { tucked: true, anchor: y };
    return state.anchor - y >= TUCK_DISTANCE ? { tucked: false, anchor: y } : state;
  }
  if (y < state.anchor) return { tucked: false, anchor: y };
  return y - state.anchor >= TUCK_DISTANCE ? { tucked: true, anchor: y } : state;
}

function scrollTopOf(target: EventTarget | null): { key: EventTarget; y: number } | null {
  if (target === document || target === window) {
    return { key: document, y: document.scrollingElement?.scrollTop ?? window.scrollY };
  }
  return target instanceof Element ? { key: target, y: target.scrollTop } : null;
}

/**
 * Whether a floating button should step aside: true while the member scrolls down a page (or a
 * scrolling part of it, such as the reels), false once they scroll back up. `reveal` brings it back
 * at once, for a keyboard that reaches it while tucked.
 */
export function useTuckOnScroll(enabled: boolean): { tucked: boolean; reveal: () => void } {
  const [tucked, setTucked] = useState(false);
  const state = useRef<TuckState>({ tucked: false, anchor: 0 });
  const source = useRef<EventTarget | null>(null);
  // A scroll heard but not applied yet (it waits for the next frame).
  const pending = useRef<{ key: EventTarget; y: number } | null>(null);

  // Disabled (the chat is open), it shows; enabled again, it starts shown.
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (enabled !== wasEnabled) {
    setWasEnabled(enabled);
    if (!enabled) setTucked(false);
  }

  useEffect(() => {
    if (!enabled) return;
    // The page itself is where the member scrolls first; an inner part starts its run at its first event.
    source.current = document;
    state.current = { tucked: false, anchor: scrollTopOf(document)!.y };
    let frame = 0;
    const apply = () => {
      frame = 0;
      if (!pending.current) return;
      const { key, y } = pending.current;
      pending.current = null;
      // Another part scrolls now: its run of scrolling starts here, whatever the last one did.
      if (key !== source.current) {
        source.current = key;
        state.current = { tucked: state.current.tucked, anchor: y };
        return;
      }
      state.current = nextTuck(state.current, y);
      setTucked(state.current.tucked);
    };
    const onScroll = (event: Event) => {
      // Sideways strips (stories, chips) scroll too: their scrollTop stays put, which changes nothing.
      pending.current = scrollTopOf(event.target) ?? pending.current;
      frame ||= requestAnimationFrame(apply);
    };
    // Scroll events do not bubble: capturing them on the document hears inner scrolling parts too.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);

  // A scroll still waiting for its frame must not tuck the button again right after the keyboard
  // reached it: the run starts afresh where the page is now.
  const reveal = useCallback(() => {
    pending.current = null;
    state.current = { tucked: false, anchor: scrollTopOf(source.current)?.y ?? state.current.anchor };
    setTucked(false);
  }, []);

  return { tucked, reveal };
}
