/**
 * The usage domain in the demo backend: a vendor's plan limits (per account, over all its stores) and a store's
 * monthly usage, counted from the UBI events the backend keeps, as the analytics screens are: this month's
 * searches on the limits card are the current month's bar of the chart, and the dashboard's for this month.
 */
import {
  searchesThisMonth,
  thisMonthWindow,
  usageStatsFromEvents,
  usageWindow,
} from '../insights/insights.figures';
import { keptEventsIn, storeFiguresAnswer } from '../insights/insights.mock';
import { errorResponse } from '../mocks/mocks.answer';
import { findVendor, storeInPath, VENDOR_NOT_FOUND, vendorStores } from '../mocks/mocks.lookups';
import { defineDomainMock, route } from '../mocks/mocks.route';
import { DEMO_PLANS, DEMO_STORES } from '../mocks/mocks.seed';
import { getUsageLimitsEndpoint, getUsageStatsEndpoint } from './usage.api';
import type { UsageMetric } from './usage.schema';

/** One metric of the usage page: percentage rounded to a whole number, remaining never below 0. */
export function usageMetric(current: number, limit: number): UsageMetric {
  return {
    current,
    limit,
    percentage: limit > 0 ? Math.round((current / limit) * 100) : 0,
    remaining: Math.max(0, limit - current),
  };
}

const shopifyPath = () => ({ params: { storeId: DEMO_STORES.shopify.id } });

/** The usage domain's calls in the demo backend. */
export const usageMock = defineDomainMock({
  domain: 'usage',
  tag: { name: 'usage', description: 'Plan limits and monthly usage of a store.' },
  routes: [
    route(getUsageLimitsEndpoint).with({
      summary: 'Plan name and the searches, products and stores limits.',
      access: 'vendor',
      sample: shopifyPath,
      find: storeInPath,
      answer: (ctx, store) => {
        const vendor = findVendor(ctx.db, store.vendorId);
        if (!vendor) return errorResponse(404, VENDOR_NOT_FOUND);
        const plan = DEMO_PLANS[vendor.planName];
        const stores = vendorStores(ctx.db, vendor.id);
        // Limits are per account: this month's searches and all products over the vendor's stores.
        const storeIds = stores.map((s) => String(s.id));
        const searches = searchesThisMonth(
          keptEventsIn(ctx.db, ctx.now, storeIds, thisMonthWindow(ctx.now)),
          storeIds,
          ctx.now,
        );
        const products = stores.reduce((sum, s) => sum + (ctx.db.products.get(s.id)?.length ?? 0), 0);
        return {
          body: {
            success: true,
            data: {
              planName: vendor.planName,
              searches: usageMetric(searches, plan.searches),
              products: usageMetric(products, plan.products),
              stores: usageMetric(stores.length, plan.stores),
            },
          },
        };
      },
    }),

    route(getUsageStatsEndpoint).with({
      summary: 'Monthly searches and clicks of the last 12 months (under data, or as the body itself).',
      access: 'vendor',
      sample: shopifyPath,
      find: storeInPath,
      answer: storeFiguresAnswer(usageStatsFromEvents, usageWindow),
    }),
  ],
});
