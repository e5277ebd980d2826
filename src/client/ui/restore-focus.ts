import { useMemo, useRef } from 'react';

/**
 * For a Radix dialog opened without its own Dialog.Trigger (by state, from a tile or a list): Radix
 * gives focus back to the trigger only, so without one a keyboard user lands on <body> at close.
 * Spread the result on Dialog.Content: focus returns to whatever had it when the dialog opened.
 */
export function useRestoreFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        opener.current =
          document.activeElement instanceof HTMLElement && document.activeElement !== document.body
            ? document.activeElement
            : null;
      },
      onCloseAutoFocus: (event: Event) => {
        const el = opener.current;
        if (!el?.isConnected) return;
        event.preventDefault();
        el.focus();
      },
    }),
    [],
  );
}
