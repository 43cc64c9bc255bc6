/** Analytics, usage and UBI endpoints of the demo backend; every figure is read from the seeded aggregates. */
import {
  getBatchDashboardEndpoint,
  getFilterUsageEndpoint,
  getRealtimeEndpoint,
  getRecentSearchesEndpoint,
} from '../../analytics/analytics.api';
import { collectUbiEventsEndpoint } from '../../ubi/ubi.api';
import { getUsageLimitsEndpoint, getUsageStatsEndpoint } from '../../usage/usage.api';
import { hourlyBuckets, type MonthlyTraffic, type QueryStats } from '../mocks.analytics';
import { type DemoDb, type DemoStore, findUser, findVendor, vendorStores } from '../mocks.db';
import { errorResponse, guardedRoute, route } from '../mocks.route';
import { DEMO_PLANS, DEMO_USAGE_MONTHS } from '../mocks.seed';
import { storeInPath, USER_NOT_FOUND, VENDOR_NOT_FOUND } from './routes.shared';

const round1 = (value: number): number => Math.round(value * 10) / 10;
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The last `count` months up to the anchor, with zeros for months a (new) store has no traffic in. */
export function lastMonths(db: DemoDb, storeId: number, count: number): MonthlyTraffic[] {
  const rows = new Map((db.analytics.get(storeId)?.monthly ?? []).map((m) => [m.month, m]));
  const anchor = new Date(db.anchor);
  return Array.from({ length: count }, (_, i) => {
    const month = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - (count - 1 - i), 1))
      .toISOString()
      .slice(0, 7);
    const row = rows.get(month);
    return { month, searches: row?.searches ?? 0, clicks: row?.clicks ?? 0 };
  });
}

/** One metric of the usage page: percentage rounded to a whole number, remaining never below 0. */
export function usageMetric(current: number, limit: number) {
  return {
    current,
    limit,
    percentage: limit > 0 ? Math.round((current / limit) * 100) : 0,
    remaining: Math.max(0, limit - current),
  };
}

/** A vendor's queries over all its stores, merged by text, most searched first. */
export function vendorQueries(db: DemoDb, stores: readonly DemoStore[]): QueryStats[] {
  const merged = new Map<string, QueryStats>();
  for (const store of stores) {
    for (const q of db.analytics.get(store.id)?.queries ?? []) {
      const row = merged.get(q.query);
      if (!row) {
        merged.set(q.query, { ...q });
        continue;
      }
      row.searchCount += q.searchCount;
      row.clicks += q.clicks;
      row.conversions += q.conversions;
      row.revenue = round2(row.revenue + q.revenue);
      if (q.lastSearched > row.lastSearched) row.lastSearched = q.lastSearched;
    }
  }
  return [...merged.values()].sort((a, b) => b.searchCount - a.searchCount || a.query.localeCompare(b.query));
}

/** Routes of the analytics, usage and UBI domains. */
export const analyticsRoutes = [
  guardedRoute(getBatchDashboardEndpoint, storeInPath, (ctx, store) => {
    const analytics = ctx.db.analytics.get(store.id);
    const queries = [...(analytics?.queries ?? [])].sort((a, b) =>
      b.lastSearched.localeCompare(a.lastSearched),
    );
    return {
      body: {
        success: true,
        data: {
          dashboard: { totalSearches: (analytics?.monthly ?? []).reduce((sum, m) => sum + m.searches, 0) },
          recentSearches: queries.map(
            ({ query, searchCount, clicks, conversions, revenue, lastSearched }) => ({
              query,
              searchCount,
              lastSearched,
              clicks,
              conversionRate: searchCount > 0 ? round1((conversions / searchCount) * 100) : 0,
              revenue,
            }),
          ),
          productClicks: [...(analytics?.productClicks ?? [])]
            .sort((a, b) => b.clicks - a.clicks)
            .map(({ productTitle, clicks }) => ({ productTitle, clicks })),
        },
      },
    };
  }),

  guardedRoute(getFilterUsageEndpoint, storeInPath, (ctx, store) => {
    return {
      body: {
        success: true,
        data: (ctx.db.analytics.get(store.id)?.filterUsage ?? []).map((r) => ({ ...r })),
      },
    };
  }),

  guardedRoute(getRealtimeEndpoint, storeInPath, (ctx, store) => {
    const events = ctx.db.analytics.get(store.id)?.realtime ?? [];
    return {
      body: {
        success: true,
        data: {
          hourlyData: hourlyBuckets(events, ctx.db.anchor),
          recentEvents: events.map(({ event_name, event_details, timestamp }) => ({
            _source: { event_name, event_details: { ...event_details }, timestamp },
          })),
        },
      },
    };
  }),

  route(getRecentSearchesEndpoint, (ctx) => {
    const user = findUser(ctx.db, ctx.params.userId);
    // Another vendor's searches are as unknown to the caller as a missing user.
    if (!user || (user.vendorId !== null && user.vendorId !== ctx.vendorId))
      return errorResponse(404, USER_NOT_FOUND);
    const stores = user.vendorId === null ? [] : vendorStores(ctx.db, user.vendorId);
    const rows = vendorQueries(ctx.db, stores).map((q) => ({
      query: q.query,
      searchCount: q.searchCount,
      clicks: q.clicks,
      conversionRate: q.searchCount > 0 ? round1((q.conversions / q.searchCount) * 100) : 0,
      revenue: q.revenue,
      lastSearched: q.lastSearched,
    }));
    return { body: { success: true, data: rows } };
  }),

  guardedRoute(getUsageLimitsEndpoint, storeInPath, (ctx, store) => {
    const vendor = findVendor(ctx.db, store.vendorId);
    if (!vendor) return errorResponse(404, VENDOR_NOT_FOUND);
    const plan = DEMO_PLANS[vendor.planName];
    const stores = vendorStores(ctx.db, vendor.id);
    // Limits are per account: this month's searches and all products over the vendor's stores.
    const searches = stores.reduce((sum, s) => sum + (lastMonths(ctx.db, s.id, 1)[0]?.searches ?? 0), 0);
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
  }),

  guardedRoute(getUsageStatsEndpoint, storeInPath, (ctx, store) => {
    return {
      body: { success: true, data: { monthlyData: lastMonths(ctx.db, store.id, DEMO_USAGE_MONTHS) } },
    };
  }),

  route(
    collectUbiEventsEndpoint,
    (ctx) => {
      const seen = new Set(ctx.db.ubi.events.map((e) => e.event_id));
      for (const event of ctx.body) {
        // Delivery is at least once (a beacon whose page dies is sent again by the next load): keep each
        // event once, and count what was dropped.
        if (seen.has(event.event_id)) {
          ctx.db.ubi.duplicates++;
          continue;
        }
        seen.add(event.event_id);
        ctx.db.ubi.events.push(event);
      }
      return new Response(null, { status: 204 });
    },
    { requiresVendor: false },
  ),
];
