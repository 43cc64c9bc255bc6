/**
 * One pass over the events that every report reads from: per day and per query, for the period and the
 * previous one. Linear in the events (a day is found by binary search over the period's day starts), so
 * 100,000 events take a fraction of a second; the reports then only walk the queries.
 */

import { addAmount, currencyCode } from '../analytics/analytics.money';
import { DEFAULT_CURRENCY } from '../i18n/i18n.intl';
import type { UbiEventDetails } from '../ubi/ubi.schema';
import { comparedPeriod } from './insights.compare';
import {
  clickedPosition,
  type InsightsEvent,
  type InsightsEventKind,
  type InsightsScope,
  insightsEventKind,
  purchaseAmount,
  reportQuery,
  resultCount,
  scopeFilter,
} from './insights.events';
import { DEFAULT_TIME_ZONE, type Period, type ResolvedPeriod, resolvePeriod } from './insights.period';
import type { DayFigures } from './insights.schema';
import { dayIndex, dayStarts } from './insights.zone';

/** What to report on. */
export interface InsightsRequest {
  /** The period. */
  readonly period: Period;
  /** The current instant (epoch milliseconds), which presets are resolved against. */
  readonly now: number;
  /** The store's IANA time zone; UTC when omitted. */
  readonly timeZone?: string;
  /** Which stores and platform count; everything when omitted. */
  readonly scope?: InsightsScope;
  /**
   * ISO 4217 code of the `revenue` figures (the amounts in other currencies are in the `revenues` lists, never
   * added to them); USD when omitted.
   */
  readonly currency?: string;
  /** Each store's currency by store id: a purchase that names none was paid in it (else in `currency`). */
  readonly storeCurrencies?: Readonly<Record<string, string>>;
}

/** Most points of a no-result query's trend: a long period groups several days into one point. */
export const TREND_MAX_POINTS = 30;

/** Clicks on this position and beyond are counted together. */
export const POSITION_COUNT_CAP = 21;

/** One query's figures in the period (and its searches in the previous one). */
export interface QueryTally {
  /** The query, normalised. */
  readonly query: string;
  /** Searches in the period. */
  searches: number;
  /** Of which found nothing. */
  noResultSearches: number;
  /** Clicks on its results. */
  clicks: number;
  /** Clicks that said their position. */
  positionedClicks: number;
  /** Sum of those positions. */
  positionSum: number;
  /** Purchases after it. */
  conversions: number;
  /** Their revenue in the request's currency. */
  revenue: number;
  /** Their revenue per currency. */
  readonly revenues: Map<string, number>;
  /** Latest search, epoch milliseconds (-Infinity without one). */
  lastSeen: number;
  /** Latest search that found nothing (-Infinity without one). */
  lastNoResult: number;
  /** Searches in the previous period. */
  previousSearches: number;
  /** Searches in the period per store, by the id events name it with. */
  readonly storeSearches: Map<string, number>;
  /** Of which found nothing, per store. */
  readonly storeNoResults: Map<string, number>;
  /** Searches that found nothing per trend point (see TREND_MAX_POINTS); only for queries that had some. */
  noResultTrend: number[] | undefined;
  /**
   * The details of its searches in the period. The filters used with it are read from them only when a fix
   * needs them: reading five keys of every search's details took most of a pass's time.
   */
  readonly searchDetails: UbiEventDetails[];
}

/** Everything the reports need, from one pass over the events. */
export interface InsightsTally {
  /** The period reported on. */
  readonly period: ResolvedPeriod;
  /** The previous period of as many days, as far as it compares (see `comparedPeriod`). */
  readonly previous: ResolvedPeriod;
  /** The time zone the days are counted in. */
  readonly timeZone: string;
  /** The currency of the revenue figures. */
  readonly currency: string;
  /** Figures per day of the period. */
  readonly days: readonly DayFigures[];
  /** Figures per day of the previous period, as far as it compares. */
  readonly previousDays: readonly DayFigures[];
  /** Revenue per currency per day of the period. */
  readonly dayRevenues: readonly ReadonlyMap<string, number>[];
  /** Revenue per currency per day of the previous period. */
  readonly previousDayRevenues: readonly ReadonlyMap<string, number>[];
  /** Per query (normalised; searches without text are only in the day figures). */
  readonly queries: ReadonlyMap<string, QueryTally>;
  /** Clicks per position in the period: index 1 to POSITION_COUNT_CAP (which counts that and beyond). */
  readonly positions: readonly number[];
  /** Points of each no-result trend. */
  readonly trendPoints: number;
}

function count(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** A day with nothing in it. */
export function emptyDay(): DayFigures {
  return { searches: 0, noResultSearches: 0, clicks: 0, conversions: 0, revenue: 0 };
}

function newTally(query: string): QueryTally {
  return {
    query,
    searches: 0,
    noResultSearches: 0,
    clicks: 0,
    positionedClicks: 0,
    positionSum: 0,
    conversions: 0,
    revenue: 0,
    revenues: new Map(),
    lastSeen: Number.NEGATIVE_INFINITY,
    lastNoResult: Number.NEGATIVE_INFINITY,
    previousSearches: 0,
    storeSearches: new Map(),
    storeNoResults: new Map(),
    noResultTrend: undefined,
    searchDetails: [],
  };
}

/**
 * Counts `events` for the request's period and the previous one. Events out of scope, of other kinds, with a
 * timestamp that does not parse or outside both periods are skipped. An unknown time zone throws a
 * RangeError (check it with `parseTimeZone`).
 */
export function tallyEvents(events: Iterable<InsightsEvent>, request: InsightsRequest): InsightsTally {
  const timeZone = request.timeZone ?? DEFAULT_TIME_ZONE;
  const currency = currencyCode(request.currency) ?? DEFAULT_CURRENCY;
  const storeCurrency = (storeId: string | null) =>
    currencyCode(storeId === null ? undefined : request.storeCurrencies?.[storeId]) ?? currency;
  const period = resolvePeriod(request.period, { now: request.now, timeZone });
  const previous = comparedPeriod(period, timeZone, request.now);
  const starts = dayStarts(period.from, period.to, timeZone);
  const previousStarts = dayStarts(previous.from, previous.to, timeZone);
  const days = Array.from({ length: period.days }, emptyDay);
  const previousDays = Array.from({ length: previous.days }, emptyDay);
  const dayRevenues = Array.from({ length: period.days }, () => new Map<string, number>());
  const previousDayRevenues = Array.from({ length: previous.days }, () => new Map<string, number>());
  const trendPoints = Math.min(period.days, TREND_MAX_POINTS);
  const positions: number[] = Array.from({ length: POSITION_COUNT_CAP + 1 }, () => 0);
  const queries = new Map<string, QueryTally>();
  const inScope = scopeFilter(request.scope);
  // Event names and query texts repeat: read each once.
  const kinds = new Map<string, InsightsEventKind | undefined>();
  const normalised = new Map<unknown, string>();

  const tallyOf = (query: string): QueryTally => {
    let tally = queries.get(query);
    if (!tally) {
      tally = newTally(query);
      queries.set(query, tally);
    }
    return tally;
  };

  for (const event of events) {
    let kind = kinds.get(event.event_name);
    if (kind === undefined && !kinds.has(event.event_name)) {
      kind = insightsEventKind(event.event_name);
      kinds.set(event.event_name, kind);
    }
    if (!kind || !inScope(event)) continue;
    const time = Date.parse(event.timestamp);
    const current = time >= period.start && time < period.end;
    if (!current && !(time >= previous.start && time < previous.end)) continue;
    const index = dayIndex(current ? starts : previousStarts, time);
    const day = (current ? days : previousDays)[index];
    if (!day) continue;
    const details = event.event_details;
    const raw = details.search_query;
    let query = normalised.get(raw);
    if (query === undefined) {
      query = reportQuery(raw);
      normalised.set(raw, query);
    }

    if (kind === 'search') {
      const empty = resultCount(details) === 0;
      day.searches += 1;
      if (empty) day.noResultSearches += 1;
      if (query === '') continue;
      const tally = tallyOf(query);
      if (!current) {
        tally.previousSearches += 1;
        continue;
      }
      tally.searches += 1;
      if (time > tally.lastSeen) tally.lastSeen = time;
      if (event.store_id !== null) {
        count(tally.storeSearches, event.store_id);
        if (empty) count(tally.storeNoResults, event.store_id);
      }
      if (empty) {
        tally.noResultSearches += 1;
        if (time > tally.lastNoResult) tally.lastNoResult = time;
        tally.noResultTrend ??= Array.from({ length: trendPoints }, () => 0);
        const point = Math.floor((index * trendPoints) / period.days);
        tally.noResultTrend[point] = (tally.noResultTrend[point] ?? 0) + 1;
      }
      tally.searchDetails.push(details);
    } else if (kind === 'click') {
      day.clicks += 1;
      if (!current) continue;
      const position = clickedPosition(details);
      if (position !== undefined) {
        const slot = Math.min(position, POSITION_COUNT_CAP);
        positions[slot] = (positions[slot] ?? 0) + 1;
      }
      if (query === '') continue;
      const tally = tallyOf(query);
      tally.clicks += 1;
      if (position !== undefined) {
        tally.positionedClicks += 1;
        tally.positionSum += position;
      }
    } else {
      const paid = purchaseAmount(details, storeCurrency(event.store_id));
      const revenue = paid.currency === currency ? paid.amount : 0;
      day.conversions += 1;
      day.revenue += revenue;
      const revenues = (current ? dayRevenues : previousDayRevenues)[index];
      if (revenues) addAmount(revenues, paid.currency, paid.amount);
      if (!current || query === '') continue;
      const tally = tallyOf(query);
      tally.conversions += 1;
      tally.revenue += revenue;
      addAmount(tally.revenues, paid.currency, paid.amount);
    }
  }
  return {
    period,
    previous,
    timeZone,
    currency,
    days,
    previousDays,
    dayRevenues,
    previousDayRevenues,
    queries,
    positions,
    trendPoints,
  };
}
