import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * What counts as invalid: a field marked `aria-invalid="true"`, or a message that belongs to no single field
 * (e.g. "add at least one action"), marked `data-invalid-message` and focusable with `tabIndex={-1}`.
 */
const INVALID = '[aria-invalid="true"], [data-invalid-message]';

/** The container to search and the call that moves focus. */
export interface FocusFirstInvalid<E extends HTMLElement> {
  /** Put on the form (or what holds its fields). */
  readonly ref: RefObject<E | null>;
  /** Call when a save is refused: after the messages render, the first invalid field takes focus. */
  readonly focusFirstInvalid: () => void;
}

/**
 * After a refused save, scrolls the first invalid field or message (in document order) into view and focuses it,
 * as accessible forms do: its label and message are read out, and the user does not have to look for it.
 */
export function useFocusFirstInvalid<E extends HTMLElement>(): FocusFirstInvalid<E> {
  const ref = useRef<E | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const target = ref.current?.querySelector<HTMLElement>(INVALID);
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { ref, focusFirstInvalid };
}
