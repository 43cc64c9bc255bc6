import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  batchDashboardQueryOptions,
  toVendorDashboard,
  type VendorDashboardData,
} from '@storesearch/sdk/analytics';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { NO_STORE } from '../shared/noStore';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/**
 * The selected store's dashboard: polled every 30 s (paused while the tab is hidden, TanStack Query's default),
 * refetched when the store changes (it is part of the key); no call without a store.
 */
export function useVendorDashboard(
  store: StoreScope | null | undefined,
): UseQueryResult<VendorDashboardData, StoreSearchError> {
  const client = useStoreSearchClient();
  return useQuery({
    ...batchDashboardQueryOptions(client, store ?? NO_STORE),
    enabled: Boolean(store),
    select: toVendorDashboard,
  });
}
