import { CAN_HOVER_QUERY } from '../hooks/shared/useCanHover';

/**
 * Stands in for the browser's media query of the primary pointer: one that hovers (a mouse) or not (a touch
 * screen), switchable as a tablet's trackpad is attached or taken away. Other media queries answer as the
 * browser does. Tests, stories and their set-ups share it; `restore` puts the browser's own back.
 */
export function stubPointer(hovers: boolean) {
  const listeners = new Set<() => void>();
  const state = { hovers };
  const own = window.matchMedia;
  const stub: typeof window.matchMedia = (query) => {
    if (query !== CAN_HOVER_QUERY) return own.call(window, query);
    return {
      get matches() {
        return state.hovers;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  window.matchMedia = stub;
  return {
    /** The change listeners still attached. */
    listeners,
    /** Switches the pointer, telling the listeners as the browser does. */
    set(next: boolean) {
      state.hovers = next;
      for (const listener of listeners) listener();
    },
    /** Puts the browser's own media queries back. */
    restore() {
      if (window.matchMedia === stub) window.matchMedia = own;
    },
  };
}
