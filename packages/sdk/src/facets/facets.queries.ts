import { mutationKey, storesearchKeys } from '../client/client.keys';
import {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
  type StoreSearchMutationOptions,
} from '../client/client.queries';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import { listFacetFields, listFacets, saveFacets } from './facets.api';
import type { FacetInput } from './facets.schema';

/** Fields available as facets, with counts. */
export function facetFieldsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: storesearchKeys.store(store.storeId, store.storeType).facetFields(),
    queryFn: ({ signal }) => listFacetFields(client, store, { signal }),
  });
}

/** The store's facets. */
export function facetsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: storesearchKeys.store(store.storeId, store.storeType).facets(),
    queryFn: ({ signal }) => listFacets(client, store, { signal }),
  });
}

/** Variables of a facets save. */
export type SaveFacetsVariables = StoreScope & {
  /** The full list, in its fixed order. */
  readonly facets: readonly FacetInput[];
};

/** Saves the full facet list; refreshes the store's facets. */
export function saveFacetsMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<void, SaveFacetsVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('saveFacets'),
      mutationFn: (variables: SaveFacetsVariables) => saveFacets(client, variables),
      invalidate: (store) => [storesearchKeys.store(store.storeId, store.storeType).facets()],
    },
    options,
  );
}
