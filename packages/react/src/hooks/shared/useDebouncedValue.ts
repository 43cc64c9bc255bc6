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

/**
 * True once `key` has stayed the same for `delayMs`, counted from the first render as well as from each change
 * (a load that waits for its input to settle: switching stores quickly loads only the store that stays, and
 * coming back to an earlier key waits again).
 */
export function useSettled(key: string, delayMs: number): boolean {
  const [state, setState] = useState({ key, settled: false });
  // A new key is unsettled from this very render on, so nothing keyed by it starts before its delay.
  if (state.key !== key) setState({ key, settled: false });
  useEffect(() => {
    const timer = setTimeout(
      () => setState((current) => (current.key === key ? { key, settled: true } : current)),
      delayMs,
    );
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return state.key === key && state.settled;
}
