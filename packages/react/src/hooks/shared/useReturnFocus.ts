import { useCallback, useRef } from 'react';

/** What can take focus from the keyboard. */
const FOCUSABLE =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
/** The row, item or card an opener belongs to. */
const ITEM = 'tr, li, article, [role="row"], [role="listitem"]';

/** Where focus was when the dialog opened: the opener, its place among its item's controls, the items beside it. */
interface Origin {
  readonly opener: HTMLElement;
  readonly item: HTMLElement | null;
  /** The opener's position among its item's controls (a row's third button). */
  readonly index: number;
  readonly next: Element | null;
  readonly previous: Element | null;
}

/**
 * Marks a box a list draws around one item alone (a virtual list's measured wrapper): the boxes, not the items,
 * stand beside each other.
 */
export const ITEM_BOX_ATTRIBUTE = 'data-item-box';

/** What stands beside other items: the item, or the box marked as drawn around it alone. */
function placeOf(item: HTMLElement): HTMLElement {
  const box = item.parentElement;
  return box?.hasAttribute(ITEM_BOX_ATTRIBUTE) && box.childElementCount === 1 ? box : item;
}

/** The controls of an item, in document order. */
function controlsOf(element: Element): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** The control of an item at the opener's position (or its last); null when the item is gone or has none. */
function controlIn(element: Element | null, index: number): HTMLElement | null {
  if (!(element instanceof HTMLElement) || !element.isConnected) return null;
  const controls = controlsOf(element);
  return controls[Math.min(index, controls.length - 1)] ?? null;
}

/**
 * Where focus goes back to: the opener; when the action changed it (a row's Cancel that became Reactivate) the
 * control in its place in the row; when it is disabled while the action runs, its row itself; when the row is
 * gone (a rule deleted), the same control of the row after it, or before it for the last. Null when none of
 * them is left.
 */
function returnTarget({ opener, item, index, next, previous }: Origin): HTMLElement | null {
  if (opener.isConnected && opener.matches(FOCUSABLE)) return opener;
  if (item?.isConnected) {
    const control = opener.isConnected ? null : controlIn(item, index);
    if (control) return control;
    item.tabIndex = -1;
    return item;
  }
  return controlIn(next, index) ?? controlIn(previous, index);
}

/** An element to focus, made focusable from script (a heading) when it is not already; null when it is gone. */
function focusable(element: HTMLElement | null | undefined): HTMLElement | null {
  if (!element?.isConnected) return null;
  if (!element.matches(FOCUSABLE) && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  return element;
}

/**
 * Radix dialogs return focus to their Trigger, but these dialogs open from a card or row button without one.
 * This remembers what had focus when `open` turned true and hands focus back on close, to it or, when the
 * dialog's action changed or removed it, to the nearest place a keyboard user expects (`returnTarget`).
 * `fallback` names where focus goes when none of those is left (the last rule of a list deleted) or nothing had
 * focus when it opened (a dialog opened from the address), e.g. the list's heading; made focusable like a row.
 * Pass the result as the content's `onCloseAutoFocus`.
 */
export function useReturnFocus(
  open: boolean,
  fallback?: (() => HTMLElement | null) | undefined,
): (event: Event) => void {
  const origin = useRef<Origin | null>(null);
  const wasOpen = useRef(false);
  // Read on close: the latest render's fallback, without a new callback for the dialog each render.
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  // Read during the render that opens the dialog: Radix moves focus into it only after this commit.
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    const opener = document.activeElement;
    const item = opener instanceof HTMLElement ? opener.closest<HTMLElement>(ITEM) : null;
    origin.current =
      opener instanceof HTMLElement && opener !== document.body
        ? {
            opener,
            item,
            next: item ? placeOf(item).nextElementSibling : null,
            previous: item ? placeOf(item).previousElementSibling : null,
            index: item ? Math.max(0, controlsOf(item).indexOf(opener)) : 0,
          }
        : null;
  }
  wasOpen.current = open;
  return useCallback((event: Event) => {
    const target = (origin.current && returnTarget(origin.current)) ?? focusable(fallbackRef.current?.());
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}
