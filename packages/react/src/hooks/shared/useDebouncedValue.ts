import { createDebouncedValue } from '@storesearch/sdk';
import { useEffect, useState } from 'react';
import { useController } from './useController';

/**
 * The value once it has stayed unchanged for `delayMs` (search boxes and field pickers wait before loading); the
 * first value counts as settled. The delay is read once, on the first render (callers pass the spec's constants).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced] = useState(() => createDebouncedValue(value, { delayMs, settled: true }));
  useEffect(() => debounced.set(value), [debounced, value]);
  return useController(debounced).settledValue;
}
