import { SUCCESS_MESSAGE_MS } from '@storesearch/sdk/profile';
import { useEffect, useState } from 'react';

/** A success message that hides itself after 3 s (spec section 9). */
export function useFlashMessage(): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}
