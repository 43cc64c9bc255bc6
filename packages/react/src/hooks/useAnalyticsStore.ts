import {
  createStoreSelection,
  resolveSelectedStore,
  type SelectedStore,
  type StoreScope,
  type StoreSearchError,
  type StoreSelection,
  sameStore,
} from '@storesearch/sdk';
import { useCallback, useEffect, useState } from 'react';
import type { StoreListItem } from '../components/StoreList/StoreList';
import { toStoreListItems } from './storeListItems';
import { useBatchInit } from './useBatchInit';

/** The store the analytics and usage screens show, with the list to switch between. */
export interface AnalyticsStoreState {
  /** The vendor's stores; undefined while loading or after a failure. */
  readonly stores: readonly StoreListItem[] | undefined;
  /** The selected store (the saved choice if still connected, else the first); null without stores. */
  readonly store: (StoreScope & { readonly storeName: string }) | null | undefined;
  /** Selects a store; the choice is kept across reloads and shared with other tabs. */
  readonly select: (store: SelectedStore) => void;
  /** True while the stores load. */
  readonly isPending: boolean;
  /** Why the stores could not be loaded. */
  readonly error: StoreSearchError | null;
}

/** The SDK's persisted selection on `localStorage`, or none where there is no storage (SSR, tests). */
function openSelection(): StoreSelection | null {
  return typeof localStorage === 'undefined' ? null : createStoreSelection({ storage: localStorage });
}

/**
 * The selected store of the analytics screens (spec section 4: first connected store by default; kept across
 * reloads; a `storeChanged` event on change). Built on the SDK's store selection, so it agrees with any other
 * screen using the same persisted selection.
 */
export function useAnalyticsStore(): AnalyticsStoreState {
  const stores = useBatchInit(toStoreListItems);
  const [selection] = useState(openSelection);
  const [saved, setSaved] = useState<SelectedStore | null>(() => selection?.get() ?? null);

  useEffect(() => {
    if (!selection) return;
    const unsubscribe = selection.subscribe(({ store }) => setSaved(store));
    return () => {
      unsubscribe();
      selection.destroy();
    };
  }, [selection]);

  const select = useCallback(
    (store: SelectedStore) => {
      setSaved(store);
      selection?.select(store);
    },
    [selection],
  );

  const resolved = stores.data ? resolveSelectedStore(stores.data, saved) : undefined;
  const item = resolved ? stores.data?.find((row) => sameStore(row, resolved)) : undefined;
  const store =
    resolved === undefined
      ? undefined
      : item
        ? { storeId: item.id, storeType: item.storeType, storeName: item.storeName }
        : null;
  return { stores: stores.data, store, select, isPending: stores.isPending, error: stores.error };
}
