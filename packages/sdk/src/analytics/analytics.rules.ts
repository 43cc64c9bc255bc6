import { DEFAULT_CURRENCY } from '../i18n/i18n.intl';
import type { MessageKey } from '../i18n/messages';
import { zonedDate } from '../insights/insights.zone';
import type { MonthlyUsage } from '../usage/usage.schema';
import { addAmount, currencyAmounts, currencyCode } from './analytics.money';
import type {
  CurrencyAmount,
  FilterUsageRecord,
  ProductClicks,
  RealtimeEvent,
  RecentSearchRow,
  SearchLocation,
} from './analytics.schema';

/** Dollars of conversion value per product click. */
export const CONVERSION_VALUE_PER_CLICK = 10;

/** Total searches are divided by this for the ring and the total-searches bar. */
export const TOTAL_SEARCH_DIVISOR = 10;

/** Real-time bar width per counted event, in percent. */
export const REALTIME_BAR_PERCENT_PER_COUNT = 20;

/** Widest a bar or ring gets, in percent. */
export const MAX_PERCENT = 100;

/** Entries in the top lists and the top clicked products chart. */
export const TOP_LIST_LIMIT = 5;

/** Characters of a chart query label kept before the ellipsis. */
export const CHART_LABEL_MAX_CHARS = 10;

/** What replaces the cut part of a chart label. */
export const CHART_LABEL_ELLIPSIS = '...';

/** Step between chart y-axis ticks, while the scale is small enough for it (see CHART_Y_AXIS_MAX_TICKS). */
export const CHART_Y_AXIS_STEP = 50;

/**
 * Most y-axis ticks a chart draws (0 included). Past it the step grows to a round multiple of 50, since a step of
 * 50 on a scale of thousands draws labels over each other.
 */
export const CHART_Y_AXIS_MAX_TICKS = 8;

/** Multipliers of a power of ten that make a round step (…, 100, 200, 250, 500, 1000, …). */
const ROUND_STEP_FACTORS = [1, 2, 2.5, 5] as const;

/**
 * Most y-axis ticks (0 included) of a chart scaled to its data (`niceAxisTicks`): few enough for a small chart's
 * labels to stand apart, enough to read a bar's value off.
 */
export const NICE_Y_AXIS_MAX_TICKS = 5;

/** Top of the monthly usage chart's scale. */
export const MONTHLY_CHART_MAX = 1000;

/** Months on the monthly usage chart. */
export const MONTHLY_CHART_MONTHS = 12;

/** The event whose revenue counts as sales. */
export const PURCHASE_EVENT = 'purchase_completed';

/** A click on a product in the results. */
export const CLICK_EVENT = 'product_click';

/** Event names that count as a search: the collector sends `search`, the search engine stores `search_query`. */
export const SEARCH_EVENT_NAMES: readonly string[] = ['search', 'search_query'];

/** True for an event that counts as a search. */
export function isSearchEvent(eventName: string): boolean {
  return SEARCH_EVENT_NAMES.includes(eventName);
}

const capped = (value: number) => Math.min(MAX_PERCENT, Math.max(0, value));

/**
 * `part` / `whole` x 100, unrounded (0 when `whole` is not above 0): the value a rate's change is worked out from,
 * while the rate is shown rounded.
 */
export function ratePercent(part: number, whole: number): number {
  return whole > 0 && Number.isFinite(part) && Number.isFinite(whole) ? (part / whole) * 100 : 0;
}

/** Click-through rate in percent: product clicks / total searches x 100, rounded (0 without searches). */
export function clickThroughRate(clicks: number, searches: number): number {
  return Math.round(ratePercent(clicks, searches));
}

/** Conversion value in dollars: clicks x $10. */
export function conversionValue(clicks: number): number {
  return clicks * CONVERSION_VALUE_PER_CLICK;
}

/** Total-search ring percent: searches / 10, capped at 100. */
export function totalSearchRingPercent(searches: number): number {
  return capped(searches / TOTAL_SEARCH_DIVISOR);
}

/** Total-searches bar width in percent: total / 10, capped at 100. */
export function totalSearchesBarWidth(total: number): number {
  return capped(total / TOTAL_SEARCH_DIVISOR);
}

/** Real-time bar width in percent: count x 20, capped at 100. */
export function realtimeBarWidth(count: number): number {
  return capped(count * REALTIME_BAR_PERCENT_PER_COUNT);
}

/**
 * Sales: the sum of `purchase_completed` revenue per currency, never across currencies. A purchase that names no
 * currency (or no well-formed one) was paid in the store's `currency` (USD, the spec's, when not given). The
 * store's currency comes first, with 0 when nothing was bought in it; the others follow by code.
 */
export function salesAmounts(
  events: readonly Pick<RealtimeEvent, '_source'>[],
  currency: string = DEFAULT_CURRENCY,
): CurrencyAmount[] {
  const store = currencyCode(currency) ?? DEFAULT_CURRENCY;
  const sums = new Map<string, number>([[store, 0]]);
  for (const { _source } of events) {
    const { revenue, currency: paidIn } = _source.event_details;
    if (_source.event_name === PURCHASE_EVENT && typeof revenue === 'number' && Number.isFinite(revenue))
      addAmount(sums, currencyCode(paidIn) ?? store, revenue);
  }
  return currencyAmounts(sums, store);
}

/** A search row's status label: 'Active' when it has clicks, else 'No clicks'. */
export function searchRowStatusKey(
  clicks: number,
): Extract<MessageKey, 'searchStatusActive' | 'searchStatusNoClicks'> {
  return clicks > 0 ? 'searchStatusActive' : 'searchStatusNoClicks';
}

/** The top 5 clicked products, most clicks first. */
export function topClickedProducts<Row extends Pick<ProductClicks, 'clicks'>>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => b.clicks - a.clicks).slice(0, TOP_LIST_LIMIT);
}

/** A real-time top-list entry. */
export interface TopListEntry {
  /** The query or product title. */
  readonly label: string;
  /** How often it occurred. */
  readonly count: number;
}

/** The top 5 search queries (search events) or clicked products (`product_click`) among recent events. */
export function realtimeTopList(
  events: readonly Pick<RealtimeEvent, '_source'>[],
  kind: 'search' | 'product_click',
): TopListEntry[] {
  const counts = new Map<string, number>();
  for (const { _source } of events) {
    const matches = kind === 'search' ? isSearchEvent(_source.event_name) : _source.event_name === kind;
    if (!matches) continue;
    const label =
      kind === 'search' ? _source.event_details.search_query : _source.event_details.product_title;
    if (label) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, TOP_LIST_LIMIT);
}

/** A chart query label: at most 10 characters, then an ellipsis. */
export function truncateChartLabel(label: string): string {
  const chars = [...label];
  return chars.length > CHART_LABEL_MAX_CHARS
    ? `${chars.slice(0, CHART_LABEL_MAX_CHARS).join('')}${CHART_LABEL_ELLIPSIS}`
    : label;
}

/**
 * The y-axis step for a scale from 0 to `max`: 50, or when that takes more than CHART_Y_AXIS_MAX_TICKS ticks, the
 * smallest round step (a multiple of 50: 100, 200, 250, 500, 1000, 2000, 2500, …) that does not.
 */
export function yAxisStep(max: number): number {
  const top = Number.isFinite(max) ? Math.max(0, max) : 0;
  const fits = (step: number) => Math.ceil(top / step) + 1 <= CHART_Y_AXIS_MAX_TICKS;
  if (fits(CHART_Y_AXIS_STEP)) return CHART_Y_AXIS_STEP;
  for (let power = 100; ; power *= 10) {
    for (const factor of ROUND_STEP_FACTORS) if (fits(factor * power)) return factor * power;
  }
}

/**
 * The step of a y axis scaled to its data, from 0 to `max` in at most `maxTicks` ticks (at least 2): the smallest
 * nice step that does, out of 1, 2 and 5 times a power of ten and 25 times one (1, 2, 5, 10, 20, 25, 50, …).
 * Steps are whole numbers, so a scale of counts never ticks between two of them.
 */
export function niceAxisStep(max: number, maxTicks: number = NICE_Y_AXIS_MAX_TICKS): number {
  const top = Number.isFinite(max) ? Math.max(0, max) : 0;
  const ticks = Math.max(2, Math.floor(maxTicks));
  const fits = (step: number) => Math.ceil(top / step) + 1 <= ticks;
  for (let power = 1; Number.isFinite(power); power *= 10) {
    for (const factor of ROUND_STEP_FACTORS) {
      const step = factor * power;
      if (Number.isInteger(step) && fits(step)) return step;
    }
  }
  // Past every step a number can hold: one step from 0 to the top.
  return top;
}

/**
 * Y-axis ticks scaled to the data, for charts of small counts that the step of 50 would flatten: from 0 up to the
 * first nice step at or above `max` (at least one step), by niceAxisStep.
 */
export function niceAxisTicks(max: number, maxTicks: number = NICE_Y_AXIS_MAX_TICKS): number[] {
  const step = niceAxisStep(max, maxTicks);
  const top = Number.isFinite(max) ? Math.max(0, max) : 0;
  const steps = Math.max(1, Math.ceil(top / step));
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

/** Y-axis ticks from 0 up to the first step at or above `max` (at least one step), by yAxisStep. */
export function yAxisTicks(max: number): number[] {
  const step = yAxisStep(max);
  const top = Number.isFinite(max) ? Math.max(0, max) : 0;
  const steps = Math.max(1, Math.ceil(top / step));
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

/** The monthly usage chart's y scale: 0 to 1000. */
export const MONTHLY_CHART_DOMAIN: readonly [number, number] = [0, MONTHLY_CHART_MAX];

/**
 * The 12 months of the usage chart ending with `now`'s month (UTC), oldest first; months without data
 * show 0 searches and 0 clicks.
 */
export function monthlyChartSeries(monthlyData: readonly MonthlyUsage[], now: Date): MonthlyUsage[] {
  const byMonth = new Map(monthlyData.map((m) => [m.month, m]));
  return Array.from({ length: MONTHLY_CHART_MONTHS }, (_, i) => {
    const date = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHLY_CHART_MONTHS - 1 - i), 1),
    );
    const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    const found = byMonth.get(month);
    return { month, searches: found?.searches ?? 0, clicks: found?.clicks ?? 0 };
  });
}

/** The recent-searches filter options, in the order offered. */
export const RECENT_SEARCH_SORT_OPTIONS = [
  'searchName',
  'searchQuantity',
  'clicks',
  'conversionRate',
  'totalSales',
] as const;

/** A recent-searches filter option. */
export type RecentSearchSort = (typeof RECENT_SEARCH_SORT_OPTIONS)[number];

/** Label key of each filter option. */
export const RECENT_SEARCH_SORT_LABELS = {
  searchName: 'sortSearchName',
  searchQuantity: 'sortSearchQuantity',
  clicks: 'sortClicks',
  conversionRate: 'sortConversionRate',
  totalSales: 'sortTotalSales',
} as const satisfies Record<RecentSearchSort, MessageKey>;

/** The row fields the filter sorts on. */
export type SortableSearchRow = Pick<
  RecentSearchRow,
  'query' | 'searchCount' | 'clicks' | 'conversionRate' | 'revenue'
>;

/** Sorts recent searches by a filter option: by name A to Z, every figure highest first; ties by name. */
export function sortRecentSearches<Row extends SortableSearchRow>(
  rows: readonly Row[],
  sort: RecentSearchSort,
): Row[] {
  const figure: Record<Exclude<RecentSearchSort, 'searchName'>, (row: Row) => number> = {
    searchQuantity: (row) => row.searchCount,
    clicks: (row) => row.clicks,
    conversionRate: (row) => row.conversionRate,
    totalSales: (row) => row.revenue,
  };
  const byName = (a: Row, b: Row) => a.query.localeCompare(b.query);
  if (sort === 'searchName') return [...rows].sort(byName);
  const value = figure[sort];
  return [...rows].sort((a, b) => value(b) - value(a) || byName(a, b));
}

/** Searches, clicks, purchases and sales among the real-time page's recent events. */
export interface RealtimeCounts {
  /** Search events. */
  readonly searches: number;
  /** Product clicks. */
  readonly clicks: number;
  /** Completed purchases. */
  readonly purchases: number;
  /** Sales per currency, the store's first (salesAmounts). */
  readonly sales: readonly CurrencyAmount[];
}

/** Counts the real-time page's donut stats from the recent events of a store selling in `currency`. */
export function realtimeCounts(
  events: readonly Pick<RealtimeEvent, '_source'>[],
  currency: string = DEFAULT_CURRENCY,
): RealtimeCounts {
  let searches = 0;
  let clicks = 0;
  let purchases = 0;
  for (const { _source } of events) {
    if (isSearchEvent(_source.event_name)) searches += 1;
    else if (_source.event_name === CLICK_EVENT) clicks += 1;
    else if (_source.event_name === PURCHASE_EVENT) purchases += 1;
  }
  return { searches, clicks, purchases, sales: salesAmounts(events, currency) };
}

/**
 * Top opportunities: the 5 most searched queries among recent events that no click followed (demand the
 * results do not meet yet), most searched first.
 */
export function realtimeOpportunities(events: readonly Pick<RealtimeEvent, '_source'>[]): TopListEntry[] {
  const clicked = new Set<string>();
  const searched = new Map<string, number>();
  for (const { _source } of events) {
    const query = _source.event_details.search_query;
    if (!query) continue;
    if (_source.event_name === CLICK_EVENT) clicked.add(query);
    else if (isSearchEvent(_source.event_name)) searched.set(query, (searched.get(query) ?? 0) + 1);
  }
  return [...searched]
    .filter(([label]) => !clicked.has(label))
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, TOP_LIST_LIMIT);
}

/** A place searches came from, with how many. */
export interface SearchOrigin extends Pick<SearchLocation, 'city' | 'country' | 'lat' | 'lon'> {
  /** Searches from there. */
  readonly count: number;
}

/** Latitude and longitude limits in degrees: a place beyond them cannot be drawn. */
export const GEO_LIMITS = { lat: 90, lon: 180 } as const;

/**
 * Groups the recent searches that carry a location by city and country, most searches first. A location
 * outside -90..90 / -180..180 degrees (which the contract rules out) is skipped, not drawn off the map.
 */
export function searchOrigins(events: readonly Pick<RealtimeEvent, '_source'>[]): SearchOrigin[] {
  const places = new Map<string, SearchOrigin>();
  for (const { _source } of events) {
    const location = _source.event_details.location;
    if (
      !location ||
      !isSearchEvent(_source.event_name) ||
      !(Math.abs(location.lat) <= GEO_LIMITS.lat && Math.abs(location.lon) <= GEO_LIMITS.lon)
    )
      continue;
    const key = `${location.city}|${location.country}`;
    const place = places.get(key);
    places.set(
      key,
      place
        ? { ...place, count: place.count + 1 }
        : { city: location.city, country: location.country, lat: location.lat, lon: location.lon, count: 1 },
    );
  }
  return [...places.values()].sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
}

/** The filters the filter-state chart draws, one line each. */
export const FILTER_USAGE_FIELDS = ['category', 'brand', 'size', 'color', 'tag'] as const;

/** A filter the filter-state chart draws. */
export type FilterUsageField = (typeof FILTER_USAGE_FIELDS)[number];

/** Uses of each filter on one day (in the store's time zone). */
export type FilterUsageDay = { readonly day: string } & { readonly [Field in FilterUsageField]: number };

/**
 * Filter usage per day (oldest first), its days counted in `timeZone` (UTC by default): how often each filter
 * was set; days without records are absent.
 */
export function filterUsageSeries(records: readonly FilterUsageRecord[], timeZone = 'UTC'): FilterUsageDay[] {
  const days = new Map<string, Record<FilterUsageField, number>>();
  for (const record of records) {
    const time = Date.parse(record.timestamp);
    if (Number.isNaN(time)) continue;
    const day = zonedDate(time, timeZone);
    const counts = days.get(day) ?? { category: 0, brand: 0, size: 0, color: 0, tag: 0 };
    for (const field of FILTER_USAGE_FIELDS) if (record[field]) counts[field] += 1;
    days.set(day, counts);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, counts]) => ({ day, ...counts }));
}

/** A dashboard recent search with every figure the filter sorts on; missing (older API) figures count as 0. */
export function sortableDashboardSearch<
  Row extends {
    query: string;
    searchCount: number;
    clicks?: number | undefined;
    conversionRate?: number | undefined;
    revenue?: number | undefined;
  },
>(row: Row): Row & SortableSearchRow {
  return {
    ...row,
    clicks: row.clicks ?? 0,
    conversionRate: row.conversionRate ?? 0,
    revenue: row.revenue ?? 0,
  };
}
