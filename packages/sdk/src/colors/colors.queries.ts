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
import { createColorMapping, deleteColorMapping, listColorMappings, updateColorMapping } from './colors.api';
import type { ColorMappingBody } from './colors.schema';

/** Query keys of the colors domain, under the store's scope. */
export const colorsKeys = {
  /** A store's colour mappings. */
  mappings: (store: StoreScope) => [...storeScopeKey(store), 'color-mappings'] as const,
};

/** The store's colour mappings. */
export function colorMappingsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: colorsKeys.mappings(store),
    queryFn: ({ signal }) => listColorMappings(client, store, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

const mappingsOf = (store: StoreScope) => [colorsKeys.mappings(store)];

/** Variables of a mapping create. */
export type CreateColorMappingVariables = StoreScope & ColorMappingBody;

/** Variables of a mapping update or delete: the store is named so its list refreshes. */
export type ColorMappingRefVariables = StoreScope & {
  /** The mapping's id. */
  readonly id: string | number;
};

/** Adds a mapping; refreshes the store's mappings. */
export function createColorMappingMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<void, CreateColorMappingVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('createColorMapping'),
      mutationFn: (variables: CreateColorMappingVariables) => createColorMapping(client, variables),
      invalidate: mappingsOf,
    },
    options,
  );
}

/** Updates a mapping (hex sent uppercased); refreshes the store's mappings. */
export function updateColorMappingMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<void, ColorMappingRefVariables & ColorMappingBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('updateColorMapping'),
      mutationFn: (variables: ColorMappingRefVariables & ColorMappingBody) =>
        updateColorMapping(client, variables),
      invalidate: mappingsOf,
    },
    options,
  );
}

/** Deletes a mapping; refreshes the store's mappings. */
export function deleteColorMappingMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<void, ColorMappingRefVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('deleteColorMapping'),
      mutationFn: (variables: ColorMappingRefVariables) => deleteColorMapping(client, variables),
      invalidate: mappingsOf,
    },
    options,
  );
}
