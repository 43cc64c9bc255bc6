import type { StoreSearchError } from '@storesearch/sdk';
import {
  type AdminAnalytics,
  type AdminUser,
  adminAnalyticsQueryOptions,
  adminUsersQueryOptions,
  type PricingPlan,
  pricingPlansQueryOptions,
  type SubscriptionOrder,
  subscriptionOrdersQueryOptions,
} from '@storesearch/sdk/admin';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The admin analytics (dashboard tiles, charts, plan breakdown, system metrics). */
export function useAdminAnalytics(): UseQueryResult<AdminAnalytics, StoreSearchError> {
  return useQuery(adminAnalyticsQueryOptions(useStoreSearchClient()));
}

/** Every platform user, for the admin Users table. */
export function useAdminUsers(): UseQueryResult<AdminUser[], StoreSearchError> {
  return useQuery(adminUsersQueryOptions(useStoreSearchClient()));
}

/** Every subscription order, for the admin Orders table. */
export function useSubscriptionOrders(): UseQueryResult<SubscriptionOrder[], StoreSearchError> {
  return useQuery(subscriptionOrdersQueryOptions(useStoreSearchClient()));
}

/** The pricing plans, for the admin Pricing screen. */
export function usePricingPlans(): UseQueryResult<PricingPlan[], StoreSearchError> {
  return useQuery(pricingPlansQueryOptions(useStoreSearchClient()));
}
