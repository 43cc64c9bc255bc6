import { mutationKey, storeScopeKey } from '../client/client.keys';
import {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
  ROUTE_READS_FRESH_MS,
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

/** Query keys of the products domain, under the store's scope. */
export const productsKeys = {
  /** Products of the manual boost table. */
  products: (store: StoreScope) => [...storeScopeKey(store), 'products'] as const,
  /** Distinct values of one field. */
  distinctValues: (store: StoreScope, field: string) =>
    [...storeScopeKey(store), 'distinct-values', field] as const,
  /** Products with matchable attributes (proposed endpoint). */
  attributes: (store: StoreScope) => [...storeScopeKey(store), 'product-attributes'] as const,
};

/** The store's products for the manual boost table. */
export function storeProductsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: productsKeys.products(store),
    queryFn: ({ signal }) => listStoreProducts(client, store, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

/** Distinct values of one field, cached per store, store type and field. */
export function distinctValuesQueryOptions(client: StoreSearchClient, store: StoreScope, field: string) {
  return defineQueryOptions({
    queryKey: productsKeys.distinctValues(store, field),
    queryFn: ({ signal }) => getDistinctValues(client, { ...store, field }, { signal }),
    staleTime: DISTINCT_VALUES_CACHE_MS,
    gcTime: DISTINCT_VALUES_CACHE_MS,
  });
}

/** The store's products with matchable attributes (proposed endpoint). */
export function productAttributesQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: productsKeys.attributes(store),
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
      invalidate: (store) => [productsKeys.products(store)],
    },
    options,
  );
}
