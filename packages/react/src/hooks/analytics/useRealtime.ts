import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  type RealtimeCounts,
  type RealtimeData,
  realtimeCounts,
  realtimeOpportunities,
  realtimeQueryOptions,
  realtimeTopList,
  type SearchOrigin,
  searchOrigins,
  type TopListEntry,
} from '@storesearch/sdk/analytics';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';
import { NO_STORE } from './useVendorDashboard';

/** The real-time page's figures, derived with the SDK's rules. */
export interface RealtimeView {
  /** Searches, clicks, purchases and sales among the recent events. */
  readonly counts: RealtimeCounts;
  /** Search activity per hour, oldest first. */
  readonly hourly: { readonly hour: string; readonly searches: number }[];
  /** The 5 most searched queries. */
  readonly topSearches: TopListEntry[];
  /** The 5 most clicked products. */
  readonly topClicked: TopListEntry[];
  /** The 5 most searched queries no click followed. */
  readonly topOpportunities: TopListEntry[];
  /** Where the searches came from. */
  readonly origins: SearchOrigin[];
}

/** Derives the real-time page's figures from the realtime response. */
export function toRealtimeView(data: RealtimeData): RealtimeView {
  return {
    counts: realtimeCounts(data.recentEvents),
    hourly: data.hourlyData.map((bucket) => ({ hour: bucket.key_as_string, searches: bucket.doc_count })),
    topSearches: realtimeTopList(data.recentEvents, 'search'),
    topClicked: realtimeTopList(data.recentEvents, 'product_click'),
    topOpportunities: realtimeOpportunities(data.recentEvents),
    origins: searchOrigins(data.recentEvents),
  };
}

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
