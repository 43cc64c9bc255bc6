import { isTimeZone } from '../i18n/i18n.zone';
import { type Period, type ResolvedPeriod, resolvePeriod, resolveRange } from './insights.period';
import { addDays, type CalendarDate, daysBetween, startOfDay, zonedDate } from './insights.zone';

/**
 * The day of `period` still going on at `now` in the zone (today, when the period holds it), or null once the
 * period is over. Its figures are those so far: a chart draws it apart, so that a day half counted does not read
 * as a fall. A zone the runtime does not know (from a malformed answer) has none: every day is drawn whole.
 */
export function ongoingDay(
  period: Pick<ResolvedPeriod, 'from' | 'to'>,
  timeZone: string,
  now: number,
): CalendarDate | null {
  if (!isTimeZone(timeZone)) return null;
  const today = zonedDate(now, timeZone);
  return today >= period.from && today <= period.to ? today : null;
}

/**
 * Whether a period's daily lines end with a day still being counted at `now`, to draw it apart: this period's
 * when its last day is today (its figures so far), and the previous period's when it is counted only as far
 * (it has an `until`: see `comparedPeriod`).
 */
export function lastDaysSoFar(
  period: Pick<ResolvedPeriod, 'from' | 'to'>,
  previous: { readonly until?: string | number | undefined },
  timeZone: string,
  now: number,
): { readonly current: boolean; readonly previous: boolean } {
  const current = ongoingDay(period, timeZone, now) === period.to;
  return { current, previous: current && previous.until !== undefined };
}

/** The period of as many days just before `period`, to compare with. */
export function previousPeriod(period: ResolvedPeriod, timeZone: string): ResolvedPeriod {
  return resolveRange(addDays(period.from, -period.days), addDays(period.from, -1), timeZone);
}

/**
 * The previous period as far as it compares with `period` at `now`. While `period` is going on, its last day
 * counts only so far, so the previous period counts as far too: up to the same time of day on the day in the
 * same place (its `end` is then that instant and `until` is set); once `period` is over, the whole previous
 * period. Comparing a morning's searches with a whole day's would read as a fall. An unknown time zone throws a
 * RangeError, as `previousPeriod` does.
 */
export function comparedPeriod(period: ResolvedPeriod, timeZone: string, now: number): ResolvedPeriod {
  const previous = previousPeriod(period, timeZone);
  const today = ongoingDay(period, timeZone, now);
  if (today === null) return previous;
  const day = addDays(previous.from, daysBetween(period.from, today));
  // The time of day as time since midnight; on a day the clocks change, no later than the day's end.
  const until = Math.min(
    startOfDay(day, timeZone) + (now - startOfDay(today, timeZone)),
    startOfDay(addDays(day, 1), timeZone),
  );
  return { ...previous, end: until, until };
}

/** A period's days at a moment, beside the previous period's as far as they compare. */
export interface PeriodComparison {
  /** The period's days and instants. */
  readonly shown: ResolvedPeriod;
  /** The previous period, as far as it compares (`comparedPeriod`). */
  readonly previous: ResolvedPeriod;
  /** Which of the two periods' lines end with a day still being counted (`lastDaysSoFar`). */
  readonly soFar: { readonly current: boolean; readonly previous: boolean };
}

/**
 * `period` resolved in the zone at `now`, the previous period as far as it compares with it, and which of their
 * last days are counted only so far: what a screen that compares the two names and draws. An unknown time zone
 * throws a RangeError, as `resolvePeriod` does.
 */
export function periodComparison(period: Period, timeZone: string, now: number): PeriodComparison {
  const shown = resolvePeriod(period, { now, timeZone });
  const previous = comparedPeriod(shown, timeZone, now);
  return { shown, previous, soFar: lastDaysSoFar(shown, previous, timeZone, now) };
}
