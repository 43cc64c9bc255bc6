import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comparedPeriod,
  lastDaysSoFar,
  ongoingDay,
  periodComparison,
  previousPeriod,
} from './insights.compare';
import { instants, periods, timeZones } from './insights.harness';
import { resolvePeriod } from './insights.period';
import { startOfDay, zonedDate } from './insights.zone';

const HOUR_MS = 3_600_000;

describe('the day of a period still going on', () => {
  const week = { from: '2026-11-16', to: '2026-11-22' };

  it("is the period's last day until the store's midnight, then none", () => {
    const midnight = startOfDay('2026-11-23', 'Europe/Berlin');
    expect(ongoingDay(week, 'Europe/Berlin', midnight - 1)).toBe('2026-11-22');
    expect(ongoingDay(week, 'Europe/Berlin', midnight)).toBeNull();
    // The same instant is still the 22nd in New York.
    expect(ongoingDay(week, 'America/New_York', midnight)).toBe('2026-11-22');
  });

  it("is none before the period's first instant", () => {
    const start = startOfDay('2026-11-16', 'Europe/Berlin');
    expect(ongoingDay(week, 'Europe/Berlin', start - 1)).toBeNull();
    expect(ongoingDay(week, 'Europe/Berlin', start)).toBe('2026-11-16');
  });

  it('is none in a time zone the runtime does not know', () => {
    expect(ongoingDay(week, 'Mars/Olympus_Mons', Date.parse('2026-11-22T12:00:00Z'))).toBeNull();
  });

  it('follows the day on which the clocks went forward to its end', () => {
    const spring = { from: '2026-03-23', to: '2026-03-29' };
    const end = startOfDay('2026-03-30', 'Europe/Berlin');
    expect(ongoingDay(spring, 'Europe/Berlin', end - 1)).toBe('2026-03-29');
    expect(ongoingDay(spring, 'Europe/Berlin', end)).toBeNull();
  });

  it('is today for a preset resolved now, and a day of the period exactly while now is in it', () => {
    fc.assert(
      fc.property(periods(120), timeZones, instants, instants, (period, timeZone, resolvedAt, now) => {
        const resolved = resolvePeriod(period, { now: resolvedAt, timeZone });
        if (period.kind === 'preset' && period.preset !== 'lastMonth')
          expect(ongoingDay(resolved, timeZone, resolvedAt)).toBe(zonedDate(resolvedAt, timeZone));
        const day = ongoingDay(resolved, timeZone, now);
        expect(day !== null).toBe(now >= resolved.start && now < resolved.end);
        if (day !== null) expect(day).toBe(zonedDate(now, timeZone));
      }),
    );
  });
});

describe('the previous period as far as it compares', () => {
  const newYork = 'America/New_York';
  const today = (now: number, timeZone = newYork) =>
    resolvePeriod({ kind: 'preset', preset: 'today' }, { now, timeZone });

  it('counts the day before up to the same time of day while today is going on', () => {
    const now = Date.parse('2026-11-22T09:15:00Z'); // 4:15 a.m. in New York
    const before = comparedPeriod(today(now), newYork, now);
    expect(before).toMatchObject({ from: '2026-11-21', to: '2026-11-21', days: 1 });
    expect(before.start).toBe(startOfDay('2026-11-21', newYork));
    expect(before.until).toBe(Date.parse('2026-11-21T09:15:00Z'));
    expect(before.end).toBe(before.until);
  });

  it("counts nothing of it at the store's midnight, all but its last instant at the last, and all of it after", () => {
    const start = startOfDay('2026-11-22', newYork);
    const end = startOfDay('2026-11-23', newYork);
    const period = today(start);
    expect(comparedPeriod(period, newYork, start).end).toBe(startOfDay('2026-11-21', newYork));
    expect(comparedPeriod(period, newYork, end - 1).end).toBe(start - 1);
    const over = comparedPeriod(period, newYork, end);
    expect(over).toEqual(previousPeriod(period, newYork));
    expect(over.until).toBeUndefined();
  });

  it('cuts the day in the same place: the last of a rolling week, the month before, a range ending later', () => {
    const now = Date.parse('2026-11-22T17:00:00Z'); // noon in New York
    const noonOn = (date: string) => startOfDay(date, newYork) + 12 * HOUR_MS;
    const week = resolvePeriod({ kind: 'preset', preset: 'last7Days' }, { now, timeZone: newYork });
    expect(comparedPeriod(week, newYork, now)).toMatchObject({ from: '2026-11-09', to: '2026-11-15' });
    expect(comparedPeriod(week, newYork, now).until).toBe(noonOn('2026-11-15'));
    const month = resolvePeriod({ kind: 'preset', preset: 'thisMonth' }, { now, timeZone: newYork });
    expect(comparedPeriod(month, newYork, now)).toMatchObject({ from: '2026-10-10', to: '2026-10-31' });
    expect(comparedPeriod(month, newYork, now).until).toBe(noonOn('2026-10-31'));
    // Three days of the range have begun: the previous period counts as many.
    const range = resolvePeriod(
      { kind: 'custom', from: '2026-11-20', to: '2026-11-30' },
      { now, timeZone: newYork },
    );
    expect(comparedPeriod(range, newYork, now)).toMatchObject({ from: '2026-11-09', to: '2026-11-19' });
    expect(comparedPeriod(range, newYork, now).until).toBe(noonOn('2026-11-11'));
  });

  it('counts the time since midnight on a day the clocks change, and never past the day', () => {
    const berlin = 'Europe/Berlin';
    // 3:30 on the day the clocks went forward at 2:00 is two and a half hours after midnight.
    const spring = Date.parse('2026-03-29T01:30:00Z');
    expect(comparedPeriod(today(spring, berlin), berlin, spring).until).toBe(
      startOfDay('2026-03-28', berlin) + 2.5 * HOUR_MS,
    );
    // 23:30 on the day after is further into its day than the short day before has hours.
    const after = Date.parse('2026-03-30T21:30:00Z');
    expect(comparedPeriod(today(after, berlin), berlin, after).end).toBe(startOfDay('2026-03-30', berlin));
  });

  it('has the previous days, and is cut exactly while the period is going on, as far into it as now is', () => {
    fc.assert(
      fc.property(periods(120), timeZones, instants, instants, (period, timeZone, resolvedAt, now) => {
        const resolved = resolvePeriod(period, { now: resolvedAt, timeZone });
        const whole = previousPeriod(resolved, timeZone);
        const compared = comparedPeriod(resolved, timeZone, now);
        expect({ ...compared, end: whole.end, until: undefined }).toEqual({ ...whole, until: undefined });
        const going = now >= resolved.start && now < resolved.end;
        expect(compared.until !== undefined).toBe(going);
        if (compared.until === undefined) {
          expect(compared.end).toBe(whole.end);
          return;
        }
        expect(compared.end).toBe(compared.until);
        expect(compared.end).toBeGreaterThanOrEqual(whole.start);
        expect(compared.end).toBeLessThanOrEqual(whole.end);
        // As far in as now is in the period, but for the hours the clocks moved in either period.
        const gap = Math.abs(compared.end - whole.start - (now - resolved.start));
        expect(gap).toBeLessThanOrEqual(2 * HOUR_MS);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the last days of a period drawn as counted so far', () => {
  const week = { from: '2026-11-16', to: '2026-11-22' };
  const zone = 'Europe/Berlin';
  const lastDay = startOfDay('2026-11-22', zone);
  const end = startOfDay('2026-11-23', zone);

  it("are this period's last day while it is today, and the previous period's only when it is counted as far", () => {
    const until = { until: lastDay - 7 * 24 * HOUR_MS };
    expect(lastDaysSoFar(week, until, zone, lastDay)).toEqual({ current: true, previous: true });
    expect(lastDaysSoFar(week, {}, zone, end - 1)).toEqual({ current: true, previous: false });
    expect(lastDaysSoFar(week, until, zone, end)).toEqual({ current: false, previous: false });
  });

  it('are none while the period has days still to come, or in a zone the runtime does not know', () => {
    const until = { until: '2026-11-10T12:00:00.000Z' };
    expect(lastDaysSoFar(week, until, zone, lastDay - 1)).toEqual({ current: false, previous: false });
    expect(lastDaysSoFar(week, until, 'Mars/Olympus_Mons', lastDay)).toEqual({
      current: false,
      previous: false,
    });
  });
});

describe("a period's days beside the previous period's", () => {
  it('are the period resolved, the previous period as far as it compares, and which last days are so far', () => {
    fc.assert(
      fc.property(periods(120), timeZones, instants, (period, timeZone, now) => {
        const days = periodComparison(period, timeZone, now);
        const shown = resolvePeriod(period, { now, timeZone });
        const previous = comparedPeriod(shown, timeZone, now);
        expect(days).toEqual({ shown, previous, soFar: lastDaysSoFar(shown, previous, timeZone, now) });
      }),
      { numRuns: 200 },
    );
  });

  it("at noon on a week's last day: the week before up to noon, both last days so far; whole a day later", () => {
    const zone = 'Europe/Berlin';
    const week = { kind: 'custom', from: '2026-11-16', to: '2026-11-22' } as const;
    const noon = startOfDay('2026-11-22', zone) + 12 * HOUR_MS;
    const during = periodComparison(week, zone, noon);
    expect(during.previous).toMatchObject({ from: '2026-11-09', to: '2026-11-15' });
    expect(during.previous.until).toBe(startOfDay('2026-11-15', zone) + 12 * HOUR_MS);
    expect(during.soFar).toEqual({ current: true, previous: true });
    const after = periodComparison(week, zone, noon + 24 * HOUR_MS);
    expect(after.previous.until).toBeUndefined();
    expect(after.soFar).toEqual({ current: false, previous: false });
  });
});
