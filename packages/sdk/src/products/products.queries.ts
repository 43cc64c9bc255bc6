import { mutationKey, storesearchKeys } from '../client/client.keys';
import {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
  type StoreSearchMutationOptions,
} from '../client/client.queries';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import {
  getDistinctValues,
  listProductAttributes,
  listStoreProducts,
  updateProductBoost,
} from './products.api';

/** Distinct values stay fresh and cached for 300 seconds per store, store type and field (spec section 9). */
export const DISTINCT_VALUES_CACHE_MS = 300_000;

/** The store's products for the manual boost table. */
export function storeProductsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: storesearchKeys.store(store.storeId, store.storeType).products(),
    queryFn: ({ signal }) => listStoreProducts(client, store, { signal }),
  });
}

/** Distinct values of one field, cached per store, store type and field. */
export function distinctValuesQueryOptions(client: StoreSearchClient, store: StoreScope, field: string) {
  return defineQueryOptions({
    queryKey: storesearchKeys.store(store.storeId, store.storeType).distinctValues(field),
    queryFn: ({ signal }) => getDistinctValues(client, { ...store, field }, { signal }),
    staleTime: DISTINCT_VALUES_CACHE_MS,
    gcTime: DISTINCT_VALUES_CACHE_MS,
  });
}

/** The store's products with matchable attributes (proposed endpoint). */
export function productAttributesQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: storesearchKeys.store(store.storeId, store.storeType).productAttributes(),
    queryFn: ({ signal }) => listProductAttributes(client, store, { signal }),
  });
}

/** Variables of a manual boost update. */
export type UpdateProductBoostVariables = StoreScope & {
  /** The product. */
  readonly productId: string | number;
  /** The new boost, minimum 0. */
  readonly boost: number;
};

/** Sets a product's manual boost; refreshes the store's products. */
export function updateProductBoostMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<void, UpdateProductBoostVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('updateProductBoost'),
      mutationFn: (variables: UpdateProductBoostVariables) => updateProductBoost(client, variables),
      invalidate: (store) => [storesearchKeys.store(store.storeId, store.storeType).products()],
    },
    options,
  );
}
