import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  type UsageLimits,
  type UsageStats,
  usageLimitsQueryOptions,
  usageStatsQueryOptions,
} from '@storesearch/sdk/usage';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { NO_STORE } from '../shared/noStore';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The Usage page's two reads. */
export interface UsageState {
  /** The plan and its limits; null without a subscription. */
  readonly limits: UseQueryResult<UsageLimits | null, StoreSearchError>;
  /** Monthly searches and clicks. */
  readonly stats: UseQueryResult<UsageStats, StoreSearchError>;
}

/** The selected store's usage limits and monthly stats; no call without a store (spec section 8). */
export function useUsage(store: StoreScope | null | undefined): UsageState {
  const client = useStoreSearchClient();
  const scope = store ?? NO_STORE;
  const enabled = Boolean(store);
  const limits: UsageState['limits'] = useQuery({ ...usageLimitsQueryOptions(client, scope), enabled });
  const stats: UsageState['stats'] = useQuery({ ...usageStatsQueryOptions(client, scope), enabled });
  return { limits, stats };
}
