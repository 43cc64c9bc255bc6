import type { StoreSearchClient } from '@storesearch/sdk';
import {
  type AnalyticsPeriod,
  batchDashboardQueryOptions,
  filterUsageQueryOptions,
  realtimeQueryOptions,
  recentSearchesQueryOptions,
} from '@storesearch/sdk/analytics';
import {
  type CalendarDate,
  clickPositionsQueryOptions,
  DEFAULT_PERIOD,
  type InsightsQueryInput,
  type InsightsReportName,
  insightsOverviewQueryOptions,
  noClickQueriesQueryOptions,
  noConversionQueriesQueryOptions,
  noResultQueriesQueryOptions,
  type Period,
  parsePeriod,
  periodToday,
  reportScopeInput,
  topConvertingQueriesQueryOptions,
  trendingQueriesQueryOptions,
} from '@storesearch/sdk/insights';
import {
  subscriptionPlansQueryOptions,
  usageLimitsQueryOptions,
  usageStatsQueryOptions,
} from '@storesearch/sdk/usage';
import { type InsightsSearch, insightsScope } from './insightsSearch.schema';
import { type PeriodSearch, searchPeriod } from './periodSearch.schema';
import { type AppRouterContext, type StartRead, startReads, startVendorReads } from './screenData';

/*
 * The first reads of each analytics screen, started by its route: the same calls, with the same keys, the
 * screen's panels make on their first render (the requests e2e test fails if one is asked for twice). Each is of
 * the store saved on this device with its time zone (startReads); without one the screen waits for the store list.
 */

/**
 * The period the screen shows for the address on the store's today (`searchPeriod`): the one its reads ask for.
 * Only a custom range is checked against that day; a preset, the default included, is the same whatever the day.
 * So `today` is called for a range alone: the store's clock is read with Intl's time zone data, whose first use
 * takes 30 to 90 ms of a page's first load, and a preset's reads leave without waiting for it.
 */
export function shownPeriod(search: PeriodSearch, today: () => CalendarDate): Period {
  if (search.period === undefined) return DEFAULT_PERIOD;
  const asked = parsePeriod(search.period);
  return asked.ok && asked.value.kind === 'preset' ? asked.value : searchPeriod(search, today()).period;
}

/** The address's period on the saved store's today, in its zone. */
function storePeriod(search: PeriodSearch, timeZone: string): Period {
  return shownPeriod(search, () => periodToday(Date.now(), timeZone));
}

/** The address's period in the saved store's zone, and the period before it. */
function periodRanges(search: PeriodSearch, timeZone: string): readonly AnalyticsPeriod[] {
  const range = { period: storePeriod(search, timeZone), timeZone };
  return [range, { ...range, previous: true }];
}

/** The vendor dashboard's tiles: the period's dashboard and the one before. */
export function readVendorDashboard(context: AppRouterContext, search: PeriodSearch): void {
  startReads(context, ({ client }, store, start) => {
    for (const range of periodRanges(search, store.timeZone))
      start(batchDashboardQueryOptions(client, store, range));
  });
}

/**
 * Usage: the monthly figures and the plan first (the monthly chart is the screen's main content), then the period's
 * searches and clicks beside the period before (the dashboard's reads), and the plans on offer (Upgrade Now shows
 * when one of them is an upgrade).
 */
export function readUsage(context: AppRouterContext, search: PeriodSearch): void {
  startReads(context, ({ client }, store, start) => {
    start(usageStatsQueryOptions(client, store));
    start(usageLimitsQueryOptions(client, store));
  });
  readVendorDashboard(context, search);
  startVendorReads(context, ({ client }, start) => start(subscriptionPlansQueryOptions(client)));
}

/** Filter State: the period's filter usage (the period before is read when the comparison is switched on). */
export function readFilterState(context: AppRouterContext, search: PeriodSearch): void {
  startReads(context, ({ client }, store, start) =>
    start(
      filterUsageQueryOptions(client, store, {
        period: storePeriod(search, store.timeZone),
        timeZone: store.timeZone,
      }),
    ),
  );
}

/** Search State: the vendor's searches in the period and the one before, days in the saved store's zone. */
export function readSearchState(context: AppRouterContext, search: PeriodSearch): void {
  startReads(context, ({ client, userId }, store, start) => {
    for (const range of periodRanges(search, store.timeZone))
      start(recentSearchesQueryOptions(client, userId, range));
  });
}

/** Starts the call that answers a report's table (rising and falling queries share one). */
const REPORT_READS: Record<
  InsightsReportName,
  (client: StoreSearchClient, input: InsightsQueryInput, start: StartRead) => void
> = {
  noResults: (client, input, start) => start(noResultQueriesQueryOptions(client, input)),
  noClicks: (client, input, start) => start(noClickQueriesQueryOptions(client, input)),
  clickPositions: (client, input, start) => start(clickPositionsQueryOptions(client, input)),
  topConverting: (client, input, start) => start(topConvertingQueriesQueryOptions(client, input)),
  noConversions: (client, input, start) => start(noConversionQueriesQueryOptions(client, input)),
  rising: (client, input, start) => start(trendingQueriesQueryOptions(client, input)),
  falling: (client, input, start) => start(trendingQueriesQueryOptions(client, input)),
};

/** Search Insights: the overview and the open report (queries with no results by default) of the address's scope. */
export function readSearchInsights(context: AppRouterContext, search: InsightsSearch): void {
  startReads(context, ({ client }, store, start) => {
    const input = reportScopeInput(storePeriod(search, store.timeZone), insightsScope(search), store);
    start(insightsOverviewQueryOptions(client, input));
    REPORT_READS[search.report ?? 'noResults'](client, input, start);
  });
}

/** Real-Time: the store's live figures. */
export function readRealtime(context: AppRouterContext): void {
  startReads(context, ({ client }, store, start) => start(realtimeQueryOptions(client, store)));
}
