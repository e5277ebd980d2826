import { useEffect } from 'react';

/**
 * Sets `html[data-interactive]`, which tells automation (and anyone inspecting the page) that the
 * controls now respond. On a server-rendered page that is later than the root's first effect: React
 * hydrates the root first and each Suspense boundary after it, at idle priority. Until a boundary has
 * hydrated, React replays clicks and keys on it, but listeners its components add to the document in
 * effects (Radix's, telling keyboard from pointer) miss them.
 */
export function useMarkInteractive(enabled = true): void {
  useEffect(() => {
    if (enabled) document.documentElement.dataset.interactive = '';
  }, [enabled]);
}

/** Marks the page interactive once the Suspense boundary it sits in, and so all above it, has hydrated. */
export function InteractiveMark(): null {
  useMarkInteractive();
  return null;
}
