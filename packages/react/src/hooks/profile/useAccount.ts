import type { StoreScope } from '@storesearch/sdk';
import {
  apiKeysQueryOptions,
  downloadInvoiceMutationOptions,
  invoicesQueryOptions,
  updateApiKeysMutationOptions,
} from '@storesearch/sdk/profile';
import { usageLimitsQueryOptions } from '@storesearch/sdk/usage';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The saved video-platform keys, masked by the server (proposed call). */
export function useApiKeys() {
  return useQuery(apiKeysQueryOptions(useStoreSearchClient()));
}

/** Saves video-platform keys (proposed call); the masked keys refresh afterwards. */
export function useUpdateApiKeys() {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  return useMutation(updateApiKeysMutationOptions(client, { queryClient }));
}

/** The user's invoices (proposed call); off until the user id is known. */
export function useInvoices(userId: string | number | undefined) {
  const client = useStoreSearchClient();
  return useQuery({ ...invoicesQueryOptions(client, userId ?? ''), enabled: userId !== undefined });
}

/** Downloads the latest invoice PDF. */
export function useDownloadInvoice() {
  return useMutation(downloadInvoiceMutationOptions(useStoreSearchClient()));
}

/** The selected store's plan and limits; null when it has no subscription. Off without a store. */
export function useSubscription(store: StoreScope | null | undefined) {
  const client = useStoreSearchClient();
  return useQuery({
    ...usageLimitsQueryOptions(client, store ?? { storeId: '', storeType: 'shopify' }),
    enabled: store !== null && store !== undefined,
  });
}
