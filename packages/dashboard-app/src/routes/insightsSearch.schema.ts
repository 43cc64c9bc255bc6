import {
  type AddressPeriod,
  type CalendarDate,
  INSIGHTS_REPORTS,
  REPORT_PLATFORMS,
  REPORT_STORE_SCOPES,
  type ReportScope,
  SERIES_FIGURES,
} from '@storesearch/sdk/insights';
import * as z from 'zod/mini';
import { periodParam, searchPeriod } from './periodSearch.schema';
import { searchParam } from './searchParam';

/** `?previous=` of a daily chart without the previous period drawn over it (it is drawn by default). */
export const PREVIOUS_HIDDEN = 'hidden';

/**
 * Search parameters of Search Insights: `?period=`, kept as written (read by `insightsPeriod`, as on every period
 * screen); the scope, `?stores=all` and `?platform=shopify`; and the view, `?report=noClicks`, `?figure=revenue`
 * and `?previous=hidden`: each kept only when it names one of the choices, so a shared link opens the same view.
 */
export const insightsSearchSchema = z.object({
  /** The period as written (`last-30-days`, `2026-11-01..2026-11-22`); absent means the default. */
  period: periodParam(),
  /** `all` for every store of the vendor together; absent (or `store`) means the store selected in the header. */
  stores: searchParam(z.enum(REPORT_STORE_SCOPES)),
  /** One platform (`shopify`, `woocommerce`); absent means every platform. */
  platform: searchParam(z.enum(REPORT_PLATFORMS)),
  /** The report whose tab is open; absent means the first (queries with no results). */
  report: searchParam(z.enum(INSIGHTS_REPORTS)),
  /** The figure the daily chart draws; absent means searches. */
  figure: searchParam(z.enum(SERIES_FIGURES)),
  /** `hidden` when the daily chart leaves the previous period out; absent means it is drawn. */
  previous: searchParam(z.literal(PREVIOUS_HIDDEN)),
});

/** Search parameters of Search Insights, as the screen reads them. */
export type InsightsSearch = z.output<typeof insightsSearchSchema>;

/** The period a Search Insights address shows on the store's today, as on every period screen (`searchPeriod`). */
export const insightsPeriod: (search: InsightsSearch, today: CalendarDate) => AddressPeriod = searchPeriod;

/** The scope a Search Insights address shows: the selected store unless `?stores=all`, one platform if named. */
export function insightsScope(search: InsightsSearch): ReportScope {
  return { stores: search.stores ?? 'store', ...(search.platform ? { platform: search.platform } : {}) };
}

/** The search parameters of a scope, leaving out its defaults so an address names only what differs. */
export function scopeSearch(scope: ReportScope): Pick<InsightsSearch, 'stores' | 'platform'> {
  return {
    stores: scope.stores === 'all' ? 'all' : undefined,
    platform: scope.platform,
  };
}
