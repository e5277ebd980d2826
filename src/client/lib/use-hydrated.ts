import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that markup, true after (and
 * from the start of a page the browser renders itself). For parts only a browser can write, such as
 * HTML sanitised against a live DOM.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
