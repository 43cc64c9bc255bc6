import { useEffect, useState } from 'react';

/** The value once it has stayed unchanged for `delayMs` (search boxes and field pickers wait before loading). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
