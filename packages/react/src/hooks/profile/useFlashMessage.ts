import { SUCCESS_MESSAGE_MS } from '@storesearch/sdk/profile';
import { useContext, useEffect, useState } from 'react';
import { StoreSearchContext } from '../../provider/StoreSearchContext';

/**
 * A success message that hides itself after 3 s (spec section 9), or after StoreSearchProvider's
 * `successMessageDurationMs` (`Infinity` keeps it until the next message).
 */
export function useFlashMessage(): [string | null, (message: string | null) => void] {
  const durationMs = useContext(StoreSearchContext)?.successMessageDurationMs ?? SUCCESS_MESSAGE_MS;
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null || !Number.isFinite(durationMs)) return;
    const timer = setTimeout(() => setMessage(null), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);
  return [message, setMessage];
}
