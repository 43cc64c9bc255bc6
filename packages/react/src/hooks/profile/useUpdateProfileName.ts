import { updateProfileNameMutationOptions } from '@storesearch/sdk/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Saves the profile's first and last name; the session refreshes afterwards. */
export function useUpdateProfileName() {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  return useMutation(updateProfileNameMutationOptions(client, { queryClient }));
}
