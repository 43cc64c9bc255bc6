/**
 * The reports, each built from one tally of the events (`tallyEvents`): the demo backend answers a report with
 * `noResultsReport(tallyEvents(events, request))`, and one tally can serve every report of a screen.
 */
import { addAmount, currencyAmounts, currencyChanges } from '../analytics/analytics.money';
import { figureChange, rateChange } from './insights.change';
import {
  averagePosition,
  FAR_CLICK_POSITION,
  noClickFixes,
  noResultFixes,
  queryFixes,
  reRankFix,
} from './insights.fixes';
import type { ResolvedPeriod } from './insights.period';
import type {
  ClickPositionRow,
  ClickPositionsReport,
  ConversionRow,
  ConversionsReport,
  CurrencyChange,
  DayFigures,
  InsightsOverview,
  InsightsTotals,
  NoClickRow,
  NoClicksReport,
  NoResultRow,
  NoResultsReport,
  PeriodRange,
  PositionBucket,
  SeriesPoint,
  TrendingReport,
  TrendRow,
} from './insights.schema';
import { emptyDay, type InsightsTally, POSITION_COUNT_CAP, type QueryTally } from './insights.tally';
import { addDays } from './insights.zone';

/** Most rows a report sends (the most telling ones); `totalRows` says how many there are in all. */
export const REPORT_ROW_LIMIT = 500;

/** Positions the distribution shows one by one; then one range up to POSITION_COUNT_CAP - 1, then the rest. */
export const SINGLE_POSITIONS = 10;

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;
const isoTime = (time: number) => new Date(time).toISOString();
const byQuery = (a: { query: string }, b: { query: string }) =>
  a.query < b.query ? -1 : a.query > b.query ? 1 : 0;

/** Purchases / searches x 100 to one decimal; 0 without searches. */
export function conversionRate(conversions: number, searches: number): number {
  return searches > 0 ? round1((conversions / searches) * 100) : 0;
}

function range(period: ResolvedPeriod): PeriodRange {
  const { from, to, days, until } = period;
  return until === undefined ? { from, to, days } : { from, to, days, until: isoTime(until) };
}

/** What every insights response says it covers. */
export function reportContext(tally: InsightsTally) {
  return {
    period: range(tally.period),
    previousPeriod: range(tally.previous),
    timeZone: tally.timeZone,
    currency: tally.currency,
  };
}

/** The sum of some days' figures (revenue to the cent). */
export function sumDays(days: readonly DayFigures[]): DayFigures {
  const sum = emptyDay();
  for (const day of days) {
    sum.searches += day.searches;
    sum.noResultSearches += day.noResultSearches;
    sum.clicks += day.clicks;
    sum.conversions += day.conversions;
    sum.revenue += day.revenue;
  }
  sum.revenue = round2(sum.revenue);
  return sum;
}

/** The sums per currency of some days' revenue per currency. */
function sumRevenues(days: readonly ReadonlyMap<string, number>[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const day of days) for (const [currency, amount] of day) addAmount(sums, currency, amount);
  return sums;
}

/** The period's headline figures, each against the previous period. */
export function insightsTotals(tally: InsightsTally): InsightsTotals {
  const now = sumDays(tally.days);
  const before = sumDays(tally.previousDays);
  const change = (figure: (day: DayFigures) => number) => figureChange(figure(now), figure(before));
  // Rates change by their exact values: rounded ones would give 39% against 35% for 38.6% against 35.4%.
  const rate = (part: (day: DayFigures) => number) =>
    rateChange({ part: part(now), whole: now.searches }, { part: part(before), whole: before.searches });
  return {
    searches: change((d) => d.searches),
    clicks: change((d) => d.clicks),
    clickThroughRate: rate((d) => d.clicks),
    conversions: change((d) => d.conversions),
    conversionRate: rate((d) => d.conversions),
    revenue: change((d) => d.revenue),
    noResultSearches: change((d) => d.noResultSearches),
  };
}

/** One point per day of the period, beside the day in the same place of the previous period. */
export function insightsSeries(tally: InsightsTally): SeriesPoint[] {
  const rounded = (day: DayFigures | undefined, revenues: ReadonlyMap<string, number> | undefined) =>
    day
      ? {
          ...day,
          revenue: round2(day.revenue),
          revenues: currencyAmounts(revenues ?? new Map(), tally.currency),
        }
      : { ...emptyDay(), revenues: [] };
  return tally.days.map((day, i) => ({
    date: addDays(tally.period.from, i),
    previousDate: addDays(tally.previous.from, i),
    current: rounded(day, tally.dayRevenues[i]),
    previous: rounded(tally.previousDays[i], tally.previousDayRevenues[i]),
  }));
}

/** Revenue per currency against the previous period's in the same currency, the report's currency first. */
export function revenueChanges(tally: InsightsTally): CurrencyChange[] {
  return currencyChanges(
    currencyAmounts(sumRevenues(tally.dayRevenues), tally.currency),
    currencyAmounts(sumRevenues(tally.previousDayRevenues), tally.currency),
    tally.currency,
  );
}

/** The period-aware dashboard: totals with their changes, revenue per currency and the daily series. */
export function overviewReport(tally: InsightsTally): InsightsOverview {
  return {
    ...reportContext(tally),
    totals: insightsTotals(tally),
    revenues: revenueChanges(tally),
    series: insightsSeries(tally),
  };
}

/** The queries `keep` picks, sorted by `compare` (ties by query), cut to REPORT_ROW_LIMIT rows. */
function rowsOf<Row>(
  tally: InsightsTally,
  keep: (query: QueryTally) => boolean,
  compare: (a: QueryTally, b: QueryTally) => number,
  row: (query: QueryTally) => Row,
): { rows: Row[]; totalRows: number } {
  const kept: QueryTally[] = [];
  for (const query of tally.queries.values()) if (keep(query)) kept.push(query);
  kept.sort((a, b) => compare(a, b) || byQuery(a, b));
  return { rows: kept.slice(0, REPORT_ROW_LIMIT).map(row), totalRows: kept.length };
}

/**
 * The store with the most of a query's searches in `counts` (by the id events name it with), ties to the lower
 * id (in number order for ids of digits), as a row's `storeId`: nothing when no search named a store.
 */
export function fixStore(counts: ReadonlyMap<string, number>): { storeId?: string } {
  let best: [id: string, searches: number] | undefined;
  for (const [id, searches] of counts) {
    if (!best || searches > best[1] || (searches === best[1] && lowerId(id, best[0]))) best = [id, searches];
  }
  return best ? { storeId: best[0] } : {};
}

function lowerId(a: string, b: string): boolean {
  return a.length !== b.length ? a.length < b.length : a < b;
}

/** Queries whose searches found nothing: most such searches first, then the latest. */
export function noResultsReport(tally: InsightsTally): NoResultsReport {
  return {
    ...reportContext(tally),
    ...rowsOf(
      tally,
      (q) => q.noResultSearches > 0,
      (a, b) => b.noResultSearches - a.noResultSearches || b.lastNoResult - a.lastNoResult,
      (q): NoResultRow => ({
        query: q.query,
        searches: q.noResultSearches,
        lastSeen: isoTime(q.lastNoResult),
        trend: q.noResultTrend ?? Array.from({ length: tally.trendPoints }, () => 0),
        ...fixStore(q.storeNoResults),
        fixes: noResultFixes(),
      }),
    ),
  };
}

/**
 * Queries that found results nobody clicked: most such searches first, each fixed by pinning products, or by a
 * synonym or a redirect once its latest search found nothing.
 */
export function noClicksReport(tally: InsightsTally): NoClicksReport {
  const found = (q: QueryTally) => q.searches - q.noResultSearches;
  return {
    ...reportContext(tally),
    ...rowsOf(
      tally,
      (q) => found(q) > 0 && q.clicks === 0,
      (a, b) => found(b) - found(a) || b.lastSeen - a.lastSeen,
      (q): NoClickRow => ({
        query: q.query,
        searches: found(q),
        lastSeen: isoTime(q.lastSeen),
        ...fixStore(q.storeSearches),
        fixes: noClickFixes(q),
      }),
    ),
  };
}

/** The click-position ranges: each of the first SINGLE_POSITIONS, then up to the cap, then beyond. */
export function positionDistribution(positions: readonly number[]): PositionBucket[] {
  const at = (position: number) => positions[position] ?? 0;
  const buckets: PositionBucket[] = [];
  for (let position = 1; position <= SINGLE_POSITIONS; position += 1)
    buckets.push({ from: position, to: position, clicks: at(position) });
  let middle = 0;
  for (let position = SINGLE_POSITIONS + 1; position < POSITION_COUNT_CAP; position += 1)
    middle += at(position);
  buckets.push({ from: SINGLE_POSITIONS + 1, to: POSITION_COUNT_CAP - 1, clicks: middle });
  buckets.push({ from: POSITION_COUNT_CAP, to: null, clicks: at(POSITION_COUNT_CAP) });
  return buckets;
}

/**
 * Where clicks land: per query (the most clicked first) with a Dynamic Re-Rank rule when they land beyond
 * FAR_CLICK_POSITION on average, and per position overall.
 */
export function clickPositionsReport(tally: InsightsTally): ClickPositionsReport {
  return {
    ...reportContext(tally),
    distribution: positionDistribution(tally.positions),
    ...rowsOf(
      tally,
      (q) => q.positionedClicks > 0,
      (a, b) =>
        b.positionedClicks - a.positionedClicks || (averagePosition(b) ?? 0) - (averagePosition(a) ?? 0),
      (q): ClickPositionRow => {
        const position = averagePosition(q) ?? 0;
        return {
          query: q.query,
          clicks: q.positionedClicks,
          averagePosition: round1(position),
          ...fixStore(q.storeSearches),
          fixes: position > FAR_CLICK_POSITION ? [reRankFix(q)] : [],
        };
      },
    ),
  };
}

function conversionRow(q: QueryTally, currency: string, fixes: ConversionRow['fixes']): ConversionRow {
  return {
    query: q.query,
    searches: q.searches,
    clicks: q.clicks,
    conversions: q.conversions,
    conversionRate: conversionRate(q.conversions, q.searches),
    revenue: round2(q.revenue),
    revenues: currencyAmounts(q.revenues, currency),
    ...fixStore(q.storeSearches),
    fixes,
  };
}

/** Queries that led to purchases: most purchases first, then the most revenue. */
export function topConvertingReport(tally: InsightsTally): ConversionsReport {
  return {
    ...reportContext(tally),
    ...rowsOf(
      tally,
      (q) => q.conversions > 0,
      (a, b) => b.conversions - a.conversions || b.revenue - a.revenue,
      (q) => conversionRow(q, tally.currency, []),
    ),
  };
}

/** Queries whose results shoppers click but that led to no purchase: most clicks first. */
export function noConversionsReport(tally: InsightsTally): ConversionsReport {
  return {
    ...reportContext(tally),
    ...rowsOf(
      tally,
      (q) => q.clicks > 0 && q.conversions === 0,
      (a, b) => b.clicks - a.clicks || b.searches - a.searches,
      (q) => conversionRow(q, tally.currency, [reRankFix(q)]),
    ),
  };
}

/** Queries searched more (the largest rise first) and less (the largest fall first) than in the previous period. */
export function trendingReport(tally: InsightsTally): TrendingReport {
  const row = (q: QueryTally): TrendRow => ({
    query: q.query,
    searches: figureChange(q.searches, q.previousSearches),
    ...fixStore(q.storeSearches),
    fixes: queryFixes(q),
  });
  const delta = (q: QueryTally) => q.searches - q.previousSearches;
  const rising = rowsOf(
    tally,
    (q) => delta(q) > 0,
    (a, b) => delta(b) - delta(a) || b.searches - a.searches,
    row,
  );
  const falling = rowsOf(
    tally,
    (q) => delta(q) < 0,
    (a, b) => delta(a) - delta(b) || b.previousSearches - a.previousSearches,
    row,
  );
  return {
    ...reportContext(tally),
    rising: rising.rows,
    falling: falling.rows,
    totalRising: rising.totalRows,
    totalFalling: falling.totalRows,
  };
}
