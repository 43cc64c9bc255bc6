import type { StoreSearchError } from '@storesearch/sdk';
import { type SubscriptionOrder, subscriptionOrdersQueryOptions } from '@storesearch/sdk/admin';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Every subscription order, for the admin Orders table. */
export function useSubscriptionOrders(): UseQueryResult<SubscriptionOrder[], StoreSearchError> {
  return useQuery(subscriptionOrdersQueryOptions(useStoreSearchClient()));
}
