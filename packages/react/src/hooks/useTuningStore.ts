import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import { toStoreListItems } from './storeListItems';
import { useBatchInit } from './useBatchInit';

/** The store the tuning screens work on, with what their headings show. */
export type TuningStore = StoreScope & {
  /** The store's name. */
  readonly storeName: string;
};

/** The tuning screens' store: the vendor's first store (Shopify first); null when none is connected. */
export interface TuningStoreState {
  /** The store, null when the vendor has none; undefined while loading or after a failure. */
  readonly store: TuningStore | null | undefined;
  /** True while the stores load. */
  readonly isPending: boolean;
  /** Why the stores could not be loaded. */
  readonly error: StoreSearchError | null;
}

/**
 * The store the boosting and facets screens tune. Reads batch-init's first store; a screen can pass the shell's
 * selected store instead, so this hook is the single place to swap once store selection lands.
 */
export function useTuningStore(): TuningStoreState {
  const stores = useBatchInit(toStoreListItems);
  const first = stores.data?.[0];
  const store =
    stores.data === undefined
      ? undefined
      : first
        ? { storeId: first.id, storeType: first.storeType, storeName: first.storeName }
        : null;
  return { store, isPending: stores.isPending, error: stores.error };
}
