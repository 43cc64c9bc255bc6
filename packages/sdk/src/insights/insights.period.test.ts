import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enComplete as en } from '../i18n/messages';
import { calendarDates, instants, periods, timeZones } from './insights.harness';
import {
  comparedPeriod,
  DEFAULT_PERIOD,
  lastDaysSoFar,
  MAX_PERIOD_DAYS,
  ongoingDay,
  PERIOD_PRESET_LABELS,
  type PERIOD_PRESETS,
  parsePeriod,
  parseTimeZone,
  previousPeriod,
  resolvePeriod,
  serialisePeriod,
} from './insights.period';
import { addDays, daysBetween, startOfDay, zonedDate } from './insights.zone';

const HOUR_MS = 3_600_000;
const messageKeys = new Set(Object.keys(en));

describe('a period in a URL', () => {
  it('writes presets as words and ranges as from..to', () => {
    expect(serialisePeriod({ kind: 'preset', preset: 'last30Days' })).toBe('last-30-days');
    expect(serialisePeriod({ kind: 'custom', from: '2026-11-01', to: '2026-11-22' })).toBe(
      '2026-11-01..2026-11-22',
    );
    expect(parsePeriod('this-month')).toEqual({ ok: true, value: { kind: 'preset', preset: 'thisMonth' } });
    expect(serialisePeriod(DEFAULT_PERIOD)).toBe('last-7-days');
  });

  it('reads back every period it writes, in URL-safe characters', () => {
    fc.assert(
      fc.property(periods(MAX_PERIOD_DAYS), (period) => {
        const text = serialisePeriod(period);
        expect(encodeURIComponent(text)).toBe(text);
        expect(parsePeriod(text)).toEqual({ ok: true, value: period });
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['yesterday', 'periodInvalid', undefined],
    ['', 'periodInvalid', undefined],
    ['2026-11-01', 'periodInvalid', undefined],
    ['2026-11-01..2026-11-02..2026-11-03', 'periodInvalid', undefined],
    ['2026-11-1..2026-11-22', 'periodInvalid', undefined],
    ['2026-02-30..2026-03-02', 'periodDateInvalid', { date: '2026-02-30' }],
    ['2026-03-01..2026-13-01', 'periodDateInvalid', { date: '2026-13-01' }],
    ['2026-11-22..2026-11-01', 'periodEndBeforeStart', undefined],
    ['2025-01-01..2026-01-02', 'periodTooLong', { days: MAX_PERIOD_DAYS }],
  ])('refuses %j with %s', (text, messageKey, params) => {
    expect(parsePeriod(text)).toEqual({
      ok: false,
      errors: [{ field: 'period', messageKey, ...(params ? { params } : {}) }],
    });
  });

  it('accepts a range of exactly MAX_PERIOD_DAYS days, leap years included', () => {
    expect(parsePeriod('2028-01-01..2028-12-31').ok).toBe(true);
    expect(daysBetween('2028-01-01', '2028-12-31') + 1).toBe(MAX_PERIOD_DAYS);
  });

  it('never throws on any input, refuses with a catalogue message, and reads only its own writing', () => {
    const nearMiss = fc.oneof(
      fc.string(),
      fc.constantFrom(
        ...Object.values(PERIOD_PRESET_LABELS),
        'last-7-days ',
        'LAST-7-DAYS',
        '..',
        '0000-01-01..0000-01-01',
      ),
      fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })).map(([a, b]) => `${a}..${b}`),
      fc
        .tuple(calendarDates, calendarDates, fc.constantFrom('..', '...', '.', '_', '..'))
        .map(([a, b, separator]) => `${a}${separator}${b}`),
    );
    fc.assert(
      fc.property(fc.oneof(nearMiss, fc.anything()), (input) => {
        const result = parsePeriod(input);
        if (result.ok) expect(serialisePeriod(result.value)).toBe(input);
        else for (const error of result.errors) expect(messageKeys.has(error.messageKey)).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });

  it('reads a time zone Intl knows, and refuses others with their name', () => {
    expect(parseTimeZone('America/Sao_Paulo')).toEqual({ ok: true, value: 'America/Sao_Paulo' });
    expect(parseTimeZone('Moon/Base')).toEqual({
      ok: false,
      errors: [{ field: 'timeZone', messageKey: 'timeZoneInvalid', params: { timeZone: 'Moon/Base' } }],
    });
  });
});

describe('a period resolved in the store’s time zone', () => {
  const berlin = { now: Date.parse('2026-11-22T12:00:00Z'), timeZone: 'Europe/Berlin' };

  it('makes each preset a range of whole days ending today, or a calendar month', () => {
    const resolved = (preset: (typeof PERIOD_PRESETS)[number]) => {
      const { from, to, days } = resolvePeriod({ kind: 'preset', preset }, berlin);
      return { from, to, days };
    };
    expect(resolved('today')).toEqual({ from: '2026-11-22', to: '2026-11-22', days: 1 });
    expect(resolved('last7Days')).toEqual({ from: '2026-11-16', to: '2026-11-22', days: 7 });
    expect(resolved('last30Days')).toEqual({ from: '2026-10-24', to: '2026-11-22', days: 30 });
    expect(resolved('last90Days')).toEqual({ from: '2026-08-25', to: '2026-11-22', days: 90 });
    expect(resolved('thisMonth')).toEqual({ from: '2026-11-01', to: '2026-11-22', days: 22 });
    expect(resolved('lastMonth')).toEqual({ from: '2026-10-01', to: '2026-10-31', days: 31 });
  });

  it("counts today as the store's today: late evening in New York is already tomorrow in UTC", () => {
    const now = Date.parse('2026-11-23T03:30:00Z');
    expect(
      resolvePeriod({ kind: 'preset', preset: 'today' }, { now, timeZone: 'America/New_York' }).from,
    ).toBe('2026-11-22');
    expect(resolvePeriod({ kind: 'preset', preset: 'today' }, { now, timeZone: 'UTC' }).from).toBe(
      '2026-11-23',
    );
  });

  it('has a day of 23 hours when the clocks go forward, and compares with 7 ordinary days', () => {
    const week = resolvePeriod({ kind: 'custom', from: '2026-03-23', to: '2026-03-29' }, berlin);
    expect((week.end - week.start) / HOUR_MS).toBe(7 * 24 - 1);
    const before = previousPeriod(week, 'Europe/Berlin');
    expect(before).toMatchObject({ from: '2026-03-16', to: '2026-03-22', days: 7 });
    expect((before.end - before.start) / HOUR_MS).toBe(7 * 24);
    expect(before.end).toBe(week.start);
  });

  it('covers exactly its days, from the first instant of the first to the first of the day after', () => {
    fc.assert(
      fc.property(periods(120), timeZones, instants, (period, timeZone, now) => {
        const resolved = resolvePeriod(period, { now, timeZone });
        expect(resolved.days).toBe(daysBetween(resolved.from, resolved.to) + 1);
        expect(resolved.start).toBe(startOfDay(resolved.from, timeZone));
        expect(resolved.end).toBe(startOfDay(addDays(resolved.to, 1), timeZone));
        expect(resolved.end).toBeGreaterThan(resolved.start);
        if (period.kind === 'custom') expect(resolved).toMatchObject({ from: period.from, to: period.to });
        else if (period.preset === 'lastMonth') {
          expect(resolved.end).toBe(startOfDay(`${zonedDate(now, timeZone).slice(0, 8)}01`, timeZone));
          expect(resolved.from.slice(8)).toBe('01');
          expect(resolved.days).toBeGreaterThanOrEqual(28);
          expect(resolved.days).toBeLessThanOrEqual(31);
        } else {
          // Every other preset ends today: now is inside it.
          expect(resolved.to).toBe(zonedDate(now, timeZone));
          expect(now).toBeGreaterThanOrEqual(resolved.start);
          expect(now).toBeLessThan(resolved.end);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('compares with the previous period of as many days, ending where it starts', () => {
    fc.assert(
      fc.property(periods(MAX_PERIOD_DAYS), timeZones, instants, (period, timeZone, now) => {
        const resolved = resolvePeriod(period, { now, timeZone });
        const before = previousPeriod(resolved, timeZone);
        expect(before.days).toBe(resolved.days);
        expect(before.end).toBe(resolved.start);
        expect(before.to).toBe(addDays(resolved.from, -1));
      }),
      { numRuns: 200 },
    );
  });
});

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
