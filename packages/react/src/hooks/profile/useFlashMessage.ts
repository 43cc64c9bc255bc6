import { SUCCESS_MESSAGE_MS } from '@storesearch/sdk/profile';
import { createContext, useContext, useEffect, useState } from 'react';

/**
 * How long a success message stays, in milliseconds: `SUCCESS_MESSAGE_MS` unless StoreSearchProvider's
 * `successMessageDurationMs` says otherwise (`Infinity` keeps it until the next message).
 */
export const SuccessMessageDurationContext = createContext<number>(SUCCESS_MESSAGE_MS);

/** A success message that hides itself after 3 s (spec section 9), or after the provider's duration. */
export function useFlashMessage(): [string | null, (message: string | null) => void] {
  const durationMs = useContext(SuccessMessageDurationContext);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null || !Number.isFinite(durationMs)) return;
    const timer = setTimeout(() => setMessage(null), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);
  return [message, setMessage];
}
