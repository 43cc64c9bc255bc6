import { type AddressPeriod, addressPeriod, type CalendarDate } from '@storesearch/sdk/insights';
import * as z from 'zod/mini';
import { searchParam } from './searchParam';

/**
 * `?period=` as written (`serialisePeriod` writes `last-30-days`, `2026-11-01..2026-11-22`); blank means none.
 * Kept whatever it holds: whether it can be shown depends on the store's today, so the screen reads it with
 * `searchPeriod` and, when the SDK refuses it, shows the default and says why, with the text of the link.
 */
export const periodParam = () => searchParam(z.string().check(z.minLength(1)));

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

/**
 * The period an address shows on the store's `today` (`usePeriodToday`, `periodToday`): its `?period=` when the
 * SDK accepts it, else the default (the last 7 days), with the `?period=` and the reason it is refused.
 */
export function searchPeriod(search: PeriodSearch, today: CalendarDate): AddressPeriod {
  return addressPeriod(search.period, today);
}
