import { QueryClient } from '@tanstack/query-core';
import { describe, expectTypeOf, it } from 'vitest';
import type { StoreSearchError } from '../client/client.error';
import { createClient } from '../client/client.request';
import {
  adminAnalyticsQueryOptions,
  adminUsersQueryOptions,
  cancelSubscriptionMutationOptions,
  pricingPlansQueryOptions,
  subscriptionOrdersQueryOptions,
  updatePlanPricesMutationOptions,
} from './admin.queries';
import type {
  AdminAnalytics,
  AdminUser,
  PricingPlan,
  SubscriptionOrder,
  UpdatePlanPricesResult,
} from './admin.schema';

const client = createClient({ baseUrl: 'https://api.storesearch.io' });
const queryClient = new QueryClient();

describe('admin query factories carry their data type in the key', () => {
  it('infers each list and the analytics from the key', () => {
    expectTypeOf(queryClient.getQueryData(adminAnalyticsQueryOptions(client).queryKey)).toEqualTypeOf<
      AdminAnalytics | undefined
    >();
    expectTypeOf(queryClient.getQueryData(adminUsersQueryOptions(client).queryKey)).toEqualTypeOf<
      AdminUser[] | undefined
    >();
    expectTypeOf(queryClient.getQueryData(subscriptionOrdersQueryOptions(client).queryKey)).toEqualTypeOf<
      SubscriptionOrder[] | undefined
    >();
    expectTypeOf(queryClient.getQueryData(pricingPlansQueryOptions(client).queryKey)).toEqualTypeOf<
      PricingPlan[] | undefined
    >();
    expectTypeOf(queryClient.getQueryState(adminUsersQueryOptions(client).queryKey)?.error).toEqualTypeOf<
      StoreSearchError | null | undefined
    >();
  });

  it('types the writes by their variables and answers', () => {
    const cancel = cancelSubscriptionMutationOptions(client);
    expectTypeOf(cancel.mutationFn).parameter(0).toEqualTypeOf<{ readonly orderId: string | number }>();
    expectTypeOf(cancel.mutationFn).returns.resolves.toEqualTypeOf<SubscriptionOrder>();
    const prices = updatePlanPricesMutationOptions(client);
    expectTypeOf(prices.mutationFn).parameter(0).toMatchTypeOf<{
      readonly planId: string | number;
      monthlyPrice: number;
      yearlyPrice: number;
      notify: boolean;
    }>();
    expectTypeOf(prices.mutationFn).returns.resolves.toEqualTypeOf<UpdatePlanPricesResult>();
  });
});
