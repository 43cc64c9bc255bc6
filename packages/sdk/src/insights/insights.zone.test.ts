import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDates, timeZones } from './insights.harness';
import {
  addDays,
  dayIndex,
  dayStarts,
  daysBetween,
  isCalendarDate,
  startOfDay,
  zonedDate,
} from './insights.zone';

const HOUR_MS = 3_600_000;
const hours = (from: number, to: number) => (to - from) / HOUR_MS;

describe('calendar days', () => {
  it('tells real days from look-alikes', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-01',
      '0099-01-01',
      '',
      20260101,
      null,
    ])
      expect(isCalendarDate(bad)).toBe(false);
  });

  it('counts and adds days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    fc.assert(
      fc.property(calendarDates, fc.integer({ min: -800, max: 800 }), (date, days) => {
        expect(daysBetween(date, addDays(date, days))).toBe(days);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the first instant of a day in a time zone', () => {
  it('is midnight on an ordinary day', () => {
    expect(new Date(startOfDay('2026-11-22', 'Europe/Berlin')).toISOString()).toBe(
      '2026-11-21T23:00:00.000Z',
    );
    expect(new Date(startOfDay('2026-11-22', 'Asia/Kolkata')).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(new Date(startOfDay('2026-11-22', 'UTC')).toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it('gives the days clocks change 23 or 25 hours (Berlin) or 23.5 and 24.5 (Lord Howe)', () => {
    const length = (date: string, zone: string) => {
      const [start = 0, end = 0] = dayStarts(date, date, zone);
      return hours(start, end);
    };
    expect(length('2026-03-29', 'Europe/Berlin')).toBe(23);
    expect(length('2026-10-25', 'Europe/Berlin')).toBe(25);
    expect(length('2026-11-22', 'Europe/Berlin')).toBe(24);
    expect(length('2026-04-05', 'Australia/Lord_Howe')).toBe(24.5);
    expect(length('2026-10-04', 'Australia/Lord_Howe')).toBe(23.5);
  });

  it('begins when the clock jumps where midnight does not happen (Santiago, September)', () => {
    const start = startOfDay('2026-09-06', 'America/Santiago');
    // 00:00 never shows: the clock goes from 23:59:59 on the 5th (UTC-4) to 01:00 on the 6th (UTC-3).
    expect(new Date(start).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(zonedDate(start, 'America/Santiago')).toBe('2026-09-06');
    expect(zonedDate(start - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('is the instant the day begins, in every zone, for every day', () => {
    fc.assert(
      fc.property(timeZones, calendarDates, (zone, date) => {
        const start = startOfDay(date, zone);
        // A day a zone skipped (Apia dropped 2011-12-30) begins with the next one: hence >= rather than ===.
        expect(zonedDate(start, zone) >= date).toBe(true);
        expect(zonedDate(start - 1, zone) < date).toBe(true);
        const next = startOfDay(addDays(date, 1), zone);
        // A skipped day is empty: it begins where the next one does.
        if (zonedDate(start, zone) > date) expect(next).toBe(start);
        else {
          expect(next).toBeGreaterThan(start);
          // Offsets have changed by at most 3 hours at once since 2000 (Casey, Antarctica).
          expect(hours(start, next)).toBeGreaterThanOrEqual(21);
          expect(hours(start, next)).toBeLessThanOrEqual(27);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('the days of a range', () => {
  it('start each day where startOfDay says, and end the day after the last', () => {
    fc.assert(
      fc.property(timeZones, calendarDates, fc.integer({ min: 0, max: 120 }), (zone, from, span) => {
        const to = addDays(from, span);
        const starts = dayStarts(from, to, zone);
        expect(starts).toHaveLength(span + 2);
        for (const at of [0, span >> 1, span + 1])
          expect(starts[at]).toBe(startOfDay(addDays(from, at), zone));
        for (let i = 1; i < starts.length; i += 1) {
          const [previous = 0, start = 0] = [starts[i - 1], starts[i]];
          // Only a day the zone skipped is empty (it begins where the next one does).
          if (start === previous) expect(zonedDate(previous, zone)).not.toBe(addDays(from, i - 1));
          else expect(start).toBeGreaterThan(previous);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keep a day the zone skipped, empty: Apia went from 2011-12-29 to 2011-12-31', () => {
    const starts = dayStarts('2011-12-29', '2011-12-31', 'Pacific/Apia');
    expect(starts).toHaveLength(4);
    expect(starts[1]).toBe(starts[2]);
    expect(zonedDate(starts[1] ?? 0, 'Pacific/Apia')).toBe('2011-12-31');
    expect(starts[1]).toBeGreaterThan(starts[0] ?? 0);
    expect(starts[3]).toBeGreaterThan(starts[2] ?? 0);
  });

  it('find the day an instant falls on, and nothing outside the range', () => {
    fc.assert(
      fc.property(
        timeZones,
        calendarDates,
        fc.integer({ min: 0, max: 60 }),
        fc.double({ min: -0.2, max: 1.2, noNaN: true }),
        (zone, from, span, at) => {
          const starts = dayStarts(from, addDays(from, span), zone);
          const first = starts[0] ?? 0;
          const last = starts.at(-1) ?? 0;
          const instant = Math.floor(first + at * (last - first));
          // Every day holds its first instant and its last millisecond, and nothing before or after the range.
          for (let day = 0; day + 1 < starts.length; day += 1) {
            expect(dayIndex(starts, starts[day] ?? 0)).toBe(day);
            expect(dayIndex(starts, (starts[day + 1] ?? 0) - 1)).toBe(day);
          }
          expect(dayIndex(starts, first - 1)).toBe(-1);
          expect(dayIndex(starts, last)).toBe(-1);
          const index = dayIndex(starts, instant);
          if (instant < first || instant >= last) expect(index).toBe(-1);
          else {
            expect(zonedDate(instant, zone)).toBe(addDays(from, index));
            expect(instant).toBeGreaterThanOrEqual(starts[index] ?? 0);
            expect(instant).toBeLessThan(starts[index + 1] ?? 0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
