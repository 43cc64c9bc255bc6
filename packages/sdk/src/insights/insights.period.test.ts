import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enComplete as en } from '../i18n/messages';
import { previousPeriod } from './insights.compare';
import { calendarDates, instants, periods, timeZones } from './insights.harness';
import {
  addressPeriod,
  DEFAULT_PERIOD,
  DEFAULT_TIME_ZONE,
  MAX_PERIOD_DAYS,
  PERIOD_PRESET_LABELS,
  type PERIOD_PRESETS,
  parsePeriod,
  parseTimeZone,
  periodToday,
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

describe('a period that ends after the store’s today', () => {
  const refused = { ok: false, errors: [{ field: 'period', messageKey: 'periodEndsAfterToday' }] };

  it('is refused given today: ending today is accepted, ending tomorrow is not, a preset always is', () => {
    const today = '2026-11-29';
    expect(parsePeriod('2026-11-20..2026-11-29', today).ok).toBe(true);
    expect(parsePeriod('2026-11-29..2026-11-29', today).ok).toBe(true);
    expect(parsePeriod('2026-11-20..2026-11-30', today)).toEqual(refused);
    expect(parsePeriod('2026-11-20..2026-12-10', today)).toEqual(refused);
    expect(parsePeriod('2026-12-01..2026-12-31', today)).toEqual(refused);
    // Across a year's end.
    expect(parsePeriod('2026-12-01..2027-01-01', '2026-12-31')).toEqual(refused);
    for (const token of ['today', 'last-7-days', 'last-30-days', 'last-90-days', 'this-month', 'last-month'])
      expect(parsePeriod(token, today).ok).toBe(true);
    // Other reasons come first: a range ending before it starts is refused as such, even in the future.
    expect(parsePeriod('2026-12-10..2026-12-01', today)).toMatchObject({
      errors: [{ messageKey: 'periodEndBeforeStart' }],
    });
    // Without today (the demo backend's check of a request), the future is not looked at.
    expect(parsePeriod('2026-12-01..2026-12-31').ok).toBe(true);
  });

  it('accepts exactly the ranges ending on or before today, whatever today is', () => {
    fc.assert(
      fc.property(periods(MAX_PERIOD_DAYS), calendarDates, (period, today) => {
        const result = parsePeriod(serialisePeriod(period), today);
        if (period.kind === 'custom' && period.to > today) expect(result).toEqual(refused);
        else expect(result).toEqual({ ok: true, value: period });
      }),
      { numRuns: 500 },
    );
  });

  it("takes today in the store's zone: a New York evening is still today there, tomorrow in UTC", () => {
    // 03:30 UTC on 30 November is 22:30 on 29 November in New York.
    const now = Date.parse('2026-11-30T03:30:00Z');
    expect(periodToday(now, 'America/New_York')).toBe('2026-11-29');
    expect(periodToday(now, 'UTC')).toBe('2026-11-30');
    expect(parsePeriod('2026-11-23..2026-11-30', periodToday(now, 'America/New_York'))).toEqual(refused);
    expect(parsePeriod('2026-11-23..2026-11-30', periodToday(now, 'UTC')).ok).toBe(true);
    // A zone the runtime does not know, or none, counts in UTC rather than throwing.
    expect(periodToday(now, 'Mars/Olympus_Mons')).toBe('2026-11-30');
    expect(periodToday(now, undefined)).toBe(zonedDate(now, DEFAULT_TIME_ZONE));
  });

  it('keeps today until the last instant before midnight, on the days the clocks change too', () => {
    // Days of 23 and 25 hours in New York, Berlin and Sydney, and a day that begins at 01:00 in Santiago.
    for (const [timeZone, day] of [
      ['America/New_York', '2026-03-08'],
      ['America/New_York', '2026-11-01'],
      ['Europe/Berlin', '2026-03-29'],
      ['Europe/Berlin', '2026-10-25'],
      ['Australia/Sydney', '2026-04-05'],
      ['America/Santiago', '2026-09-06'],
    ] as const) {
      const start = startOfDay(day, timeZone);
      const end = startOfDay(addDays(day, 1), timeZone);
      for (const now of [start, start + HOUR_MS, end - 1]) {
        const today = periodToday(now, timeZone);
        expect(today).toBe(day);
        expect(parsePeriod(`${addDays(day, -6)}..${day}`, today).ok).toBe(true);
        expect(parsePeriod(`${addDays(day, -6)}..${addDays(day, 1)}`, today)).toEqual(refused);
      }
      expect(periodToday(end, timeZone)).toBe(addDays(day, 1));
    }
  });

  it('is the day of now in the zone for any instant and zone, so a period ending then includes now', () => {
    fc.assert(
      fc.property(instants, timeZones, (now, timeZone) => {
        const today = periodToday(now, timeZone);
        const period = parsePeriod(`${addDays(today, -6)}..${today}`, today);
        expect(period.ok).toBe(true);
        if (!period.ok) return;
        const resolved = resolvePeriod(period.value, { now, timeZone });
        expect(now).toBeGreaterThanOrEqual(resolved.start);
        expect(now).toBeLessThan(resolved.end);
        expect(parsePeriod(`${today}..${addDays(today, 1)}`, today).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe("an address's period", () => {
  const today = '2026-11-29';

  it('is the default without one, refused by nobody', () => {
    expect(addressPeriod(undefined, today)).toEqual({ period: DEFAULT_PERIOD, refused: null });
  });

  it('is the one it names when it can be shown', () => {
    expect(addressPeriod('last-30-days', today)).toEqual({
      period: { kind: 'preset', preset: 'last30Days' },
      refused: null,
    });
    expect(addressPeriod('2026-11-01..2026-11-29', today)).toEqual({
      period: { kind: 'custom', from: '2026-11-01', to: '2026-11-29' },
      refused: null,
    });
  });

  it.each([
    ['2026-11-10..2026-11-01', 'periodEndBeforeStart', undefined],
    ['2020-01-01..2026-11-29', 'periodTooLong', { days: MAX_PERIOD_DAYS }],
    ['2026-02-30..2026-03-05', 'periodDateInvalid', { date: '2026-02-30' }],
    ['garbage', 'periodInvalid', undefined],
    ['2026-12-01..2026-12-31', 'periodEndsAfterToday', undefined],
  ])('is the default for %j, with the text as written and why (%s)', (text, messageKey, params) => {
    expect(addressPeriod(text, today)).toEqual({
      period: DEFAULT_PERIOD,
      refused: { text, issue: { field: 'period', messageKey, ...(params ? { params } : {}) } },
    });
  });

  it('shows what parsePeriod accepts and refuses the rest with its first reason, for any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), periods(MAX_PERIOD_DAYS).map(serialisePeriod)),
        calendarDates,
        (text, day) => {
          const parsed = parsePeriod(text, day);
          const shown = addressPeriod(text, day);
          if (parsed.ok) expect(shown).toEqual({ period: parsed.value, refused: null });
          else expect(shown).toEqual({ period: DEFAULT_PERIOD, refused: { text, issue: parsed.errors[0] } });
        },
      ),
      { numRuns: 300 },
    );
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
