/**
 * The analytics screens' responses computed from the UBI events a backend keeps, so every figure the demo
 * shows comes from what the collector sent: the vendor dashboard (batch-dashboard), filter usage, real time,
 * the Search State table (recent searches) and usage (monthly searches and clicks, this month's searches).
 * Each is linear in the events.
 */

import { hourlyBuckets } from '../analytics/analytics.mock';
import { addAmount, currencyAmounts, currencyCode } from '../analytics/analytics.money';
import { FILTER_USAGE_FIELDS } from '../analytics/analytics.rules';
import type {
  BatchDashboard,
  FilterUsageRecord,
  RealtimeData,
  RealtimeEvent,
  RecentSearchRow,
} from '../analytics/analytics.schema';
import { DEFAULT_CURRENCY } from '../i18n/i18n.intl';
import { DEMO_USAGE_MONTHS } from '../mocks/mocks.seed';
import type { MonthlyUsage, UsageStats } from '../usage/usage.schema';
import {
  appliedFilter,
  type InsightsEvent,
  type InsightsScope,
  insightsEventKind,
  LOCATION_DETAIL_KEYS,
  purchaseAmount,
  reportQuery,
  scopeFilter,
} from './insights.events';
import { conversionRate, REPORT_ROW_LIMIT } from './insights.reports';
import { DAY_MS } from './insights.zone';

/** A span of instants, in epoch milliseconds: `start` included, `end` excluded (a resolved period is one). */
export interface TimeWindow {
  readonly start: number;
  readonly end: number;
}

/** Every instant: the screens' figures without a period. */
export const ALL_TIME: TimeWindow = { start: Number.NEGATIVE_INFINITY, end: Number.POSITIVE_INFINITY };

/** True for an event within the window. */
function within(window: TimeWindow) {
  if (window.start === ALL_TIME.start && window.end === ALL_TIME.end) return () => true;
  return (event: InsightsEvent) => {
    const time = Date.parse(event.timestamp);
    return time >= window.start && time < window.end;
  };
}

/** Days of filter usage the filter-state chart reads. */
export const FILTER_USAGE_DAYS = 90;

/** The real-time page reads the last 24 hours. */
export const REALTIME_WINDOW_MS = DAY_MS;

/** Most recent events the real-time page receives. */
export const REALTIME_EVENT_LIMIT = 500;

const HOUR_MS = 3_600_000;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Each store's ISO 4217 currency by store id, as events name their store. */
export type StoreCurrencies = Readonly<Record<string, string>>;

/** The currency a store's purchases that name none were paid in: the store's, USD for a store not listed. */
function currencyOfStore(currencies: StoreCurrencies) {
  return (storeId: string | null) =>
    currencyCode(storeId === null ? undefined : currencies[storeId]) ?? DEFAULT_CURRENCY;
}

interface QueryTotals {
  searches: number;
  clicks: number;
  conversions: number;
  /** Revenue per currency: amounts in different currencies are never added up. */
  revenues: Map<string, number>;
  lastSearched: string;
}

/**
 * Searches, clicks, purchases, revenue per currency and the latest search of each query of the events in scope
 * and window.
 */
function queryTotals(
  events: Iterable<InsightsEvent>,
  scope: InsightsScope,
  window: TimeWindow,
  currencies: StoreCurrencies = {},
): Map<string, QueryTotals> {
  const storeCurrency = currencyOfStore(currencies);
  const inScope = scopeFilter(scope);
  const inWindow = within(window);
  const queries = new Map<string, QueryTotals>();
  for (const event of events) {
    const kind = insightsEventKind(event.event_name);
    if (!kind || !inScope(event) || !inWindow(event)) continue;
    const query = reportQuery(event.event_details.search_query);
    if (query === '') continue;
    let row = queries.get(query);
    if (!row) {
      row = { searches: 0, clicks: 0, conversions: 0, revenues: new Map(), lastSearched: '' };
      queries.set(query, row);
    }
    if (kind === 'search') {
      row.searches += 1;
      if (event.timestamp > row.lastSearched) row.lastSearched = event.timestamp;
    } else if (kind === 'click') row.clicks += 1;
    else {
      row.conversions += 1;
      const paid = purchaseAmount(event.event_details, storeCurrency(event.store_id));
      addAmount(row.revenues, paid.currency, paid.amount);
    }
  }
  return queries;
}

/** The queries searched in the stores and window, with their totals, most searched first (then by name). */
function searchedQueries(
  events: readonly InsightsEvent[],
  storeIds: readonly string[],
  window: TimeWindow,
  currencies: StoreCurrencies = {},
): [string, QueryTotals][] {
  return [...queryTotals(events, { storeIds }, window, currencies)]
    .filter(([, totals]) => totals.searches > 0)
    .sort(([a, x], [b, y]) => y.searches - x.searches || a.localeCompare(b));
}

/**
 * A Search State row of a query: conversion rate in percent (one decimal), revenue to the cent per currency,
 * `primary` first; `revenue` and `currency` are the first of them (`primary` at 0 without purchases).
 */
function searchRow(query: string, totals: QueryTotals, primary: string): RecentSearchRow {
  const revenues = currencyAmounts(totals.revenues, primary);
  return {
    query,
    searchCount: totals.searches,
    clicks: totals.clicks,
    conversionRate: conversionRate(totals.conversions, totals.searches),
    revenue: revenues[0]?.amount ?? 0,
    currency: revenues[0]?.currency ?? primary,
    revenues,
    lastSearched: totals.lastSearched || null,
  };
}

/**
 * The vendor dashboard of a store in a window (all time by default): its searches, its queries (the
 * REPORT_ROW_LIMIT latest searched, latest first, their revenue in the store's `currency`, USD by default) and
 * its clicked products (the most clicked first).
 */
export function batchDashboardFromEvents(
  events: readonly InsightsEvent[],
  storeId: string,
  window: TimeWindow = ALL_TIME,
  currency: string = DEFAULT_CURRENCY,
): BatchDashboard {
  const scope = { storeIds: [storeId] };
  const inScope = scopeFilter(scope);
  const inWindow = within(window);
  let totalSearches = 0;
  const products = new Map<string, number>();
  for (const event of events) {
    if (!inScope(event) || !inWindow(event)) continue;
    const kind = insightsEventKind(event.event_name);
    if (kind === 'search') totalSearches += 1;
    const title = text(event.event_details.product_title);
    if (kind === 'click' && title) products.set(title, (products.get(title) ?? 0) + 1);
  }
  const primary = currencyCode(currency) ?? DEFAULT_CURRENCY;
  const rows = [...queryTotals(events, scope, window, { [storeId]: primary })]
    .filter(([, totals]) => totals.searches > 0)
    .map(([query, totals]) => searchRow(query, totals, primary))
    .sort(
      (a, b) => (b.lastSearched ?? '').localeCompare(a.lastSearched ?? '') || a.query.localeCompare(b.query),
    )
    .slice(0, REPORT_ROW_LIMIT);
  return {
    dashboard: { totalSearches },
    recentSearches: rows,
    productClicks: [...products]
      .map(([productTitle, clicks]) => ({ productTitle, clicks }))
      .sort((a, b) => b.clicks - a.clicks || a.productTitle.localeCompare(b.productTitle)),
  };
}

/**
 * The Search State table of a vendor in a window (all time by default): the REPORT_ROW_LIMIT most searched
 * queries of its stores, most first, their revenue per currency (`currencies`: each store's; the first store's
 * first).
 */
export function recentSearchesFromEvents(
  events: readonly InsightsEvent[],
  storeIds: readonly string[],
  window: TimeWindow = ALL_TIME,
  currencies: StoreCurrencies = {},
): RecentSearchRow[] {
  const primary = currencyOfStore(currencies)(storeIds[0] ?? null);
  return searchedQueries(events, storeIds, window, currencies)
    .slice(0, REPORT_ROW_LIMIT)
    .map(([query, totals]) => searchRow(query, totals, primary));
}

/**
 * The search log of a store's events in a window: every query searched, with its searches and the clicks on its
 * results, most searched first (what the synonym suggestions read). Unlike the Search State rows, not cut to a
 * report's length: a misspelling searched once still counts.
 */
export function searchLogFromEvents(
  events: readonly InsightsEvent[],
  storeIds: readonly string[],
  window: TimeWindow = ALL_TIME,
): { query: string; searchCount: number; clicks: number }[] {
  return searchedQueries(events, storeIds, window).map(([query, totals]) => ({
    query,
    searchCount: totals.searches,
    clicks: totals.clicks,
  }));
}

/** The filter-state chart's window without a period: the FILTER_USAGE_DAYS days up to `now`, included. */
export function filterUsageWindow(now: number): TimeWindow {
  return { start: now - FILTER_USAGE_DAYS * DAY_MS + 1, end: now + 1 };
}

/**
 * The store's searches that applied filters in a window (by default the FILTER_USAGE_DAYS days up to `now`),
 * oldest first.
 */
export function filterUsageFromEvents(
  events: readonly InsightsEvent[],
  storeId: string,
  now: number,
  window: TimeWindow = filterUsageWindow(now),
): FilterUsageRecord[] {
  const inScope = scopeFilter({ storeIds: [storeId] });
  const inWindow = within(window);
  const records: FilterUsageRecord[] = [];
  for (const event of events) {
    if (insightsEventKind(event.event_name) !== 'search' || !inScope(event) || !inWindow(event)) continue;
    const record: FilterUsageRecord = { timestamp: event.timestamp };
    let used = false;
    for (const field of FILTER_USAGE_FIELDS) {
      const value = appliedFilter(event.event_details, field);
      record[field] = value;
      if (value !== null) used = true;
    }
    if (used) records.push(record);
  }
  return records.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/** Where a search came from, when its details say (city, country and a place on the map). */
function location(details: InsightsEvent['event_details']) {
  const city = text(details[LOCATION_DETAIL_KEYS.city]);
  const country = text(details[LOCATION_DETAIL_KEYS.country]);
  const lat = details[LOCATION_DETAIL_KEYS.lat];
  const lon = details[LOCATION_DETAIL_KEYS.lon];
  return city && country && typeof lat === 'number' && typeof lon === 'number'
    ? { city, country, lat, lon }
    : null;
}

/**
 * The instants the real-time page counts: from the start of the chart's first hour (so the list holds exactly the
 * events the 24 hourly bars count) up to `now`, included.
 */
export function realtimeWindow(now: number): TimeWindow {
  return { start: Math.floor(now / HOUR_MS) * HOUR_MS - (REALTIME_WINDOW_MS - HOUR_MS), end: now + 1 };
}

/**
 * The real-time page of a store: searches, clicks and purchases of the 24 hours up to `now` (from the start of
 * the first of the 24 hourly bars, so the bars count every event listed and nothing else), per hour and
 * the latest REALTIME_EVENT_LIMIT of them, newest first, with the store's `currency`; a purchase that named its
 * own currency keeps it.
 */
export function realtimeFromEvents(
  events: readonly InsightsEvent[],
  storeId: string,
  now: number,
  currency: string = DEFAULT_CURRENCY,
): RealtimeData {
  const inScope = scopeFilter({ storeIds: [storeId] });
  const { start, end } = realtimeWindow(now);
  const recent: InsightsEvent[] = [];
  for (const event of events) {
    if (!insightsEventKind(event.event_name) || !inScope(event)) continue;
    const time = Date.parse(event.timestamp);
    if (time >= start && time < end) recent.push(event);
  }
  recent.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  return {
    hourlyData: hourlyBuckets(recent, now),
    recentEvents: recent.slice(0, REALTIME_EVENT_LIMIT).map((event): RealtimeEvent => {
      const details = event.event_details;
      const revenue = details.revenue;
      return {
        _source: {
          event_name: event.event_name,
          event_details: {
            search_query: text(details.search_query),
            product_title: text(details.product_title),
            revenue: typeof revenue === 'number' && Number.isFinite(revenue) ? revenue : null,
            currency: currencyCode(details.currency) ?? null,
            location: location(details),
          },
          timestamp: event.timestamp,
        },
      };
    }),
    currency: currencyCode(currency) ?? DEFAULT_CURRENCY,
  };
}

const monthOf = (time: number) => new Date(time).toISOString().slice(0, 7);

/** The first instant of each of the DEMO_USAGE_MONTHS months (UTC) up to `now`'s, oldest first. */
function usageMonthStarts(now: number): number[] {
  const today = new Date(now);
  return Array.from({ length: DEMO_USAGE_MONTHS }, (_, i) =>
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (DEMO_USAGE_MONTHS - 1 - i), 1),
  );
}

/** The instants the usage page's monthly figures count: from the first of its months up to `now`, included. */
export function usageWindow(now: number): TimeWindow {
  return { start: usageMonthStarts(now)[0] as number, end: now + 1 };
}

/** The store's searches and clicks per month (UTC) for the DEMO_USAGE_MONTHS months up to `now`'s, oldest first. */
export function usageStatsFromEvents(
  events: readonly InsightsEvent[],
  storeId: string,
  now: number,
): UsageStats {
  const months: MonthlyUsage[] = usageMonthStarts(now).map((start) => ({
    month: monthOf(start),
    searches: 0,
    clicks: 0,
  }));
  const byMonth = new Map(months.map((row) => [row.month, row]));
  const inScope = scopeFilter({ storeIds: [storeId] });
  for (const event of events) {
    const kind = insightsEventKind(event.event_name);
    if ((kind !== 'search' && kind !== 'click') || !inScope(event)) continue;
    const row = byMonth.get(event.timestamp.slice(0, 7));
    if (!row || Date.parse(event.timestamp) > now) continue;
    if (kind === 'search') row.searches += 1;
    else row.clicks += 1;
  }
  return { monthlyData: months };
}

/** The instants the plan's search limit counts: from the start of `now`'s month (UTC) up to `now`, included. */
export function thisMonthWindow(now: number): TimeWindow {
  const today = new Date(now);
  return { start: Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1), end: now + 1 };
}

/** Searches of `now`'s month (UTC) up to `now` in the given stores: what the plan's search limit counts. */
export function searchesThisMonth(
  events: readonly InsightsEvent[],
  storeIds: readonly string[],
  now: number,
): number {
  const inScope = scopeFilter({ storeIds });
  const inWindow = within(thisMonthWindow(now));
  let searches = 0;
  for (const event of events)
    if (insightsEventKind(event.event_name) === 'search' && inScope(event) && inWindow(event)) searches += 1;
  return searches;
}
