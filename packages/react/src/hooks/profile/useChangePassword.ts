import { changePasswordMutationOptions } from '@storesearch/sdk/profile';
import { useMutation } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Changes the password (proposed call). */
export function useChangePassword() {
  return useMutation(changePasswordMutationOptions(useStoreSearchClient()));
}
