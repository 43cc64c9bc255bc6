import { DEFAULT_PERIOD, type Period, parsePeriod } from '@storesearch/sdk/insights';
import * as z from 'zod/mini';
import { searchParam } from './searchParam';

/** Search parameters of Search Insights: `?period=`, kept only when the SDK's `parsePeriod` accepts it. */
export const insightsSearchSchema = z.object({
  /** The period as `serialisePeriod` writes it (`last-30-days`, `2026-11-01..2026-11-22`); absent means the default. */
  period: searchParam(z.string().check(z.refine((text) => parsePeriod(text).ok))),
});

/** Search parameters of Search Insights, as the screen reads them. */
export type InsightsSearch = z.output<typeof insightsSearchSchema>;

/** The period a Search Insights address shows: its `?period=`, else the default (the last 7 days). */
export function insightsPeriod(search: InsightsSearch): Period {
  const parsed = parsePeriod(search.period);
  return parsed.ok ? parsed.value : DEFAULT_PERIOD;
}
