import { createContext, useContext } from 'react';

/** A toast: a title, an optional description, and whether it reports a failure. */
export interface ToastInput {
  /** The bold first line (e.g. 'Connection Failed', 'Success'). */
  readonly title: string;
  /** The line under it. */
  readonly description?: string;
  /** A failure: red, and announced assertively. */
  readonly destructive?: boolean;
}

/** What useToast returns. */
export interface ToastApi {
  /** Shows a toast; it replaces the one on screen (spec section 9: one toast at a time). */
  readonly show: (toast: ToastInput) => void;
  /** Hides the toast on screen. */
  readonly dismiss: () => void;
}

/** Set by StoreSearchProvider's Toaster. */
export const ToastContext = createContext<ToastApi | undefined>(undefined);
ToastContext.displayName = 'ToastContext';

/** Shows the provider's toasts (one at a time). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside StoreSearchProvider.');
  return api;
}
