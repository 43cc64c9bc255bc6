/**
 * Calendar days in an IANA time zone (on the shared wall clocks of i18n.zone): which day an instant falls
 * on, and the instant a day begins. A day is not always 24 hours: it has 23 or 25 on the days clocks change, and where clocks change at
 * midnight the day begins when the clock jumps (00:00 never happens).
 */

import { wallClock, wallClockInstants } from '../i18n/i18n.zone';

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDate = string;

/** Milliseconds in a day of 24 hours. */
export const DAY_MS = 86_400_000;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day `date` as milliseconds of its UTC midnight, or NaN when it is not a real day. */
function utcMidnight(date: CalendarDate): number {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return Number.NaN;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 02-30 over to March and maps years 0 to 99 onto 1900 to 1999: compare what came back.
  const back = new Date(time);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
    ? time
    : Number.NaN;
}

/** The UTC-midnight milliseconds as a calendar day. */
function fromUtcMidnight(time: number): CalendarDate {
  return new Date(time).toISOString().slice(0, 10);
}

/** True for a real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'string' && !Number.isNaN(utcMidnight(value));
}

/** The day `days` after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMidnight(utcMidnight(date) + days * DAY_MS);
}

/** Days from `from` to `to`: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The calendar day `instant` (epoch milliseconds) falls on in the zone. */
export function zonedDate(instant: number, timeZone: string): CalendarDate {
  return fromUtcMidnight(Math.floor(wallClock(instant, timeZone) / DAY_MS) * DAY_MS);
}

/**
 * The first instant of `date` in the zone (epoch milliseconds): its midnight, the earlier one when clocks
 * went back over midnight, or the moment the clock jumped when they went forward over it.
 */
export function startOfDay(date: CalendarDate, timeZone: string): number {
  const midnight = utcMidnight(date);
  if (Number.isNaN(midnight)) throw new RangeError(`Not a calendar day: ${date}`);
  const { instants, offsetBefore, offsetAfter } = wallClockInstants(midnight, timeZone);
  const [first] = instants;
  if (first !== undefined) return first;
  // No such midnight: the clock jumped over it. The day begins at the jump, between the two readings.
  let [before, after] = [midnight - offsetBefore, midnight - offsetAfter].sort((a, b) => a - b) as [
    number,
    number,
  ];
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (zonedDate(middle, timeZone) < date) before = middle;
    else after = middle;
  }
  return after;
}

/**
 * The first instant of each day from `from` to `to` and then of the day after: `days + 1` instants in order,
 * so day i is `[starts[i], starts[i + 1])`. Each start is checked against the day before's plus 24 hours
 * first, which holds on all days but those when clocks change.
 */
export function dayStarts(from: CalendarDate, to: CalendarDate, timeZone: string): number[] {
  const count = daysBetween(from, to) + 2;
  const starts: number[] = [];
  let date = from;
  for (let i = 0; i < count; i += 1) {
    const previous = starts[i - 1];
    const guess = previous === undefined ? undefined : previous + DAY_MS;
    starts.push(
      guess !== undefined && wallClock(guess, timeZone) === utcMidnight(date)
        ? guess
        : startOfDay(date, timeZone),
    );
    date = addDays(date, 1);
  }
  return starts;
}

/** Index of the day holding `instant` among `starts` (from dayStarts), or -1 outside them. */
export function dayIndex(starts: readonly number[], instant: number): number {
  let low = 0;
  let high = starts.length - 1;
  if (!(instant >= (starts[0] ?? Number.NaN) && instant < (starts[high] ?? Number.NaN))) return -1;
  // starts[low] <= instant < starts[high]
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((starts[middle] as number) <= instant) low = middle;
    else high = middle;
  }
  return low;
}
