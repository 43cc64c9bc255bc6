import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHART_Y_AXIS_MAX_TICKS,
  CHART_Y_AXIS_STEP,
  clickThroughRate,
  conversionValue,
  MONTHLY_CHART_DOMAIN,
  monthlyChartSeries,
  NICE_Y_AXIS_MAX_TICKS,
  niceAxisStep,
  niceAxisTicks,
  RECENT_SEARCH_SORT_OPTIONS,
  realtimeBarWidth,
  realtimeTopList,
  salesAmounts,
  searchRowStatusKey,
  sortRecentSearches,
  topClickedProducts,
  totalSearchesBarWidth,
  totalSearchRingPercent,
  truncateChartLabel,
  yAxisStep,
  yAxisTicks,
} from './analytics.rules';

const event = (
  event_name: string,
  details: {
    search_query?: string;
    product_title?: string;
    revenue?: number | null;
    currency?: string | null;
  },
) => ({
  _source: { event_name, event_details: details },
});

describe('dashboard formulas', () => {
  it('CTR = clicks / searches x 100, rounded; 0 without searches', () => {
    expect(clickThroughRate(1, 3)).toBe(33);
    expect(clickThroughRate(2, 3)).toBe(67);
    expect(clickThroughRate(1, 200)).toBe(1);
    expect(clickThroughRate(1, 201)).toBe(0);
    expect(clickThroughRate(5, 0)).toBe(0);
  });
  it('conversion value = clicks x $10', () => {
    expect(conversionValue(0)).toBe(0);
    expect(conversionValue(7)).toBe(70);
  });
  it('total search ring = searches / 10 capped at 100', () => {
    expect(totalSearchRingPercent(0)).toBe(0);
    expect(totalSearchRingPercent(555)).toBe(55.5);
    expect(totalSearchRingPercent(1000)).toBe(100);
    expect(totalSearchRingPercent(1001)).toBe(100);
  });
  it('total searches bar = total / 10 capped at 100', () => {
    expect(totalSearchesBarWidth(990)).toBe(99);
    expect(totalSearchesBarWidth(5000)).toBe(100);
  });
  it('real-time bar = count x 20 capped at 100', () => {
    expect(realtimeBarWidth(0)).toBe(0);
    expect(realtimeBarWidth(1)).toBe(20);
    expect(realtimeBarWidth(4)).toBe(80);
    expect(realtimeBarWidth(5)).toBe(100);
    expect(realtimeBarWidth(9)).toBe(100);
    expect(realtimeBarWidth(-1)).toBe(0);
  });
});

describe('sales and lists', () => {
  it("sums purchase_completed revenue only, in the store's currency when none is given", () => {
    expect(
      salesAmounts([
        event('purchase_completed', { revenue: 19.5 }),
        event('purchase_completed', { revenue: 0.5 }),
        event('purchase_completed', { revenue: null }),
        event('purchase_completed', {}),
        event('product_click', { revenue: 100 }),
      ]),
    ).toEqual([{ currency: 'USD', amount: 20 }]);
    expect(salesAmounts([])).toEqual([{ currency: 'USD', amount: 0 }]);
    expect(salesAmounts([], 'EUR')).toEqual([{ currency: 'EUR', amount: 0 }]);
  });

  it("never adds up amounts in different currencies: the store's first, the others by code", () => {
    const events = [
      event('purchase_completed', { revenue: 10, currency: 'gbp' }),
      event('purchase_completed', { revenue: 5 }),
      event('purchase_completed', { revenue: 2.25, currency: 'EUR' }),
      event('purchase_completed', { revenue: 1, currency: 'USD' }),
      // A currency that is not an ISO code counts as the store's.
      event('purchase_completed', { revenue: 0.75, currency: 'euro' }),
      event('purchase_completed', { revenue: 4, currency: null }),
    ];
    expect(salesAmounts(events, 'eur')).toEqual([
      { currency: 'EUR', amount: 12 },
      { currency: 'GBP', amount: 10 },
      { currency: 'USD', amount: 1 },
    ]);
    // A store currency that is not a code reads as the spec's dollars.
    expect(salesAmounts(events, 'dollars')[0]).toEqual({ currency: 'USD', amount: 10.75 });
  });

  it('labels search rows Active when clicks > 0, else No clicks', () => {
    expect(searchRowStatusKey(1)).toBe('searchStatusActive');
    expect(searchRowStatusKey(0)).toBe('searchStatusNoClicks');
  });
  it('keeps the top 5 clicked products', () => {
    const rows = [3, 9, 1, 7, 5, 8].map((clicks) => ({ productTitle: `p${clicks}`, clicks }));
    expect(topClickedProducts(rows).map((r) => r.clicks)).toEqual([9, 8, 7, 5, 3]);
  });
  it('counts real-time top searches and clicks, 5 at most', () => {
    const events = [
      ...['shoe', 'shoe', 'hat', 'a', 'b', 'c', 'd'].map((q) => event('search', { search_query: q })),
      event('search', {}),
      event('product_click', { product_title: 'Boot' }),
    ];
    expect(realtimeTopList(events, 'search')).toEqual([
      { label: 'shoe', count: 2 },
      { label: 'a', count: 1 },
      { label: 'b', count: 1 },
      { label: 'c', count: 1 },
      { label: 'd', count: 1 },
    ]);
    expect(realtimeTopList(events, 'product_click')).toEqual([{ label: 'Boot', count: 1 }]);
  });
});

describe('charts', () => {
  it('cuts labels to 10 characters plus an ellipsis', () => {
    expect(truncateChartLabel('0123456789')).toBe('0123456789');
    expect(truncateChartLabel('0123456789A')).toBe('0123456789...');
    expect(truncateChartLabel('')).toBe('');
  });
  it('steps the y axis by 50 while that draws at most 8 ticks', () => {
    expect(CHART_Y_AXIS_STEP).toBe(50);
    expect(CHART_Y_AXIS_MAX_TICKS).toBe(8);
    expect(yAxisTicks(0)).toEqual([0, 50]);
    expect(yAxisTicks(50)).toEqual([0, 50]);
    expect(yAxisTicks(51)).toEqual([0, 50, 100]);
    expect(yAxisTicks(-4)).toEqual([0, 50]);
    expect(yAxisTicks(Number.NaN)).toEqual([0, 50]);
    expect(yAxisTicks(350)).toEqual([0, 50, 100, 150, 200, 250, 300, 350]);
  });
  it('past 8 ticks of 50, steps by the smallest round multiple of 50 that fits', () => {
    expect(yAxisTicks(351)).toEqual([0, 100, 200, 300, 400]);
    expect(yAxisTicks(700)).toEqual([0, 100, 200, 300, 400, 500, 600, 700]);
    expect(yAxisTicks(701)).toEqual([0, 200, 400, 600, 800]);
    // The usage chart's fixed 0 to 1000 scale, and the admin revenue's $1,450.
    expect(yAxisTicks(1000)).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(yAxisTicks(1450)).toEqual([0, 250, 500, 750, 1000, 1250, 1500]);
    expect(yAxisStep(10_001)).toBe(2000);
    expect(yAxisStep(Number.POSITIVE_INFINITY)).toBe(50);
  });
  it('every scale gets 2 to 8 evenly spaced round ticks from 0 just past its largest value (fast-check)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e3, max: 1e12, noNaN: true }), (max) => {
        const ticks = yAxisTicks(max);
        const step = yAxisStep(max);
        const top = ticks.at(-1) ?? 0;
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(CHART_Y_AXIS_MAX_TICKS);
        expect(step % CHART_Y_AXIS_STEP).toBe(0);
        expect(ticks).toEqual(ticks.map((_, i) => i * step));
        expect(top).toBeGreaterThanOrEqual(max);
        // No empty step above the data: the top is the first step at or above the largest value.
        expect(top - step).toBeLessThan(Math.max(max, step));
      }),
    );
  });
  it('scales a chart to its data by nice steps: 1, 2, 5, 10, 20, 25, 50, …, in at most 5 ticks', () => {
    expect(NICE_Y_AXIS_MAX_TICKS).toBe(5);
    expect(niceAxisTicks(0)).toEqual([0, 1]);
    expect(niceAxisTicks(-3)).toEqual([0, 1]);
    expect(niceAxisTicks(Number.NaN)).toEqual([0, 1]);
    expect(niceAxisTicks(1)).toEqual([0, 1]);
    expect(niceAxisTicks(0.4)).toEqual([0, 1]);
    // Four steps of 1 is the most that fits in 5 ticks; just past it, steps of 2.
    expect(niceAxisTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(niceAxisTicks(4.01)).toEqual([0, 2, 4, 6]);
    expect(niceAxisTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(niceAxisTicks(9)).toEqual([0, 5, 10]);
    expect(niceAxisTicks(43)).toEqual([0, 20, 40, 60]);
    // 25 before 50: a scale to 100 in four steps.
    expect(niceAxisTicks(81)).toEqual([0, 25, 50, 75, 100]);
    expect(niceAxisTicks(101)).toEqual([0, 50, 100, 150]);
    expect(niceAxisTicks(250.99)).toEqual([0, 100, 200, 300]);
    expect(niceAxisStep(1, 2)).toBe(1);
    expect(niceAxisStep(1.5, 2)).toBe(2);
    expect(niceAxisStep(3, 1)).toBe(5);
  });
  it('every scale fitted to its data tops its largest value in N ticks of a nice step at most (fast-check)', () => {
    /** True for 1, 2 and 5 times a power of ten and 25 times one. */
    const nice = (step: number) => {
      const power = 10 ** Math.floor(Math.log10(step));
      const factor = step / power;
      return [1, 2, 5].includes(factor) || (factor === 2.5 && power >= 10);
    };
    fc.assert(
      fc.property(
        fc.double({ min: -1e3, max: 1e12, noNaN: true }),
        fc.integer({ min: 2, max: 12 }),
        (max, maxTicks) => {
          const ticks = niceAxisTicks(max, maxTicks);
          const step = niceAxisStep(max, maxTicks);
          const top = ticks.at(-1) ?? 0;
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks.length).toBeLessThanOrEqual(maxTicks);
          expect(nice(step)).toBe(true);
          expect(ticks).toEqual(ticks.map((_, i) => i * step));
          expect(top).toBeGreaterThanOrEqual(max);
          // The top is the first step at or above the largest value: no empty step above the data.
          expect(top - step).toBeLessThan(Math.max(max, step));
        },
      ),
    );
  });
  it('scales the 12-month chart 0 to 1000 and fills missing months', () => {
    expect(MONTHLY_CHART_DOMAIN).toEqual([0, 1000]);
    const series = monthlyChartSeries(
      [
        { month: '2026-11', searches: 40, clicks: 4 },
        { month: '2025-12', searches: 5, clicks: 1 },
        { month: '2025-11', searches: 999, clicks: 9 },
      ],
      new Date('2026-11-22T01:00:00Z'),
    );
    expect(series).toHaveLength(12);
    expect(series[0]).toEqual({ month: '2025-12', searches: 5, clicks: 1 });
    expect(series[1]).toEqual({ month: '2026-01', searches: 0, clicks: 0 });
    expect(series[11]).toEqual({ month: '2026-11', searches: 40, clicks: 4 });
  });
});

describe('sortRecentSearches', () => {
  const rows = [
    { query: 'boots', searchCount: 5, clicks: 1, conversionRate: 10, revenue: 30 },
    { query: 'Apron', searchCount: 9, clicks: 0, conversionRate: 50, revenue: 5 },
    { query: 'cap', searchCount: 5, clicks: 7, conversionRate: 0, revenue: 99 },
  ];
  it.each([
    ['searchName', ['Apron', 'boots', 'cap']],
    ['searchQuantity', ['Apron', 'boots', 'cap']],
    ['clicks', ['cap', 'boots', 'Apron']],
    ['conversionRate', ['Apron', 'boots', 'cap']],
    ['totalSales', ['cap', 'boots', 'Apron']],
  ] as const)('by %s', (sort, order) => {
    expect(sortRecentSearches(rows, sort).map((r) => r.query)).toEqual(order);
  });
  it('does not change its input', () => {
    const copy = [...rows];
    sortRecentSearches(rows, 'clicks');
    expect(rows).toEqual(copy);
  });
});

describe('analytics properties', () => {
  const row = fc.record({
    query: fc.string({ maxLength: 5 }),
    searchCount: fc.nat(50),
    clicks: fc.nat(50),
    conversionRate: fc.nat(100),
    revenue: fc.nat(500),
  });
  it('sorts recent searches into a permutation ordered by the chosen figure', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 20 }),
        fc.constantFrom(...RECENT_SEARCH_SORT_OPTIONS),
        (rows, sort) => {
          const sorted = sortRecentSearches(rows, sort);
          expect(sorted).toHaveLength(rows.length);
          expect(new Set(sorted)).toEqual(new Set(rows));
          const figure = {
            searchName: null,
            searchQuantity: 'searchCount',
            clicks: 'clicks',
            conversionRate: 'conversionRate',
            totalSales: 'revenue',
          } as const;
          const key = figure[sort];
          for (let i = 1; i < sorted.length; i++) {
            const [a, b] = [sorted[i - 1], sorted[i]];
            if (!a || !b) continue;
            if (key === null) expect(a.query.localeCompare(b.query)).toBeLessThanOrEqual(0);
            else expect(a[key]).toBeGreaterThanOrEqual(b[key]);
          }
        },
      ),
    );
  });
  it('cuts labels to a prefix of at most 10 characters plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string(), (label) => {
        const cut = truncateChartLabel(label);
        if ([...label].length <= 10) expect(cut).toBe(label);
        else expect(cut).toBe(`${[...label].slice(0, 10).join('')}...`);
      }),
    );
  });
  it('keeps CTR, ring and bars within 0..100 for sane inputs', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (clicks, searches) => {
        const ctr = clickThroughRate(Math.min(clicks, searches), searches);
        expect(ctr >= 0 && ctr <= 100 && Number.isInteger(ctr)).toBe(true);
        for (const width of [
          totalSearchRingPercent(searches),
          totalSearchesBarWidth(searches),
          realtimeBarWidth(clicks),
        ]) {
          expect(width >= 0 && width <= 100).toBe(true);
        }
      }),
    );
  });
});
