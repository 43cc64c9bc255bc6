import { useCallback, useRef } from 'react';

/**
 * Radix dialogs return focus to their Trigger, but these dialogs open from a card or row button without one.
 * This remembers what had focus when `open` turned true and hands focus back on close (if it is still there).
 * Pass the result as the content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read during the render that opens the dialog: Radix moves focus into it only after this commit.
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  return useCallback((event: Event) => {
    const target = opener.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}
