import { useCallback, useRef } from 'react';

/** What can take focus from the keyboard. */
const FOCUSABLE =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
/** The row, item or card an opener belongs to. */
const ITEM = 'tr, li, article, [role="row"], [role="listitem"]';

/** Where focus was when the dialog opened: the opener, its item and the items beside it. */
interface Origin {
  readonly opener: HTMLElement;
  readonly item: HTMLElement | null;
  readonly next: Element | null;
  readonly previous: Element | null;
}

/** The element itself when it can take focus, else the first control inside it; null when it is gone. */
function focusableIn(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || !element.isConnected) return null;
  return element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Where focus goes back to: the opener; when the action changed it (a row's Cancel that became Reactivate) a
 * control of its row; when it is disabled while the action runs, its row itself; when the row is gone (a user
 * deleted), the row after it, or before it for the last. Null when none of them is left.
 */
function returnTarget({ opener, item, next, previous }: Origin): HTMLElement | null {
  if (opener.isConnected && opener.matches(FOCUSABLE)) return opener;
  if (item?.isConnected) {
    const control = opener.isConnected ? null : focusableIn(item);
    if (control) return control;
    item.tabIndex = -1;
    return item;
  }
  return focusableIn(next) ?? focusableIn(previous);
}

/**
 * Radix dialogs return focus to their Trigger, but these dialogs open from a card or row button without one.
 * This remembers what had focus when `open` turned true and hands focus back on close, to it or, when the
 * dialog's action changed or removed it, to the nearest place a keyboard user expects (`returnTarget`).
 * Pass the result as the content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const origin = useRef<Origin | null>(null);
  const wasOpen = useRef(false);
  // Read during the render that opens the dialog: Radix moves focus into it only after this commit.
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    const opener = document.activeElement;
    const item = opener instanceof HTMLElement ? opener.closest<HTMLElement>(ITEM) : null;
    origin.current =
      opener instanceof HTMLElement && opener !== document.body
        ? {
            opener,
            item,
            next: item?.nextElementSibling ?? null,
            previous: item?.previousElementSibling ?? null,
          }
        : null;
  }
  wasOpen.current = open;
  return useCallback((event: Event) => {
    const target = origin.current && returnTarget(origin.current);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}
