import { type CalendarDate, periodToday } from '@storesearch/sdk/insights';
import { useMinuteClock } from '../shared/useMinuteClock';

/**
 * The store's today (the SDK's `periodToday`) at the browser's clock, moving on past its midnight: the last day
 * a custom period may end on. UTC when the store names no zone, or one the runtime does not know.
 */
export function usePeriodToday(timeZone: string | undefined): CalendarDate {
  return periodToday(useMinuteClock(), timeZone);
}
