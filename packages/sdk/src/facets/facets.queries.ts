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
import { listFacetFields, listFacets, saveFacets } from './facets.api';
import type { FacetInput } from './facets.schema';

/** Query keys of the facets domain, under the store's scope. */
export const facetsKeys = {
  /** Product fields available as facets. */
  fields: (store: StoreScope) => [...storeScopeKey(store), 'facet-fields'] as const,
  /** A store's facets. */
  facets: (store: StoreScope) => [...storeScopeKey(store), 'facets'] as const,
};

/** Fields available as facets, with counts. */
export function facetFieldsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: facetsKeys.fields(store),
    queryFn: ({ signal }) => listFacetFields(client, store, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

/** The store's facets. */
export function facetsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: facetsKeys.facets(store),
    queryFn: ({ signal }) => listFacets(client, store, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
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
      invalidate: (store) => [facetsKeys.facets(store)],
    },
    options,
  );
}
