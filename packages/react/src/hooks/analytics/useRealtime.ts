import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import { type RealtimeView, realtimeQueryOptions, toRealtimeView } from '@storesearch/sdk/analytics';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { NO_STORE } from '../shared/noStore';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The selected store's real-time state, polled every 10 s while the tab is visible; no call without a store. */
export function useRealtime(
  store: StoreScope | null | undefined,
): UseQueryResult<RealtimeView, StoreSearchError> {
  const client = useStoreSearchClient();
  return useQuery({
    ...realtimeQueryOptions(client, store ?? NO_STORE),
    enabled: Boolean(store),
    select: toRealtimeView,
  });
}
