import { useEffect, type RefObject } from 'react';
import { SEEN_AFTER_MS, SEEN_RATIO, type ViewKind } from '@shared/view-rules';
import { recordView } from './view-beacon';

/**
 * Whether enough of an element is on screen to count as seen: half of it, or, for an element
 * taller than twice the screen, half of the screen.
 */
export function onScreenEnough(entry: {
  isIntersecting: boolean;
  intersectionRatio: number;
  intersectionRect: { height: number };
  rootBounds: { height: number } | null;
}): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= SEEN_RATIO) return true;
  return entry.rootBounds !== null && entry.intersectionRect.height >= entry.rootBounds.height * SEEN_RATIO;
}

interface Watch {
  timer?: ReturnType<typeof setTimeout>;
  onSeen: () => void;
}

// One observer for every card of the page, however many there are.
const watches = new Map<Element, Watch>();
let observer: IntersectionObserver | undefined;

function unwatch(el: Element) {
  const w = watches.get(el);
  if (w) clearTimeout(w.timer);
  watches.delete(el);
  observer?.unobserve(el);
}

/** After SEEN_AFTER_MS on screen, in a visible tab; a hidden tab waits until it shows again. */
function arm(el: Element, w: Watch) {
  w.timer = setTimeout(() => {
    if (document.visibilityState !== 'visible') {
      arm(el, w);
      return;
    }
    unwatch(el);
    w.onSeen();
  }, SEEN_AFTER_MS);
}

function observe(el: Element, onSeen: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const w = watches.get(entry.target);
        if (!w) continue;
        if (!onScreenEnough(entry)) {
          clearTimeout(w.timer);
          w.timer = undefined;
        } else if (w.timer === undefined) arm(entry.target, w);
      }
    },
    { threshold: [0, 0.25, SEEN_RATIO, 0.75, 1] },
  );
  watches.set(el, { onSeen });
  observer.observe(el);
  return () => unwatch(el);
}

/**
 * Reports an item as seen once at least half of its element has stayed on screen for a second
 * (decision 021). `enabled` false for what has no reach to count (a member's own post).
 */
export function useSeen(ref: RefObject<Element | null>, kind: ViewKind, id: string, enabled = true): void {
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    return observe(el, () => recordView(kind, id));
  }, [ref, kind, id, enabled]);
}
