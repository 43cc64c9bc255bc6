import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  type ColorMapping,
  type ColorMappingBody,
  colorMappingsQueryOptions,
  createColorMappingMutationOptions,
  deleteColorMappingMutationOptions,
  updateColorMappingMutationOptions,
} from '@storesearch/sdk/colors';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The store's colour mappings and their three writes. */
export interface ColorMappingsState {
  /** The mappings. */
  readonly mappings: UseQueryResult<ColorMapping[], StoreSearchError>;
  /** Adds a mapping; null on success, else the error. */
  readonly add: (body: ColorMappingBody) => Promise<unknown>;
  /** Updates a mapping (hex sent uppercased by the SDK); null on success, else the error. */
  readonly update: (id: string, body: ColorMappingBody) => Promise<unknown>;
  /** Deletes a mapping; null on success, else the error. */
  readonly remove: (id: string) => Promise<unknown>;
}

async function attempt(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
    return null;
  } catch (error) {
    return error;
  }
}

/** The colour-mappings modal's data: list, add, update, delete; each write refreshes the list. */
export function useColorMappings(store: StoreScope): ColorMappingsState {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const mappings: UseQueryResult<ColorMapping[], StoreSearchError> = useQuery(
    colorMappingsQueryOptions(client, store),
  );
  const create = useMutation(createColorMappingMutationOptions(client, { queryClient }));
  const change = useMutation(updateColorMappingMutationOptions(client, { queryClient }));
  const drop = useMutation(deleteColorMappingMutationOptions(client, { queryClient }));
  const { storeId, storeType } = store;
  return {
    mappings,
    add: useCallback(
      (body: ColorMappingBody) => attempt(() => create.mutateAsync({ storeId, storeType, ...body })),
      [create, storeId, storeType],
    ),
    update: useCallback(
      (id: string, body: ColorMappingBody) =>
        attempt(() => change.mutateAsync({ storeId, storeType, id, ...body })),
      [change, storeId, storeType],
    ),
    remove: useCallback(
      (id: string) => attempt(() => drop.mutateAsync({ storeId, storeType, id })),
      [drop, storeId, storeType],
    ),
  };
}
