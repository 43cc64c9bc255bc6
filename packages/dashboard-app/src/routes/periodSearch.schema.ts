import { DEFAULT_PERIOD, type Period, parsePeriod } from '@storesearch/sdk/insights';
import * as z from 'zod/mini';
import { searchParam } from './searchParam';

/** `?period=` as `serialisePeriod` writes it (`last-30-days`, `2026-11-01..2026-11-22`), kept when the SDK accepts it. */
export const periodParam = () => searchParam(z.string().check(z.refine((text) => parsePeriod(text).ok)));

/** Search parameters of an analytics screen that reports on a period: `?period=`; absent means the default. */
export const periodSearchSchema = z.object({ period: periodParam() });

/** Search parameters of an analytics screen that reports on a period. */
export type PeriodSearch = z.output<typeof periodSearchSchema>;

/** `?compare=` of a chart that draws the previous period beside this one (it does not by default). */
export const COMPARE_PREVIOUS = 'previous';

/**
 * Search parameters of Filter State: the period, and `?compare=previous` while its chart sets the period's
 * searches beside the previous period's (kept only as written, so a shared link opens the same chart).
 */
export const filterStateSearchSchema = z.object({
  period: periodParam(),
  compare: searchParam(z.literal(COMPARE_PREVIOUS)),
});

/** Search parameters of Filter State. */
export type FilterStateSearch = z.output<typeof filterStateSearchSchema>;

/** The period an address shows: its `?period=`, else the default (the last 7 days). */
export function searchPeriod(search: PeriodSearch): Period {
  const parsed = parsePeriod(search.period);
  return parsed.ok ? parsed.value : DEFAULT_PERIOD;
}
