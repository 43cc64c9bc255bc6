import type { StoreSearchError } from '@storesearch/sdk';
import {
  type HistoryEntry,
  type RestoreVersionBody,
  restoreTuningVersionMutationOptions,
} from '@storesearch/sdk/merchandising';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Brings back an earlier version of a tuning object; everything of the store is read again after it. */
export function useRestoreTuningVersion(): UseMutationResult<
  HistoryEntry,
  StoreSearchError,
  RestoreVersionBody
> {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  return useMutation(restoreTuningVersionMutationOptions(client, { queryClient }));
}
