import type { StoreScope } from '@storesearch/sdk';
import { usageLimitsQueryOptions } from '@storesearch/sdk/usage';
import { useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The selected store's plan and limits; null when it has no subscription. Off without a store. */
export function useSubscription(store: StoreScope | null | undefined) {
  const client = useStoreSearchClient();
  return useQuery({
    ...usageLimitsQueryOptions(client, store ?? { storeId: '', storeType: 'shopify' }),
    enabled: store !== null && store !== undefined,
  });
}
