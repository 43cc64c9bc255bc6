import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvePeriod } from '../insights/insights.period';
import { zonedDate } from '../insights/insights.zone';
import { FILTER_USAGE_FIELDS, filterUsageSeries } from './analytics.rules';
import type { FilterUsageRecord } from './analytics.schema';
import {
  compareFilterDays,
  compareSearchRows,
  filterUsagePeriodSeries,
  toVendorDashboard,
  vendorDashboardChanges,
} from './analytics.views';

const dashboard = (totalSearches: number, clicks: number) =>
  toVendorDashboard({
    dashboard: { totalSearches },
    recentSearches: [],
    productClicks: clicks > 0 ? [{ productTitle: 'Hoodie', clicks }] : [],
  });

describe('the vendor dashboard against the previous period', () => {
  it('moves each tile by its own figures; a tile that was 0 reads as new, 0 against 0 as flat', () => {
    const changes = vendorDashboardChanges(dashboard(120, 30), dashboard(100, 30));
    expect(changes.totalSearches).toMatchObject({
      current: 120,
      previous: 100,
      percent: 20,
      direction: 'up',
    });
    expect(changes.clickThroughRate).toMatchObject({ current: 25, previous: 30, direction: 'down' });
    expect(changes.conversionValue).toMatchObject({ delta: 0, percent: 0, direction: 'flat' });
    const fromNothing = vendorDashboardChanges(dashboard(5, 1), dashboard(0, 0));
    expect(fromNothing.totalSearches).toMatchObject({ previous: 0, percent: null, direction: 'up' });
    expect(fromNothing.clickThroughRate.percent).toBeNull();
    const empty = vendorDashboardChanges(dashboard(0, 0), dashboard(0, 0));
    expect(empty.totalSearches).toMatchObject({ percent: 0, direction: 'flat' });
    expect(empty.clickThroughRate).toMatchObject({ current: 0, previous: 0, percent: 0, direction: 'flat' });
  });

  it('moves the click-through rate by the exact rates, not the rounded ones the tile shows', () => {
    // 265 / 687 shows 39% and 231 / 653 shows 35%: up 9.0%, not 39 / 35 = 11.4%.
    const now = dashboard(687, 265);
    const before = dashboard(653, 231);
    expect([now.clickThroughRate, before.clickThroughRate]).toEqual([39, 35]);
    expect(vendorDashboardChanges(now, before).clickThroughRate).toMatchObject({
      percent: 9,
      direction: 'up',
    });
    // Both shown as 50%, yet the rate rose.
    expect(vendorDashboardChanges(dashboard(200, 101), dashboard(200, 100)).clickThroughRate).toMatchObject({
      percent: 1,
      direction: 'up',
    });
  });
});

describe('Search State rows against the previous period', () => {
  it('match queries by text; a query the previous period lacks was searched 0 times there', () => {
    const rows = compareSearchRows(
      [
        { query: 'boots', searchCount: 10, clicks: 1 },
        { query: 'hoodie', searchCount: 4, clicks: 0 },
      ],
      [
        { query: 'hoodie', searchCount: 5 },
        { query: 'socks', searchCount: 9 },
      ],
    );
    expect(rows.map((r) => [r.query, r.clicks, r.previousSearchCount, r.searchChange.direction])).toEqual([
      ['boots', 1, 0, 'up'],
      ['hoodie', 0, 5, 'down'],
    ]);
    expect(rows[0]?.searchChange.percent).toBeNull();
    expect(rows[1]?.searchChange.percent).toBe(-20);
  });
});

const record = (timestamp: string): FilterUsageRecord => ({ timestamp, brand: 'Nike' });

describe('filter usage against the previous period', () => {
  it("counts days in the store's zone, day beside day, with empty days as 0", () => {
    const days = compareFilterDays(
      [
        // 23:30 UTC on 1 November is 00:30 on 2 November in Berlin.
        record('2026-11-01T23:30:00.000Z'),
        record('2026-11-02T10:00:00.000Z'),
        record('2026-11-04T10:00:00.000Z'),
        record('not a time'),
      ],
      [record('2026-10-29T12:00:00.000Z'), record('2026-10-31T22:59:00.000Z')],
      { from: '2026-11-02', previousFrom: '2026-10-29', days: 4, timeZone: 'Europe/Berlin' },
    );
    expect(days).toEqual([
      { day: '2026-11-02', previousDay: '2026-10-29', uses: 2, previousUses: 1 },
      { day: '2026-11-03', previousDay: '2026-10-30', uses: 0, previousUses: 0 },
      { day: '2026-11-04', previousDay: '2026-10-31', uses: 1, previousUses: 1 },
      { day: '2026-11-05', previousDay: '2026-11-01', uses: 0, previousUses: 0 },
    ]);
  });

  it('counts every record of the period once, across DST changes, and nothing outside it', () => {
    const zones = fc.constantFrom(
      'UTC',
      'Europe/Berlin',
      'America/New_York',
      'Australia/Sydney',
      'Asia/Kathmandu',
    );
    fc.assert(
      fc.property(
        zones,
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: -200 * 86_400_000, max: 200 * 86_400_000 }), { maxLength: 80 }),
        (timeZone, now, length, offsets) => {
          const period = resolvePeriod(
            {
              kind: 'custom',
              from: zonedDate(now - length * 86_400_000, timeZone),
              to: zonedDate(now, timeZone),
            },
            { now, timeZone },
          );
          const records = offsets.map((offset) => record(new Date(now + offset).toISOString()));
          const inside = records.filter((r) => {
            const time = Date.parse(r.timestamp);
            return time >= period.start && time < period.end;
          });
          const days = compareFilterDays(records, [], {
            from: period.from,
            previousFrom: period.from,
            days: period.days,
            timeZone,
          });
          expect(days).toHaveLength(period.days);
          expect(days.reduce((sum, day) => sum + day.uses, 0)).toBe(inside.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("filter usage laid on a period's days", () => {
  it('gives every day of the period, a quiet day at 0 for each filter, and leaves out days outside it', () => {
    const series = filterUsageSeries(
      [
        record('2026-11-01T23:30:00.000Z'), // 2 November in Berlin: the period's first day
        record('2026-11-04T10:00:00.000Z'),
        record('2026-11-06T10:00:00.000Z'), // after the period
        record('2026-10-31T10:00:00.000Z'), // before it
      ],
      'Europe/Berlin',
    );
    const zero = { category: 0, brand: 0, size: 0, color: 0, tag: 0 };
    expect(filterUsagePeriodSeries(series, { from: '2026-11-02', days: 4 })).toEqual([
      { day: '2026-11-02', ...zero, brand: 1 },
      { day: '2026-11-03', ...zero },
      { day: '2026-11-04', ...zero, brand: 1 },
      { day: '2026-11-05', ...zero },
    ]);
  });

  it('stays empty without any day of usage, so the chart says there is no data', () => {
    expect(filterUsagePeriodSeries([], { from: '2026-11-02', days: 7 })).toEqual([]);
  });

  it("has the period's length, its days in order, and keeps each day of the period as counted", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.integer({ min: 1, max: 120 }),
        fc.array(fc.integer({ min: -30, max: 150 }), { minLength: 1, maxLength: 40 }),
        (start, days, offsets) => {
          const from = zonedDate(start, 'UTC');
          const series = filterUsageSeries(
            offsets.map((offset) => record(new Date(start + offset * 86_400_000 + 3_600_000).toISOString())),
            'UTC',
          );
          const laid = filterUsagePeriodSeries(series, { from, days });
          expect(laid).toHaveLength(days);
          expect(laid[0]?.day).toBe(from);
          for (let i = 1; i < laid.length; i++)
            expect(
              Date.parse(`${laid[i]?.day}T00:00:00Z`) - Date.parse(`${laid[i - 1]?.day}T00:00:00Z`),
            ).toBe(86_400_000);
          const counted = new Map(series.map((entry) => [entry.day, entry]));
          for (const entry of laid) {
            const expected = counted.get(entry.day);
            for (const field of FILTER_USAGE_FIELDS)
              expect(entry[field]).toBe(expected ? expected[field] : 0);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
