import type { StoreScope } from '@storesearch/sdk';
import { deleteStoreMutationOptions } from '@storesearch/sdk/stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Deletes a store; the store lists and the store's own data are refreshed afterwards. */
export function useDeleteStore() {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, StoreScope>(deleteStoreMutationOptions(client, { queryClient }));
}
