import { uploadProfileImageMutationOptions } from '@storesearch/sdk/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Uploads a new profile image; the session refreshes afterwards. */
export function useUploadProfileImage() {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  return useMutation(uploadProfileImageMutationOptions(client, { queryClient }));
}
