/**
 * The insights domain in the demo backend: every report is computed from UBI events, the seeded storefront
 * traffic of the demo stores (months of it, ending at the backend clock, with the misspellings and the
 * queries nobody clicks that the reports should surface) together with what POST /api/ubi/collect received.
 * An event a storefront sends shows in the next answer.
 */
import type * as z from 'zod/mini';
import type { AnyEndpoint } from '../client/client.endpoint';
import type { DemoDb } from '../mocks/mocks.db';
import { ownedStore, rejectIssues } from '../mocks/mocks.lookups';
import { defineDomainMock, type Route, type RouteContext, route } from '../mocks/mocks.route';
import { DEMO_STORES } from '../mocks/mocks.seed';
import type { DemoStore } from '../stores/stores.mock';
import type { UbiEvent } from '../ubi/ubi.schema';
import {
  getClickPositionsEndpoint,
  getInsightsOverviewEndpoint,
  getNoClickQueriesEndpoint,
  getNoConversionQueriesEndpoint,
  getNoResultQueriesEndpoint,
  getTopConvertingQueriesEndpoint,
  getTrendingQueriesEndpoint,
} from './insights.api';
import { comparedPeriod, previousPeriod } from './insights.compare';
import { ALL_TIME, type TimeWindow } from './insights.figures';
import { DEFAULT_TIME_ZONE, parsePeriod, parseTimeZone, resolvePeriod } from './insights.period';
import {
  clickPositionsReport,
  noClicksReport,
  noConversionsReport,
  noResultsReport,
  overviewReport,
  topConvertingReport,
  trendingReport,
} from './insights.reports';
import type { insightsQuerySchema } from './insights.schema';
import { type InsightsTally, tallyEvents } from './insights.tally';
import { DEMO_TRAFFIC_DAYS, generateTraffic } from './insights.traffic';

const HOUR_MS = 3_600_000;
const DAYS_PER_MONTH = 30;

/** The last generated traffic: one world, up to one hour. */
let traffic: { readonly key: string; readonly events: readonly UbiEvent[] } | undefined;

/**
 * The seeded stores' storefront traffic over DEMO_TRAFFIC_DAYS days up to the hour of `now`: generated from
 * the world's seed and catalogues (same seed and hour, same events) and kept until the hour changes.
 */
export function seededTraffic(db: Pick<DemoDb, 'seed' | 'stores' | 'products' | 'analytics'>, now: number) {
  const end = Math.floor(now / HOUR_MS) * HOUR_MS;
  const stores = Object.values(DEMO_STORES)
    .map((seeded) => db.stores.find((store) => store.id === seeded.id))
    .filter((store): store is DemoStore => store !== undefined);
  const key = `${db.seed}:${end}:${stores.map((store) => store.id).join(',')}`;
  if (traffic?.key !== key) {
    const events = generateTraffic({
      seed: db.seed,
      end,
      days: DEMO_TRAFFIC_DAYS,
      stores: stores.map((store) => {
        const products = db.products.get(store.id) ?? [];
        const monthly = db.analytics.get(store.id)?.monthly.at(-1)?.searches ?? 0;
        return {
          storeId: String(store.id),
          storeType: store.storeType,
          vendorId: String(store.vendorId),
          currency: store.currency,
          products,
          dailySearches: Math.max(1, Math.round(monthly / DAYS_PER_MONTH)),
          brands: [...new Set(products.slice(0, 40).map((p) => p.brand))],
        };
      }),
    });
    traffic = { key, events };
  }
  return traffic.events;
}

/** Every event the demo keeps: the seeded storefront traffic, then what the collector received. */
export function keptEvents(
  db: Pick<DemoDb, 'seed' | 'stores' | 'products' | 'analytics' | 'ubi'>,
  now: number,
) {
  return [...seededTraffic(db, now), ...db.ubi.events];
}

/** One store's seeded events in time order, beside their instants (for a binary search by time). */
interface StoreTraffic {
  readonly times: readonly number[];
  readonly events: readonly UbiEvent[];
}

/** The seeded traffic by store, for the traffic it was built from: built again only when the traffic is. */
let trafficByStore:
  | { readonly of: readonly UbiEvent[]; readonly stores: Map<string, StoreTraffic> }
  | undefined;

function seededByStore(events: readonly UbiEvent[]): Map<string, StoreTraffic> {
  if (trafficByStore?.of === events) return trafficByStore.stores;
  const grouped = new Map<string, { time: number; event: UbiEvent }[]>();
  for (const event of events) {
    if (event.store_id === null) continue;
    let list = grouped.get(event.store_id);
    if (!list) {
      list = [];
      grouped.set(event.store_id, list);
    }
    list.push({ time: Date.parse(event.timestamp), event });
  }
  const stores = new Map<string, StoreTraffic>();
  for (const [storeId, list] of grouped) {
    // Stable: events of the same instant keep the order they were generated in.
    list.sort((a, b) => a.time - b.time);
    stores.set(storeId, { times: list.map((e) => e.time), events: list.map((e) => e.event) });
  }
  trafficByStore = { of: events, stores };
  return stores;
}

/** The first index whose instant is `time` or later (times ascending). */
function firstAtOrAfter(times: readonly number[], time: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] as number) < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The kept events of the given stores within a window (every instant by default), in the order `keptEvents`
 * keeps them per store: what a figure of those stores in that window counts, without reading a year of every
 * store's traffic. The seeded traffic is indexed by store and time once per hour; what the collector received is
 * read as it is.
 */
export function keptEventsIn(
  db: Pick<DemoDb, 'seed' | 'stores' | 'products' | 'analytics' | 'ubi'>,
  now: number,
  storeIds: readonly string[],
  window: TimeWindow = ALL_TIME,
): UbiEvent[] {
  const seeded = seededByStore(seededTraffic(db, now));
  const wanted = new Set(storeIds);
  const kept: UbiEvent[] = [];
  for (const storeId of wanted) {
    const store = seeded.get(storeId);
    if (!store) continue;
    const end = firstAtOrAfter(store.times, window.end);
    for (let i = firstAtOrAfter(store.times, window.start); i < end; i += 1)
      kept.push(store.events[i] as UbiEvent);
  }
  for (const event of db.ubi.events) {
    if (event.store_id === null || !wanted.has(event.store_id)) continue;
    const time = Date.parse(event.timestamp);
    if (time >= window.start && time < window.end) kept.push(event);
  }
  return kept;
}

/**
 * The answer of a store's figures counted from the kept events (real time, usage statistics): the figure of the
 * store the path names, at the backend's clock, under `data`, counted from the store's events in the window the
 * figure reads.
 */
export function storeFiguresAnswer<Data>(
  figure: (events: readonly UbiEvent[], storeId: string, now: number, currency: string) => Data,
  windowOf: (now: number) => TimeWindow,
) {
  return (ctx: { readonly db: DemoDb; readonly now: number }, store: Pick<DemoStore, 'id' | 'currency'>) => {
    const storeId = String(store.id);
    const events = keptEventsIn(ctx.db, ctx.now, [storeId], windowOf(ctx.now));
    return { body: { success: true as const, data: figure(events, storeId, ctx.now, store.currency) } };
  };
}

/**
 * The instants a request's optional `period` covers (or, with `previous`, the period of as many days just
 * before it, as far as it compares: see `comparedPeriod`), its days counted in its `timeZone` (UTC when
 * omitted): every instant without a period, or a refusal that says what is wrong with it.
 */
export function requestWindow(
  query: {
    readonly period?: string | undefined;
    readonly timeZone?: string | undefined;
    readonly previous?: 'true' | undefined;
  },
  now: number,
): TimeWindow | Response {
  if (query.period === undefined) return ALL_TIME;
  const period = parsePeriod(query.period);
  if (!period.ok) return rejectIssues(period.errors);
  const timeZone = parseTimeZone(query.timeZone ?? DEFAULT_TIME_ZONE);
  if (!timeZone.ok) return rejectIssues(timeZone.errors);
  const resolved = resolvePeriod(period.value, { now, timeZone: timeZone.value });
  return query.previous === 'true' ? comparedPeriod(resolved, timeZone.value, now) : resolved;
}

type InsightsContext = RouteContext<
  AnyEndpoint & { readonly query: typeof insightsQuerySchema },
  'vendor'
> & {
  readonly query: z.output<typeof insightsQuerySchema>;
};

/** Each store's currency by store id, as events name their store: what a purchase naming none was paid in. */
export function storeCurrencies(
  stores: readonly Pick<DemoStore, 'id' | 'currency'>[],
): Record<string, string> {
  return Object.fromEntries(stores.map((store) => [String(store.id), store.currency]));
}

/**
 * One pass over the events the caller may see, for the request's period, time zone and scope: one store the
 * caller owns (a 404 otherwise), or every store of the caller's vendor; one platform or all. Revenue is added
 * up per currency; `revenue` is that of the first store in scope (on the platform asked for).
 */
function tallyFor(ctx: InsightsContext): InsightsTally | Response {
  const period = parsePeriod(ctx.query.period);
  if (!period.ok) return rejectIssues(period.errors);
  const timeZone = parseTimeZone(ctx.query.timeZone ?? DEFAULT_TIME_ZONE);
  if (!timeZone.ok) return rejectIssues(timeZone.errors);
  let stores: DemoStore[];
  if (ctx.query.storeId === undefined) {
    stores = ctx.db.stores.filter((store) => store.vendorId === ctx.vendorId);
  } else {
    const store = ownedStore(ctx, ctx.query.storeId);
    if (store instanceof Response) return store;
    stores = [store];
  }
  // The tally reads the period and the one before it.
  const current = resolvePeriod(period.value, { now: ctx.now, timeZone: timeZone.value });
  const window = { start: previousPeriod(current, timeZone.value).start, end: current.end };
  const storeIds = stores.map((store) => String(store.id));
  // `revenue` is in the currency of the first store the platform keeps; the others' amounts are in `revenues`.
  const first = stores.find(
    (store) => ctx.query.platform === undefined || store.storeType === ctx.query.platform,
  );
  return tallyEvents(keptEventsIn(ctx.db, ctx.now, storeIds, window), {
    period: period.value,
    now: ctx.now,
    timeZone: timeZone.value,
    scope: {
      storeIds,
      ...(ctx.query.platform === undefined ? {} : { platform: ctx.query.platform }),
    },
    ...(first ? { currency: first.currency } : {}),
    storeCurrencies: storeCurrencies(stores),
  });
}

/** A sample request: the last 30 days of vendor 1's Shopify store, in its time zone. */
const lastMonthOfShopify = () => ({
  query: { period: 'last-30-days', timeZone: 'America/New_York', storeId: DEMO_STORES.shopify.id },
});

/** One report's call: the tally of the request, turned into the report. */
function reportRoute<D extends AnyEndpoint & { readonly query: typeof insightsQuerySchema }>(
  endpoint: D,
  summary: string,
  report: (tally: InsightsTally) => unknown,
): Route<D['id']> {
  return route(endpoint as AnyEndpoint & { readonly query: typeof insightsQuerySchema }).with({
    summary,
    access: 'vendor',
    sample: lastMonthOfShopify,
    answer: (ctx) => {
      const tally = tallyFor(ctx as InsightsContext);
      return tally instanceof Response ? tally : { body: { data: report(tally) } };
    },
  }) as Route<D['id']>;
}

/** The insights domain's calls in the demo backend; they are listed under the analytics tag. */
export const insightsMock = defineDomainMock({
  domain: 'insights',
  routes: [
    reportRoute(
      getInsightsOverviewEndpoint,
      "The period's totals, each with its change against the previous period of the same length, and the " +
        'daily series of both.',
      overviewReport,
    ),
    reportRoute(
      getNoResultQueriesEndpoint,
      'Queries that found nothing in the period: count, last seen, trend, and the fixes to offer.',
      noResultsReport,
    ),
    reportRoute(
      getNoClickQueriesEndpoint,
      'Queries with results that nobody clicked in the period, and the fixes to offer.',
      noClicksReport,
    ),
    reportRoute(
      getClickPositionsEndpoint,
      'Average position of the clicked results per query, and the clicks per position overall.',
      clickPositionsReport,
    ),
    reportRoute(
      getTopConvertingQueriesEndpoint,
      'Queries that led to purchases in the period, the most first.',
      topConvertingReport,
    ),
    reportRoute(
      getNoConversionQueriesEndpoint,
      'Queries whose results were clicked but never bought in the period.',
      noConversionsReport,
    ),
    reportRoute(
      getTrendingQueriesEndpoint,
      'Queries rising and falling against the previous period of the same length.',
      trendingReport,
    ),
  ],
});
