import { ANALYTICS_FRESH_MS } from '../analytics/analytics.queries';
import { mutationKey, storeScopeKey, storesearchKeys } from '../client/client.keys';
import {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
  ROUTE_READS_FRESH_MS,
  type StoreSearchMutationOptions,
} from '../client/client.queries';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import { changeSubscriptionPlan, getUsageLimits, getUsageStats, listSubscriptionPlans } from './usage.api';
import type { ChangePlanBody, PlanChange } from './usage.schema';

/** Query keys of the usage domain, under the store's scope. */
export const usageKeys = {
  /** A store's plan limits. */
  limits: (store: StoreScope) => [...storeScopeKey(store), 'usage-limits'] as const,
  /** A store's monthly usage statistics. */
  stats: (store: StoreScope) => [...storeScopeKey(store), 'usage-stats'] as const,
  /**
   * The plans on offer and the vendor's own, under the signed-in account's scope (proposed endpoint): a plan is the
   * account's, so the store lists' refreshes (a store connected, a sync finished) do not read it again.
   */
  plans: () => [...storesearchKeys.account, 'subscription-plans'] as const,
};

/** The plan and its limits; null without a subscription. */
export function usageLimitsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: usageKeys.limits(store),
    queryFn: ({ signal }) => getUsageLimits(client, { storeId: store.storeId }, { signal }),
    staleTime: ANALYTICS_FRESH_MS,
  });
}

/** Monthly usage statistics. */
export function usageStatsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: usageKeys.stats(store),
    queryFn: ({ signal }) => getUsageStats(client, { storeId: store.storeId }, { signal }),
    staleTime: ANALYTICS_FRESH_MS,
  });
}

/** The plans on offer, cheapest first, and the vendor's own (proposed endpoint). */
export function subscriptionPlansQueryOptions(client: StoreSearchClient) {
  return defineQueryOptions({
    queryKey: usageKeys.plans(),
    queryFn: ({ signal }) => listSubscriptionPlans(client, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

/**
 * Moves the vendor to a plan (proposed endpoint). A plan is the account's: it changes the limits of every store,
 * the store lists' room for another store and the invoices, so everything cached is read again.
 */
export function changeSubscriptionPlanMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<PlanChange, ChangePlanBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('changeSubscriptionPlan'),
      mutationFn: (variables: ChangePlanBody) => changeSubscriptionPlan(client, variables),
      invalidate: () => [storesearchKeys.all],
    },
    options,
  );
}
