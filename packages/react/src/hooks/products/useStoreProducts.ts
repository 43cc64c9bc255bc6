import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  filterProductsByTitle,
  PRODUCT_LOAD_DEBOUNCE_MS,
  PRODUCT_SEARCH_DEBOUNCE_MS,
  type Product,
  storeProductsQueryOptions,
  updateProductBoostMutationOptions,
} from '@storesearch/sdk/products';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDebouncedValue } from '../shared/useDebouncedValue';
import { useSettled } from '../shared/useSettled';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The manual boost table's data and its one write. */
export interface StoreProductsState {
  /** Products whose title contains the (debounced) search; undefined while loading. */
  readonly products: readonly Product[] | undefined;
  /** Every product of the store. */
  readonly total: number;
  /** True while the products load. */
  readonly isPending: boolean;
  /** Why the products could not be loaded. */
  readonly error: StoreSearchError | null;
  /** Saves a product's boost; resolves true on success, false when the server refused. */
  readonly saveBoost: (product: Product, boost: number) => Promise<boolean>;
}

/**
 * The store's products for the manual boost table, loaded `PRODUCT_LOAD_DEBOUNCE_MS` after the store is shown or
 * changed (cached ones show at once) and filtered by title 300 ms after the last keystroke.
 */
export function useStoreProducts(store: StoreScope, search: string): StoreProductsState {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const settledStore = useSettled(`${store.storeType}:${store.storeId}`, PRODUCT_LOAD_DEBOUNCE_MS);
  const query: UseQueryResult<Product[], StoreSearchError> = useQuery({
    ...storeProductsQueryOptions(client, store),
    enabled: settledStore,
  });
  const settled = useDebouncedValue(search, PRODUCT_SEARCH_DEBOUNCE_MS);
  const products = useMemo(
    () => (query.data ? filterProductsByTitle(query.data, settled) : undefined),
    [query.data, settled],
  );
  const { mutateAsync } = useMutation(updateProductBoostMutationOptions(client, { queryClient }));
  const { storeId, storeType } = store;
  // Stable across renders (mutateAsync is), so memoised rows do not re-render while the table scrolls.
  const saveBoost = useCallback(
    async (product: Product, boost: number) => {
      try {
        await mutateAsync({ storeId, storeType, productId: product.id, boost });
        return true;
      } catch {
        return false;
      }
    },
    [mutateAsync, storeId, storeType],
  );
  return {
    products,
    total: query.data?.length ?? 0,
    isPending: query.isPending,
    error: query.error,
    saveBoost,
  };
}
