/**
 * The insights benchmark: how long the reports take over many events, as a demo backend computes them on each
 * request. It reports figures and never fails; `bench/insights.bench.mjs` runs it on the built package.
 */
import { brandMix, generateCatalog } from '../mocks/mocks.catalog';
import { createRandom } from '../mocks/mocks.random';
import type { UbiEvent } from '../ubi/ubi.schema';
import type { Period } from './insights.period';
import {
  clickPositionsReport,
  noClicksReport,
  noConversionsReport,
  noResultsReport,
  overviewReport,
  topConvertingReport,
  trendingReport,
} from './insights.reports';
import { type InsightsRequest, type InsightsTally, tallyEvents } from './insights.tally';
import { generateTraffic } from './insights.traffic';

/** Events the reports must handle in well under a second. */
export const BENCH_EVENTS = 100_000;

/** Each report, built from a tally. */
const REPORTS: Readonly<Record<string, (tally: InsightsTally) => unknown>> = {
  overview: overviewReport,
  noResults: noResultsReport,
  noClicks: noClicksReport,
  clickPositions: clickPositionsReport,
  topConverting: topConvertingReport,
  noConversions: noConversionsReport,
  trending: trendingReport,
};

/** What the benchmark measured, in milliseconds (medians over the runs). */
export interface InsightsBenchResult {
  /** Events the reports read. */
  readonly events: number;
  /** Distinct queries among them. */
  readonly queries: number;
  /** The period reported on, compared with the as long one before it. */
  readonly period: string;
  /** Runs per figure. */
  readonly runs: number;
  /** Generating the events (once). */
  readonly generateMs: number;
  /** One pass over the events (tallyEvents). */
  readonly tallyMs: number;
  /** Each report from the events, as one request computes it: the pass plus the report. */
  readonly reportMs: Readonly<Record<string, number>>;
  /** Every report of a screen from one pass. */
  readonly allReportsMs: number;
}

/** Options of the benchmark. */
export interface InsightsBenchOptions {
  /** Events to generate; BENCH_EVENTS by default. */
  readonly events?: number;
  /** Runs per figure (the median is kept); 7 by default. */
  readonly runs?: number;
  /** A clock in milliseconds; performance.now by default. */
  readonly clock?: () => number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 10) / 10;
};

/** Six months of traffic in three stores, cut to the newest `count` events. */
export function benchEvents(count: number, end: number): UbiEvent[] {
  const days = 180;
  const stores = [
    { storeId: '201', storeType: 'shopify', currency: 'USD', brands: ['Nike', 'Adidas', 'Hoka'], share: 0.5 },
    { storeId: '301', storeType: 'woocommerce', currency: 'EUR', brands: ['Puma', 'Vans'], share: 0.25 },
    {
      storeId: '302',
      storeType: 'woocommerce',
      currency: 'GBP',
      brands: ['Salomon', 'Patagonia'],
      share: 0.25,
    },
  ];
  // About 1.4 events per search (clicks, purchases); a fifth more than needed, and the newest kept.
  const searchesPerDay = (count * 1.2) / 1.4 / days;
  const events = generateTraffic({
    seed: 1,
    end,
    days,
    stores: stores.map((store, i) => ({
      storeId: store.storeId,
      storeType: store.storeType,
      vendorId: '101',
      currency: store.currency,
      brands: store.brands,
      dailySearches: searchesPerDay * store.share,
      products: generateCatalog(createRandom(i).fork('products'), {
        firstId: (i + 1) * 100_000,
        count: 600,
        ...brandMix(store.brands),
      }),
    })),
  });
  return events.slice(-count);
}

/** Measures the reports over `events` (BENCH_EVENTS) generated events; pure but for the clock. */
export function benchInsights(options: InsightsBenchOptions = {}): InsightsBenchResult {
  const clock = options.clock ?? (() => performance.now());
  const runs = options.runs ?? 7;
  const end = Date.UTC(2026, 10, 22, 12);
  const timed = <T>(run: () => T): [T, number] => {
    const start = clock();
    const result = run();
    return [result, clock() - start];
  };
  const [events, generateMs] = timed(() => benchEvents(options.events ?? BENCH_EVENTS, end));
  const period: Period = { kind: 'preset', preset: 'last90Days' };
  const request: InsightsRequest = {
    period,
    now: end,
    timeZone: 'Europe/Berlin',
    scope: { storeIds: ['201', '301'] },
  };
  const repeat = (run: () => unknown) => median(Array.from({ length: runs }, () => timed(run)[1]));
  const tallyMs = repeat(() => tallyEvents(events, request));
  const reportMs: Record<string, number> = {};
  for (const [name, report] of Object.entries(REPORTS))
    reportMs[name] = repeat(() => report(tallyEvents(events, request)));
  const allReportsMs = repeat(() => {
    const tally = tallyEvents(events, request);
    for (const report of Object.values(REPORTS)) report(tally);
  });
  return {
    events: events.length,
    queries: tallyEvents(events, request).queries.size,
    period: 'last 90 days, Europe/Berlin, two of three stores',
    runs,
    generateMs: Math.round(generateMs),
    tallyMs,
    reportMs,
    allReportsMs,
  };
}
