import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enComplete as en } from '../i18n/messages';
import { previousPeriod } from './insights.compare';
import { calendarDates, instants, periods, timeZones } from './insights.harness';
import {
  DEFAULT_PERIOD,
  MAX_PERIOD_DAYS,
  PERIOD_PRESET_LABELS,
  type PERIOD_PRESETS,
  parsePeriod,
  parseTimeZone,
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
