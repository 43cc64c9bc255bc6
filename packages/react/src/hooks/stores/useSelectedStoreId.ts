import { useSyncExternalStore } from 'react';
import { getStoreSelection } from './useSelectedStore';

/** The selected store's id from storage, without loading the store list (analytics needs only the id). */
export function useSelectedStoreId(): string | null {
  const selection = getStoreSelection();
  return useSyncExternalStore(
    (onChange) => selection.subscribe(onChange),
    () => selection.get()?.id ?? null,
    () => null,
  );
}
