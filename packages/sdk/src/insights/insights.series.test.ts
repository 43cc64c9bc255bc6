import { describe, expect, it } from 'vitest';
import { overviewReport } from './insights.reports';
import { seriesRows } from './insights.series';
import { tallyEvents } from './insights.tally';
import { SERIES_FIGURES } from './insights.views';

const day = (searches: number, revenue = 0) => ({
  searches,
  noResultSearches: 0,
  clicks: searches * 2,
  conversions: searches * 3,
  revenue,
});

describe('the rows of the daily chart', () => {
  it("put each day's figure beside the previous period's day in the same place", () => {
    const series = [
      { date: '2026-11-21', previousDate: '2026-11-14', current: day(4, 10.5), previous: day(1) },
      { date: '2026-11-22', previousDate: '2026-11-15', current: day(0), previous: day(7, 99) },
    ];
    expect(seriesRows(series, 'searches')).toEqual([
      { date: '2026-11-21', previousDate: '2026-11-14', current: 4, previous: 1 },
      { date: '2026-11-22', previousDate: '2026-11-15', current: 0, previous: 7 },
    ]);
    expect(seriesRows(series, 'clicks').map((row) => [row.current, row.previous])).toEqual([
      [8, 2],
      [0, 14],
    ]);
    expect(seriesRows(series, 'conversions')[1]?.previous).toBe(21);
    expect(seriesRows(series, 'revenue').map((row) => [row.current, row.previous])).toEqual([
      [10.5, 0],
      [0, 99],
    ]);
  });

  it('draw revenue in one currency at a time, never adding currencies', () => {
    const paid = (usd: number, eur: number) => ({
      ...day(1, usd),
      revenues: [
        { currency: 'USD', amount: usd },
        { currency: 'EUR', amount: eur },
      ].filter((amount) => amount.amount > 0),
    });
    const series = [
      { date: '2026-11-21', previousDate: '2026-11-14', current: paid(10, 20), previous: paid(0, 5) },
      { date: '2026-11-22', previousDate: '2026-11-15', current: paid(3, 0), previous: paid(0, 0) },
    ];
    const drawn = (currency?: string) =>
      seriesRows(series, 'revenue', currency).map((row) => [row.current, row.previous]);
    expect(drawn('EUR')).toEqual([
      [20, 5],
      [0, 0],
    ]);
    expect(drawn('USD')).toEqual([
      [10, 0],
      [3, 0],
    ]);
    // Without a currency, the report's: the days' `revenue`.
    expect(drawn()).toEqual(drawn('USD'));
    expect(seriesRows(series, 'searches', 'EUR')[0]?.current).toBe(1);
  });

  it('have a row per day of the period for every figure, zero on a quiet one', () => {
    const { series } = overviewReport(
      tallyEvents([], {
        period: { kind: 'custom', from: '2020-01-06', to: '2020-01-12' },
        now: Date.parse('2026-11-22T12:00:00Z'),
      }),
    );
    for (const figure of SERIES_FIGURES) {
      const rows = seriesRows(series, figure);
      expect(rows.map((row) => row.date)).toEqual([
        '2020-01-06',
        '2020-01-07',
        '2020-01-08',
        '2020-01-09',
        '2020-01-10',
        '2020-01-11',
        '2020-01-12',
      ]);
      expect(rows[0]).toEqual({ date: '2020-01-06', previousDate: '2019-12-30', current: 0, previous: 0 });
    }
  });
});
