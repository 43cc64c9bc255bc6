import { updateApiKeysMutationOptions } from '@storesearch/sdk/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Saves video-platform keys (proposed call); the masked keys refresh afterwards. */
export function useUpdateApiKeys() {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  return useMutation(updateApiKeysMutationOptions(client, { queryClient }));
}
