import { useRef } from 'react';

/**
 * Focus return for a dialog opened from code rather than from a Radix trigger: remembers what had focus
 * when `open` turned true, and hands back an `onCloseAutoFocus` that puts focus there again (if it is
 * still in the page), so keyboard users land where they were.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read during render: Radix moves focus into the dialog in an effect right after this render.
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  return (event: Event) => {
    const target = opener.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
