import { changeEmailMutationOptions } from '@storesearch/sdk/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Changes the e-mail (proposed call); the session refreshes afterwards. */
export function useChangeEmail() {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  return useMutation(changeEmailMutationOptions(client, { queryClient }));
}
