import { isStoreSearchError, type StoreScope } from '@storesearch/sdk';
import { type InitiateSyncResponse, initiateSyncMutationOptions } from '@storesearch/sdk/sync';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useToast } from '../../components/shared/Toaster/toast.context';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';
import { useT } from '../shared/useT';
import { useVendorId } from '../stores/useVendorId';

/** What useStartSync returns. */
export interface StartSyncState {
  /**
   * Starts a sync (`isReSync` false) or a re-sync; resolves true when the server accepted it. `retry` marks a
   * retry of a failed run, whose failure reads 'Failed to retry sync'.
   */
  readonly start: (
    store: StoreScope,
    isReSync: boolean,
    options?: { readonly retry?: boolean },
  ) => Promise<boolean>;
  /** Ids of stores whose start request is in flight (their card shows Syncing). */
  readonly startingStoreIds: ReadonlySet<string>;
}

/** The server's own text, when its answer carried one. */
function serverText(response: InitiateSyncResponse, key: 'data' | 'error'): string | undefined {
  return response[key]?.message || undefined;
}

/**
 * Start Sync and Re-Sync (spec section 8): success toasts 'Success' with the server's message or the
 * catalogue's; failure toasts 'Error' with the server's message or 'Failed to initiate sync. Please try again.'
 * ('Failed to retry sync' for a retry).
 * The store list refreshes either way, so the card shows the run.
 */
export function useStartSync(): StartSyncState {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const vendorId = useVendorId();
  const client = useStoreSearchClient();
  const mutation = useMutation(initiateSyncMutationOptions(client, { queryClient }));

  const start = useCallback(
    async (store: StoreScope, isReSync: boolean, options?: { readonly retry?: boolean }) => {
      const failed = (message?: string) => {
        toast.show({
          title: t('errorTitle'),
          description: message ?? t(options?.retry ? 'failedToRetrySync' : 'failedToInitiateSync'),
          destructive: true,
        });
        return false;
      };
      if (vendorId === undefined) return failed();
      try {
        const response = await mutation.mutateAsync({
          vendorId,
          storeId: store.storeId,
          storeType: store.storeType,
          isReSync,
        });
        if (!response.success) return failed(serverText(response, 'error'));
        toast.show({
          title: t('successTitle'),
          description: serverText(response, 'data') ?? t(isReSync ? 'reSyncInitiated' : 'syncInitiated'),
        });
        return true;
      } catch (error) {
        return failed(isStoreSearchError(error) ? error.serverMessage : undefined);
      }
    },
    [mutation, toast, t, vendorId],
  );

  const startingStoreIds = useMemo(
    () => new Set(mutation.isPending && mutation.variables ? [String(mutation.variables.storeId)] : []),
    [mutation.isPending, mutation.variables],
  );
  return { start, startingStoreIds };
}
