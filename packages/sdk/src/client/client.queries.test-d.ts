import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { describe, expectTypeOf, it } from 'vitest';
import { batchDashboardQueryOptions, recentSearchesQueryOptions } from '../analytics/analytics.queries';
import type { BatchDashboard, RecentSearchRow } from '../analytics/analytics.schema';
import { updateBoostingRuleMutationOptions } from '../boosting/boosting.queries';
import { distinctValuesQueryOptions } from '../products/products.queries';
import { batchInitQueryOptions } from '../stores/stores.queries';
import type { BatchInit } from '../stores/stores.schema';
import { usageLimitsQueryOptions } from '../usage/usage.queries';
import type { UsageLimits } from '../usage/usage.schema';
import type { StoreSearchError } from './client.error';
import { createClient } from './client.request';

const client = createClient({ baseUrl: 'https://api.storesearch.io', vendorId: 1 });
const queryClient = new QueryClient();
const store = { storeId: 11, storeType: 'shopify' } as const;

describe('query factories carry their data type in the key', () => {
  it('getQueryData infers data from the tagged key', () => {
    expectTypeOf(queryClient.getQueryData(batchDashboardQueryOptions(client, store).queryKey)).toEqualTypeOf<
      BatchDashboard | undefined
    >();
    expectTypeOf(queryClient.getQueryData(batchInitQueryOptions(client).queryKey)).toEqualTypeOf<
      BatchInit | undefined
    >();
    expectTypeOf(
      queryClient.getQueryData(distinctValuesQueryOptions(client, store, 'brand').queryKey),
    ).toEqualTypeOf<string[] | undefined>();
  });

  it('fetchQuery infers the resolved data', () => {
    expectTypeOf(queryClient.fetchQuery(recentSearchesQueryOptions(client, 'u-1'))).resolves.toEqualTypeOf<
      RecentSearchRow[]
    >();
    expectTypeOf(
      queryClient.fetchQuery(usageLimitsQueryOptions(client, store)),
    ).resolves.toEqualTypeOf<UsageLimits | null>();
  });

  it('an observer infers data', () => {
    const observer = new QueryObserver(queryClient, batchDashboardQueryOptions(client, store));
    expectTypeOf(observer.getCurrentResult().data).toEqualTypeOf<BatchDashboard | undefined>();
  });

  it('the query state carries the StoreSearchError error type from the key', () => {
    const state = queryClient.getQueryState(batchDashboardQueryOptions(client, store).queryKey);
    expectTypeOf(state?.error).toEqualTypeOf<StoreSearchError | null | undefined>();
  });

  it('setQueryData refuses data of the wrong type', () => {
    const { queryKey } = batchDashboardQueryOptions(client, store);
    // @ts-expect-error a number is not dashboard data
    queryClient.setQueryData(queryKey, 42);
  });

  it('mutation options type their variables', () => {
    const options = updateBoostingRuleMutationOptions(client);
    expectTypeOf(options.mutationFn).parameter(0).toHaveProperty('rule');
    // @ts-expect-error the rule is required
    void options.mutationFn({ id: 1 }, {} as never);
  });
});
