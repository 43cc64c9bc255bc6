import type { StoreScope } from '@storesearch/sdk';
import { deleteStoreMutationOptions } from '@storesearch/sdk/stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/**
 * Deletes a store; the store lists and the store's own data are refreshed afterwards, and so is every store's
 * usage limits (they are per account), so a freed store slot shows at once whichever store is selected.
 */
export function useDeleteStore() {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const options = deleteStoreMutationOptions(client, { queryClient });
  return useMutation<void, Error, StoreScope>({
    ...options,
    onSuccess: async (data, store) => {
      await options.onSuccess?.(data, store);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.at(-1) === 'usage-limits' });
    },
  });
}
