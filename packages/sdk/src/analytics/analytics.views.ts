import { figureChange, rateChange } from '../insights/insights.change';
import type { FigureChange } from '../insights/insights.schema';
import { addDays, zonedDate } from '../insights/insights.zone';
import {
  clickThroughRate,
  conversionValue,
  FILTER_USAGE_FIELDS,
  type FilterUsageDay,
  type RealtimeCounts,
  realtimeCounts,
  realtimeOpportunities,
  realtimeTopList,
  type SearchOrigin,
  searchOrigins,
  sortableDashboardSearch,
  type TopListEntry,
  topClickedProducts,
} from './analytics.rules';
import type {
  BatchDashboard,
  FilterUsageRecord,
  ProductClicks,
  RealtimeData,
  RecentSearchRow,
} from './analytics.schema';

/** The vendor dashboard's figures, derived with the SDK's formulas. */
export interface VendorDashboardData {
  /** Searches in the period. */
  readonly totalSearches: number;
  /** Product clicks (the sum over products). */
  readonly clicks: number;
  /** Click-through rate in percent: clicks / searches x 100, rounded. */
  readonly clickThroughRate: number;
  /** Conversion value in dollars: clicks x $10. */
  readonly conversionValue: number;
  /** The 5 most clicked products. */
  readonly topClicked: ProductClicks[];
  /** Recent searches with every figure the filter sorts on. */
  readonly recentSearches: ReturnType<
    typeof sortableDashboardSearch<BatchDashboard['recentSearches'][number]>
  >[];
}

/** Derives the dashboard's figures from batch-dashboard. */
export function toVendorDashboard(data: BatchDashboard): VendorDashboardData {
  const clicks = data.productClicks.reduce((sum, product) => sum + product.clicks, 0);
  const totalSearches = data.dashboard.totalSearches;
  return {
    totalSearches,
    clicks,
    clickThroughRate: clickThroughRate(clicks, totalSearches),
    conversionValue: conversionValue(clicks),
    topClicked: topClickedProducts(data.productClicks),
    recentSearches: data.recentSearches.map(sortableDashboardSearch),
  };
}

/** The real-time page's figures, derived with the SDK's rules. */
export interface RealtimeView {
  /** Searches, clicks, purchases and sales among the recent events. */
  readonly counts: RealtimeCounts;
  /** Search activity per hour, oldest first. */
  readonly hourly: { readonly hour: string; readonly searches: number }[];
  /** The 5 most searched queries. */
  readonly topSearches: TopListEntry[];
  /** The 5 most clicked products. */
  readonly topClicked: TopListEntry[];
  /** The 5 most searched queries no click followed. */
  readonly topOpportunities: TopListEntry[];
  /** Where the searches came from. */
  readonly origins: SearchOrigin[];
}

/** Derives the real-time page's figures from the realtime response. */
export function toRealtimeView(data: RealtimeData): RealtimeView {
  return {
    counts: realtimeCounts(data.recentEvents, data.currency),
    hourly: data.hourlyData.map((bucket) => ({ hour: bucket.key_as_string, searches: bucket.doc_count })),
    topSearches: realtimeTopList(data.recentEvents, 'search'),
    topClicked: realtimeTopList(data.recentEvents, 'product_click'),
    topOpportunities: realtimeOpportunities(data.recentEvents),
    origins: searchOrigins(data.recentEvents),
  };
}

/** An hour of the real-time activity, in milliseconds. */
const HOUR_MS = 3_600_000;

/**
 * Whether the hour starting at `hour` (an ISO date-time, a real-time bucket's key) is still going on at `now`:
 * its count is the count so far, and a chart draws it apart. False for a key that is not a date-time.
 */
export function hourGoingOn(hour: string, now: number): boolean {
  const start = Date.parse(hour);
  return start <= now && now < start + HOUR_MS;
}

/** The vendor dashboard's tiles beside the same tiles of the previous period. */
export interface VendorDashboardChanges {
  /** Searches. */
  readonly totalSearches: FigureChange;
  /** Click-through rate, in percent: the exact rates, so the change is exact (the tile shows it rounded). */
  readonly clickThroughRate: FigureChange;
  /** Conversion value, in dollars. */
  readonly conversionValue: FigureChange;
}

/** How each of the dashboard's tiles moved against the previous period. */
export function vendorDashboardChanges(
  current: VendorDashboardData,
  previous: VendorDashboardData,
): VendorDashboardChanges {
  return {
    totalSearches: figureChange(current.totalSearches, previous.totalSearches),
    // From the counts, not the rounded rates the tiles show.
    clickThroughRate: rateChange(
      { part: current.clicks, whole: current.totalSearches },
      { part: previous.clicks, whole: previous.totalSearches },
    ),
    conversionValue: figureChange(current.conversionValue, previous.conversionValue),
  };
}

/** A Search State row beside the same query's searches in the previous period. */
export type ComparedSearchRow<Row extends Pick<RecentSearchRow, 'query' | 'searchCount'>> = Row & {
  /** The query's searches in the previous period; 0 when it was not searched (or not among its rows). */
  readonly previousSearchCount: number;
  /** Its searches against the previous period's. */
  readonly searchChange: FigureChange;
};

/** Each row of a period beside the same query in the previous period, matched by query text. */
export function compareSearchRows<Row extends Pick<RecentSearchRow, 'query' | 'searchCount'>>(
  current: readonly Row[],
  previous: readonly Pick<RecentSearchRow, 'query' | 'searchCount'>[],
): ComparedSearchRow<Row>[] {
  const before = new Map(previous.map((row) => [row.query, row.searchCount]));
  return current.map((row) => {
    const previousSearchCount = before.get(row.query) ?? 0;
    return { ...row, previousSearchCount, searchChange: figureChange(row.searchCount, previousSearchCount) };
  });
}

/** One day of filter usage beside the day in the same place of the previous period. */
export interface ComparedFilterDay {
  /** The day, `YYYY-MM-DD`, in the store's time zone. */
  readonly day: string;
  /** The day of the previous period it is drawn against. */
  readonly previousDay: string;
  /** Searches that used a filter on the day. */
  readonly uses: number;
  /** Searches that used a filter on the previous period's day. */
  readonly previousUses: number;
}

/** The days of a period: its first day (`YYYY-MM-DD`, in the store's time zone) and how many (as `resolvePeriod` gives). */
export interface PeriodDays {
  /** First day of the period. */
  readonly from: string;
  /** Days of the period. */
  readonly days: number;
}

/** The days of a period and of the one before it (each first day and the length, as `resolvePeriod` gives). */
export interface ComparedDays extends PeriodDays {
  /** First day of the previous period. */
  readonly previousFrom: string;
  /** The zone days are counted in. */
  readonly timeZone: string;
}

/**
 * Searches that used a filter, per day of the period and of the previous one, day by day (the first day beside
 * the previous period's first day); days without records count 0, records outside both periods are left out.
 */
export function compareFilterDays(
  current: readonly FilterUsageRecord[],
  previous: readonly FilterUsageRecord[],
  days: ComparedDays,
): ComparedFilterDay[] {
  const count = (records: readonly FilterUsageRecord[]) => {
    const perDay = new Map<string, number>();
    for (const record of records) {
      const time = Date.parse(record.timestamp);
      if (Number.isNaN(time)) continue;
      const day = zonedDate(time, days.timeZone);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    return perDay;
  };
  const now = count(current);
  const before = count(previous);
  return Array.from({ length: Math.max(0, days.days) }, (_, i) => {
    const day = addDays(days.from, i);
    const previousDay = addDays(days.previousFrom, i);
    return { day, previousDay, uses: now.get(day) ?? 0, previousUses: before.get(previousDay) ?? 0 };
  });
}

/**
 * Filter usage per day (`filterUsageSeries`) laid on a period's days: every day of the period in order, a day
 * without records at 0 for each filter, days outside the period left out (as the comparison does). A quiet day then
 * shows as 0 instead of a line drawn across it, and the chart has as many days as the period. Without any day of
 * usage the series stays empty, so the chart says there is no data rather than drawing zeros.
 */
export function filterUsagePeriodSeries(
  series: readonly FilterUsageDay[],
  period: PeriodDays,
): FilterUsageDay[] {
  if (series.length === 0) return [];
  const byDay = new Map(series.map((entry) => [entry.day, entry]));
  const none = Object.fromEntries(FILTER_USAGE_FIELDS.map((field) => [field, 0])) as Omit<
    FilterUsageDay,
    'day'
  >;
  return Array.from({ length: Math.max(0, period.days) }, (_, i) => {
    const day = addDays(period.from, i);
    return byDay.get(day) ?? { day, ...none };
  });
}
