/**
 * The analytics domain in the demo backend. Its calls (the dashboard, filter usage, real time, recent searches)
 * count the UBI events the backend keeps, the seeded storefront traffic and what the collector received, so an
 * event a storefront sends moves them at the next poll. Each store's generated traffic profile stays here too,
 * totals equal to the sum of their rows (built top-down with `distribute`): its monthly searches scale the
 * seeded traffic and the usage chart, its query statistics feed the synonym suggestions.
 */
import type * as z from 'zod/mini';
import {
  batchDashboardFromEvents,
  filterUsageFromEvents,
  filterUsageWindow,
  realtimeFromEvents,
  realtimeWindow,
  recentSearchesFromEvents,
} from '../insights/insights.figures';
import { keptEventsIn, requestWindow, storeCurrencies, storeFiguresAnswer } from '../insights/insights.mock';
import { errorResponse } from '../mocks/mocks.answer';
import type { DemoProduct } from '../mocks/mocks.catalog';
import { findUser, storeInPath, USER_NOT_FOUND, vendorStores } from '../mocks/mocks.lookups';
import { distribute, type Random } from '../mocks/mocks.random';
import { defineDomainMock, route } from '../mocks/mocks.route';
import { DEMO_ANALYTICS_MONTHS, DEMO_STORES, DEMO_USERS } from '../mocks/mocks.seed';
import type { monthlyUsageSchema } from '../usage/usage.schema';
import {
  getBatchDashboardEndpoint,
  getFilterUsageEndpoint,
  getRealtimeEndpoint,
  getRecentSearchesEndpoint,
} from './analytics.api';
import type {
  filterUsageRecordSchema,
  productClicksSchema,
  realtimeEventSchema,
  recentSearchRowSchema,
} from './analytics.schema';

/** One month of a store's search traffic, as usage stats send it. */
export type MonthlyTraffic = Pick<z.output<typeof monthlyUsageSchema>, 'month' | 'searches' | 'clicks'>;

/** Lifetime figures of one query in one store; the conversion rate is derived from `conversions` when served. */
export type QueryStats = Pick<
  z.output<typeof recentSearchRowSchema>,
  'query' | 'searchCount' | 'clicks' | 'revenue'
> & {
  /** Purchases after the query. */
  conversions: number;
  /** ISO date-time of the latest search. */
  lastSearched: string;
};

/** Clicks on one product from search results. */
export type ProductClickStats = Pick<z.output<typeof productClicksSchema>, 'productTitle' | 'clicks'> & {
  /** The clicked product. */
  productId: number;
};

/** One use of the storefront filters. */
export type FilterUsageRecord = z.output<typeof filterUsageRecordSchema>;

/** One storefront event of the last 24 hours: the search engine's `_source` plus a stable id. */
export type RealtimeEvent = z.output<typeof realtimeEventSchema>['_source'] & {
  /** Stable id. */
  id: string;
  /** ISO date-time. */
  timestamp: string;
};

/** All analytics of one store. */
export interface StoreAnalytics {
  /** 24 monthly rows, oldest first, ending with the anchor's month. */
  monthly: MonthlyTraffic[];
  /** Per-query rows; their searchCount and clicks sum to the monthly totals. */
  queries: QueryStats[];
  /** Per-product click rows; their clicks sum to the monthly clicks. */
  productClicks: ProductClickStats[];
  /** Filter usage over the last 90 days, oldest first. */
  filterUsage: FilterUsageRecord[];
  /** Storefront events of the 24 hours before the anchor, newest first. */
  realtime: RealtimeEvent[];
}

/** Scale and behaviour of one store's traffic. */
export interface TrafficProfile {
  /** Typical monthly searches at the end of the period. */
  monthlySearches: number;
  /** The store's brands, to build believable queries. */
  brands: readonly string[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const GENERIC_QUERIES = [
  'running shoes',
  'black hoodie',
  'rain jacket',
  'trail runners',
  'white sneakers',
  'gym shorts',
  'hiking boots',
  'leggings',
  'backpack',
  'waterproof jacket',
  'merino socks',
  'kids shoes',
  'winter beanie',
  'sale',
  'gift card',
  'puffer jacket',
  'water bottle',
  'tank top',
];
const BRAND_QUERY_SUFFIXES = ['', ' shoes', ' hoodie', ' sale', ' running'];
/** Misspellings that find nothing: they fill the "top opportunities" list with zero-click rows. */
const TYPO_QUERIES = ['addidas', 'sneekers', 'hodie', 'nkie air', 'rain jaket'];

/** The filters a filter-usage record can carry, with how often shoppers use each. */
const FILTER_FIELDS = ['category', 'brand', 'size', 'color', 'tag'] as const;
const FILTER_WEIGHTS = [35, 25, 18, 15, 7];
type FilterField = (typeof FILTER_FIELDS)[number];

const monthKey = (time: number): string => new Date(time).toISOString().slice(0, 7);
const monthsBefore = (anchor: number, back: number): number => {
  const date = new Date(anchor);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1);
};
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Generates a store's analytics; deterministic for the random stream, products and anchor. */
export function generateAnalytics(
  random: Random,
  products: readonly DemoProduct[],
  profile: TrafficProfile,
  anchor: number,
): StoreAnalytics {
  // Monthly searches: growth towards the present plus a winter/summer season swing and noise.
  const monthly: MonthlyTraffic[] = [];
  const searchesPerMonth: number[] = [];
  for (let back = DEMO_ANALYTICS_MONTHS - 1; back >= 0; back -= 1) {
    const start = monthsBefore(anchor, back);
    const growth = 0.45 + 0.55 * ((DEMO_ANALYTICS_MONTHS - 1 - back) / (DEMO_ANALYTICS_MONTHS - 1));
    const season = 1 + 0.15 * Math.cos(((new Date(start).getUTCMonth() - 11) / 12) * 2 * Math.PI);
    // The anchor's month is only partly over: count its searches up to the anchor.
    const elapsed = back === 0 ? (anchor - start) / (monthsBefore(anchor, -1) - start) : 1;
    searchesPerMonth.push(
      Math.round(profile.monthlySearches * growth * season * elapsed * random.float(0.88, 1.12)),
    );
    monthly.push({ month: monthKey(start), searches: 0, clicks: 0 });
  }
  const totalSearches = searchesPerMonth.reduce((a, b) => a + b, 0);

  const brandQueries = profile.brands
    .slice(0, 6)
    .map((brand) => `${brand.toLowerCase()}${random.pick(BRAND_QUERY_SUFFIXES)}`);
  const queryTexts = [
    ...new Set([...brandQueries, ...random.sample(GENERIC_QUERIES, 14), ...random.sample(TYPO_QUERIES, 3)]),
  ];
  // Zipf-like popularity: a few queries dominate, as in every shop's search log.
  const weights = queryTexts.map((_, i) => 1 / (i + 1.5) ** 0.9 + random.float(0, 0.02));
  const searchCounts = distribute(totalSearches, weights);
  const avgOrder = products.reduce((sum, p) => sum + p.price, 0) / Math.max(1, products.length);
  const queries: QueryStats[] = [];
  queryTexts.forEach((query, i) => {
    const searchCount = searchCounts[i] ?? 0;
    if (searchCount === 0) return;
    const typo = TYPO_QUERIES.includes(query);
    const clicks = typo ? 0 : Math.round(searchCount * random.float(0.18, 0.45));
    const conversions = Math.round(clicks * random.float(0.04, 0.14));
    // Popular queries were searched recently; the tail within the last few days.
    const ageMs = Math.floor(random.float(0, 1) * (i + 1) * 3 * HOUR_MS);
    queries.push({
      query,
      searchCount,
      clicks,
      conversions,
      revenue: round2(conversions * avgOrder * random.float(0.8, 1.3)),
      lastSearched: new Date(anchor - ageMs).toISOString(),
    });
  });
  const totalClicks = queries.reduce((sum, q) => sum + q.clicks, 0);
  const clicksPerMonth = distribute(
    totalClicks,
    searchesPerMonth.map((s) => s * random.float(0.9, 1.1)),
  );
  monthly.forEach((row, i) => {
    row.searches = searchesPerMonth[i] ?? 0;
    row.clicks = clicksPerMonth[i] ?? 0;
  });

  const clicked = random.sample(products, 15);
  const productClickCounts = distribute(
    totalClicks,
    clicked.map((_, i) => 1 / (i + 1)),
  );
  const productClicks = clicked
    .map((p, i) => ({ productId: p.id, productTitle: p.title, clicks: productClickCounts[i] ?? 0 }))
    .filter((row) => row.clicks > 0);

  const filterUsage: FilterUsageRecord[] = [];
  const filterCount = Math.round(profile.monthlySearches * 0.4);
  for (let i = 0; i < filterCount; i += 1) {
    // Shoppers narrow by one to three filters at once, category and brand most often; the rest stay null.
    const p = random.pick(products);
    const used = new Set<FilterField>();
    const count = random.weighted([1, 2, 3], [55, 33, 12]);
    while (used.size < count) used.add(random.weighted(FILTER_FIELDS, FILTER_WEIGHTS));
    filterUsage.push({
      timestamp: new Date(anchor - Math.floor(random.float(0, 90) * DAY_MS)).toISOString(),
      category: used.has('category') ? p.category : null,
      brand: used.has('brand') ? p.brand : null,
      size: used.has('size') ? p.size : null,
      color: used.has('color') ? p.color : null,
      tag: used.has('tag') ? p.tag : null,
    });
  }
  filterUsage.sort((a, b) => a.timestamp.localeCompare(b.timestamp));

  return {
    monthly,
    queries,
    productClicks,
    filterUsage,
    realtime: generateRealtime(random, products, queries, anchor),
  };
}

/** Where demo shoppers search from (city, ISO country, latitude, longitude), weighted towards big markets. */
export const DEMO_SEARCH_LOCATIONS = [
  { city: 'New York', country: 'US', lat: 40.71, lon: -74.01 },
  { city: 'Los Angeles', country: 'US', lat: 34.05, lon: -118.24 },
  { city: 'Toronto', country: 'CA', lat: 43.65, lon: -79.38 },
  { city: 'London', country: 'GB', lat: 51.51, lon: -0.13 },
  { city: 'Berlin', country: 'DE', lat: 52.52, lon: 13.4 },
  { city: 'Paris', country: 'FR', lat: 48.86, lon: 2.35 },
  { city: 'São Paulo', country: 'BR', lat: -23.55, lon: -46.63 },
  { city: 'Bangkok', country: 'TH', lat: 13.76, lon: 100.5 },
  { city: 'Tokyo', country: 'JP', lat: 35.68, lon: 139.69 },
  { city: 'Sydney', country: 'AU', lat: -33.87, lon: 151.21 },
] as const;

const LOCATION_WEIGHTS = [9, 6, 3, 6, 4, 4, 3, 2, 4, 2];

/** A day of storefront sessions: a search, maybe a click, rarely a purchase. */
function generateRealtime(
  random: Random,
  products: readonly DemoProduct[],
  queries: readonly QueryStats[],
  anchor: number,
): RealtimeEvent[] {
  const events: RealtimeEvent[] = [];
  // A separate stream, so adding locations (a proposed field) left every other generated figure as it was.
  const places = random.fork('search-locations');
  const sessions = random.int(60, 110);
  const texts = queries.map((q) => q.query);
  const weights = queries.map((q) => q.searchCount);
  for (let s = 0; s < sessions; s += 1) {
    // Daytime hours are busier: bias the offset towards the afternoon before the anchor.
    const at = anchor - Math.floor(random.float(0, 1) ** 1.3 * (DAY_MS - HOUR_MS));
    const query = texts.length > 0 ? random.weighted(texts, weights) : 'running shoes';
    events.push({
      id: `rt-${s}-q`,
      timestamp: new Date(at).toISOString(),
      event_name: 'search_query',
      event_details: {
        search_query: query,
        location: { ...places.weighted(DEMO_SEARCH_LOCATIONS, LOCATION_WEIGHTS) },
      },
    });
    if (!random.chance(0.45)) continue;
    const product = random.pick(products);
    const clickAt = Math.min(anchor, at + random.int(5, 90) * 1000);
    events.push({
      id: `rt-${s}-c`,
      timestamp: new Date(clickAt).toISOString(),
      event_name: 'product_click',
      event_details: { search_query: query, product_title: product.title },
    });
    if (!random.chance(0.18)) continue;
    events.push({
      id: `rt-${s}-p`,
      timestamp: new Date(Math.min(anchor, clickAt + random.int(60, 600) * 1000)).toISOString(),
      event_name: 'purchase_completed',
      event_details: { product_title: product.title, revenue: product.price },
    });
  }
  return events.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}

/** Buckets events into the 24 hourly counts of the real-time chart, oldest first. */
export function hourlyBuckets(
  events: readonly { timestamp: string }[],
  anchor: number,
): { key_as_string: string; doc_count: number }[] {
  const end = Math.floor(anchor / HOUR_MS) * HOUR_MS;
  const buckets = Array.from({ length: 24 }, (_, i) => ({
    key_as_string: new Date(end - (23 - i) * HOUR_MS).toISOString(),
    doc_count: 0,
  }));
  for (const event of events) {
    const index =
      23 - Math.floor((end - Math.floor(Date.parse(event.timestamp) / HOUR_MS) * HOUR_MS) / HOUR_MS);
    const bucket = buckets[index];
    if (bucket) bucket.doc_count += 1;
  }
  return buckets;
}

/** The analytics domain's part of the demo state. */
export interface AnalyticsState {
  /** Analytics per store id. */
  analytics: Map<number, StoreAnalytics>;
}

const shopifyPath = () => ({ params: { storeId: DEMO_STORES.shopify.id } });
/** A sample period: the last 30 days in the Shopify store's zone. */
const LAST_30_DAYS = { period: 'last-30-days', timeZone: 'America/New_York' };
const shopifyPeriod = () => ({ ...shopifyPath(), query: LAST_30_DAYS });

/** The analytics domain's calls in the demo backend. */
export const analyticsMock = defineDomainMock({
  domain: 'analytics',
  tag: { name: 'analytics', description: 'Search analytics of a store and the UBI event collector.' },
  routes: [
    route(getBatchDashboardEndpoint).with({
      summary:
        'Total searches, recent searches and product clicks for the vendor dashboard (polled every 30 s), ' +
        'counted from the events kept: of the period asked for, else of every event.',
      access: 'vendor',
      sample: shopifyPeriod,
      find: storeInPath,
      answer: (ctx, store) => {
        const window = requestWindow(ctx.query, ctx.now);
        if (window instanceof Response) return window;
        return {
          body: {
            success: true,
            data: batchDashboardFromEvents(
              keptEventsIn(ctx.db, ctx.now, [String(store.id)], window),
              String(store.id),
              window,
              store.currency,
            ),
          },
        };
      },
    }),

    route(getFilterUsageEndpoint).with({
      summary:
        'Filter usage records for the filter state chart: the searches that applied filters in the period ' +
        'asked for, else in the last 90 days.',
      access: 'vendor',
      sample: shopifyPeriod,
      find: storeInPath,
      answer: (ctx, store) => {
        const window = requestWindow(ctx.query, ctx.now);
        if (window instanceof Response) return window;
        const id = String(store.id);
        const read = ctx.query.period === undefined ? filterUsageWindow(ctx.now) : window;
        return {
          body: {
            success: true,
            data: filterUsageFromEvents(keptEventsIn(ctx.db, ctx.now, [id], read), id, ctx.now, read),
          },
        };
      },
    }),

    route(getRealtimeEndpoint).with({
      summary: 'Hourly search activity and recent events of the last 24 hours (polled every 10 s).',
      access: 'vendor',
      sample: shopifyPath,
      find: storeInPath,
      answer: storeFiguresAnswer(realtimeFromEvents, realtimeWindow),
    }),

    route(getRecentSearchesEndpoint).with({
      summary:
        "The vendor's most searched queries over its stores with clicks, conversion and revenue: of the " +
        'period asked for, else of every event.',
      access: 'vendor',
      sample: () => ({ params: { userId: DEMO_USERS.vendor.id }, query: LAST_30_DAYS }),
      answer: (ctx) => {
        const user = findUser(ctx.db, ctx.params.userId);
        // Another vendor's searches are as unknown to the caller as a missing user.
        if (!user || (user.vendorId !== null && user.vendorId !== ctx.vendorId))
          return errorResponse(404, USER_NOT_FOUND);
        const window = requestWindow(ctx.query, ctx.now);
        if (window instanceof Response) return window;
        const stores = user.vendorId === null ? [] : vendorStores(ctx.db, user.vendorId);
        const storeIds = stores.map((store) => String(store.id));
        // Revenue is added up per currency: the vendor's stores may sell in different ones.
        const rows = recentSearchesFromEvents(
          keptEventsIn(ctx.db, ctx.now, storeIds, window),
          storeIds,
          window,
          storeCurrencies(stores),
        );
        return { body: { success: true, data: rows } };
      },
    }),
  ],
});
