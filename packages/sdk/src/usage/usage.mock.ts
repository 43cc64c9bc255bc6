/**
 * The usage domain in the demo backend: a vendor's plan limits (per account, over all its stores) and a store's
 * monthly usage, read from the analytics domain's traffic.
 */
import type { MonthlyTraffic } from '../analytics/analytics.mock';
import { errorResponse } from '../mocks/mocks.answer';
import type { DemoDb } from '../mocks/mocks.db';
import { findVendor, storeInPath, VENDOR_NOT_FOUND, vendorStores } from '../mocks/mocks.lookups';
import { defineDomainMock, route } from '../mocks/mocks.route';
import { DEMO_PLANS, DEMO_STORES, DEMO_USAGE_MONTHS } from '../mocks/mocks.seed';
import { getUsageLimitsEndpoint, getUsageStatsEndpoint } from './usage.api';
import type { UsageMetric } from './usage.schema';

const monthKeyOf = (year: number, month: number): string =>
  new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);

/**
 * The last `count` months up to the month of `now`, with zeros for months a (new) store has no traffic in.
 * The seeded history ends with the anchor's month; the demo reads it as ending with the current month (its last
 * row, counted up to the anchor's day, is this month so far), so the usage chart's current month is never
 * empty and agrees with the searches the usage limits count, whatever the day the demo runs on.
 */
export function lastMonths(db: DemoDb, storeId: number, count: number, now: number): MonthlyTraffic[] {
  const rows = new Map((db.analytics.get(storeId)?.monthly ?? []).map((m) => [m.month, m]));
  const anchor = new Date(db.anchor);
  const today = new Date(now);
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    const seeded = rows.get(monthKeyOf(anchor.getUTCFullYear(), anchor.getUTCMonth() - back));
    const month = monthKeyOf(today.getUTCFullYear(), today.getUTCMonth() - back);
    return { month, searches: seeded?.searches ?? 0, clicks: seeded?.clicks ?? 0 };
  });
}

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
        const searches = stores.reduce(
          (sum, s) => sum + (lastMonths(ctx.db, s.id, 1, ctx.now)[0]?.searches ?? 0),
          0,
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
      summary: 'Monthly searches and clicks (under data, or as the body itself).',
      access: 'vendor',
      sample: shopifyPath,
      find: storeInPath,
      answer: (ctx, store) => ({
        body: {
          success: true,
          data: { monthlyData: lastMonths(ctx.db, store.id, DEMO_USAGE_MONTHS, ctx.now) },
        },
      }),
    }),
  ],
});
