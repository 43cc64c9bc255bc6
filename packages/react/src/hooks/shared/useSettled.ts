import { createDebouncedValue } from '@storesearch/sdk';
import { useEffect, useState } from 'react';
import { useController } from './useController';

/**
 * True once `key` has stayed the same for `delayMs`, counted from the first render as well as from each change
 * (a load that waits for its input to settle: switching stores quickly loads only the store that stays, and
 * coming back to an earlier key waits again). The delay is read once, on the first render.
 */
export function useSettled(key: string, delayMs: number): boolean {
  const [debounced] = useState(() => createDebouncedValue(key, { delayMs }));
  useEffect(() => debounced.set(key), [debounced, key]);
  const state = useController(debounced);
  // A new key is unsettled from this very render on, so nothing keyed by it starts before its delay.
  return state.value === key && state.isSettled;
}
