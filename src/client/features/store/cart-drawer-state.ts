import { useSyncExternalStore } from 'react';

/* Whether the cart drawer is open: any store page can open it (after an add, or from its button). */

let open = false;
const listeners = new Set<() => void>();

export function setCartOpen(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function useCartOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => open,
  );
}
