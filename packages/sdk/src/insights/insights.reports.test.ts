import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSearchEvent } from '../analytics/analytics.rules';
import type { UbiEvent } from '../ubi/ubi.schema';
import { reportQuery, resultCount } from './insights.events';
import { storefrontEvents, ubiEvent } from './insights.harness';
import { resolvePeriod } from './insights.period';
import {
  clickPositionsReport,
  noClicksReport,
  noConversionsReport,
  noResultsReport,
  overviewReport,
  REPORT_ROW_LIMIT,
  topConvertingReport,
  trendingReport,
} from './insights.reports';
import { type InsightsRequest, tallyEvents } from './insights.tally';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const at = (date: string, time = '10:00:00') => `${date}T${time}.000Z`;
const search = (query: string, date: string, details: UbiEvent['event_details'] = {}, store = '201') =>
  ubiEvent('search', at(date), { search_query: query, ...details }, { store_id: store });
const click = (query: string, date: string, position: number) =>
  ubiEvent('product_click', at(date, '10:00:30'), { search_query: query, position });
const purchase = (query: string, date: string, revenue: number, currency?: string) =>
  ubiEvent('purchase_completed', at(date, '10:05:00'), {
    search_query: query,
    revenue,
    ...(currency ? { currency } : {}),
  });

/** A week of a small shop (UTC): the period is 2026-11-16 to 22, the previous one 2026-11-09 to 15. */
const week: UbiEvent[] = [
  search('Sneekers', '2026-11-20', { result_count: 0, result_ids: [] }),
  search('sneekers', '2026-11-22', { result_count: 0 }),
  search('sneekers ', '2026-11-22', { result_ids: [] }),
  search('SNEEKERS', '2026-11-16', { result_count: 0 }),
  ...[1, 2, 3].map(() => search('rain jacket', '2026-11-21', { result_count: 12 })),
  click('rain jacket', '2026-11-21', 2),
  click('rain jacket', '2026-11-21', 8),
  purchase('rain jacket', '2026-11-21', 129.99, 'USD'),
  purchase('Rain Jacket', '2026-11-21', 50, 'EUR'),
  search('gift card', '2026-11-18', { result_count: 5 }),
  search('gift card', '2026-11-19', { result_count: 5 }),
  search('nike hoodie', '2026-11-17', {
    result_ids: ['1', '2', '3'],
    filter_brand: 'Nike',
    filter_color: 'Black',
  }),
  search('nike hoodie', '2026-11-17', { result_ids: ['1', '2', '3'], filter_brand: 'Nike' }),
  click('nike hoodie', '2026-11-17', 9),
  // A search without text: a shopper browsing; it counts in the totals only.
  ubiEvent('search', at('2026-11-18'), { result_count: 10 }),
  // Another vendor's store.
  search('hodie', '2026-11-20', { result_count: 0 }, '302'),
  // The previous period.
  search('rain jacket', '2026-11-10', { result_count: 12 }),
  ...[1, 2, 3, 4, 5].map(() => search('gift card', '2026-11-12', { result_count: 5 })),
  search('hodie', '2026-11-15', { result_count: 0 }),
  purchase('gift card', '2026-11-12', 25),
  // Before both periods.
  search('sneekers', '2026-10-01', { result_count: 0 }),
];

const request: InsightsRequest = {
  period: { kind: 'preset', preset: 'last7Days' },
  now: NOW,
  timeZone: 'UTC',
  scope: { storeIds: ['201', '301'] },
};
const tally = tallyEvents(week, request);

describe('the overview of a period', () => {
  it('states the period, the one before, the zone and the currency', () => {
    expect(overviewReport(tally)).toMatchObject({
      period: { from: '2026-11-16', to: '2026-11-22', days: 7 },
      previousPeriod: { from: '2026-11-09', to: '2026-11-15', days: 7 },
      timeZone: 'UTC',
      currency: 'USD',
    });
  });

  it('totals searches, clicks, purchases and revenue in the currency, each against the previous period', () => {
    const { totals } = overviewReport(tally);
    expect(totals.searches).toMatchObject({ current: 12, previous: 7, direction: 'up', percent: 71.4 });
    expect(totals.clicks).toMatchObject({ current: 3, previous: 0, percent: null });
    // Rates are exact, to be rounded only when shown: 2 / 12 is 16.67%, not 16.7%.
    expect(totals.clickThroughRate).toMatchObject({ current: 25, previous: 0 });
    expect(totals.conversions).toMatchObject({ current: 2, previous: 1 });
    expect(totals.conversionRate).toMatchObject({ current: (2 / 12) * 100, previous: (1 / 7) * 100 });
    expect(totals.conversionRate.percent).toBe(16.7);
    // The EUR purchase is a conversion, but its amount is never added to dollars.
    expect(totals.revenue).toMatchObject({ current: 129.99, previous: 25, direction: 'up' });
    expect(totals.noResultSearches).toMatchObject({ current: 4, previous: 1 });
  });

  it('gives the revenue per currency, each against the previous period in the same currency', () => {
    const { revenues } = overviewReport(tally);
    expect(revenues).toHaveLength(2);
    expect(revenues).toMatchObject([
      { currency: 'USD', current: 129.99, previous: 25, percent: 420, direction: 'up' },
      { currency: 'EUR', current: 50, previous: 0, delta: 50, percent: null, direction: 'up' },
    ]);
  });

  it("adds up the revenue in the store's currency, where a purchase that names none counts", () => {
    const euros = overviewReport(tallyEvents(week, { ...request, currency: 'eur' }));
    expect(euros.currency).toBe('EUR');
    expect(euros.totals.revenue).toMatchObject({ current: 50, previous: 25 });
    // The previous period's purchase names no currency: it was paid in its store's.
    const stores = overviewReport(tallyEvents(week, { ...request, storeCurrencies: { '201': 'EUR' } }));
    expect(stores.revenues?.map((r) => [r.currency, r.current, r.previous])).toEqual([
      ['USD', 129.99, 0],
      ['EUR', 50, 25],
    ]);
  });

  it('works out the change of a rate from its counts, not from the rounded rate', () => {
    // 265 / 687 (38.6%, shown 39%) against 231 / 653 (35.4%, shown 35%): up 9.0%, not 11.4%.
    const events = [
      ...Array.from({ length: 687 }, () => search('rain jacket', '2026-11-20')),
      ...Array.from({ length: 265 }, () => click('rain jacket', '2026-11-20', 1)),
      ...Array.from({ length: 653 }, () => search('rain jacket', '2026-11-10')),
      ...Array.from({ length: 231 }, () => click('rain jacket', '2026-11-10', 1)),
    ];
    const { clickThroughRate: ctr } = overviewReport(tallyEvents(events, request)).totals;
    expect(ctr.percent).toBe(9);
    expect(Math.round(ctr.current)).toBe(39);
    expect(Math.round(ctr.previous)).toBe(35);
  });

  it('draws each day beside the day in the same place of the previous period', () => {
    const { series } = overviewReport(tally);
    expect(series.map((p) => [p.date, p.previousDate])).toEqual([
      ['2026-11-16', '2026-11-09'],
      ['2026-11-17', '2026-11-10'],
      ['2026-11-18', '2026-11-11'],
      ['2026-11-19', '2026-11-12'],
      ['2026-11-20', '2026-11-13'],
      ['2026-11-21', '2026-11-14'],
      ['2026-11-22', '2026-11-15'],
    ]);
    expect(series[5]?.current).toEqual({
      searches: 3,
      noResultSearches: 0,
      clicks: 2,
      conversions: 2,
      revenue: 129.99,
      revenues: [
        { currency: 'USD', amount: 129.99 },
        { currency: 'EUR', amount: 50 },
      ],
    });
    expect(series[3]?.previous).toMatchObject({ searches: 5, conversions: 1, revenue: 25 });
    expect(series[0]?.current.revenues).toEqual([]);
  });

  it('counts nothing, without dividing by zero, over a period without events', () => {
    const empty = overviewReport(tallyEvents([], request));
    for (const figure of Object.values(empty.totals))
      expect(figure).toEqual({ current: 0, previous: 0, delta: 0, percent: 0, direction: 'flat' });
    expect(empty.revenues).toEqual([
      { currency: 'USD', current: 0, previous: 0, delta: 0, percent: 0, direction: 'flat' },
    ]);
    expect(empty.series).toHaveLength(7);
  });
});

describe('the reports', () => {
  it('lists queries without results, with their latest search, trend and fixes', () => {
    const report = noResultsReport(tally);
    expect(report.rows).toEqual([
      {
        query: 'sneekers',
        searches: 4,
        lastSeen: at('2026-11-22'),
        trend: [1, 0, 0, 0, 1, 0, 2],
        storeId: '201',
        fixes: [{ action: 'addSynonym' }, { action: 'addRedirect' }],
      },
    ]);
    expect(report.totalRows).toBe(1);
  });

  it('lists queries that found results nobody clicked, with pinned products as the fix', () => {
    expect(noClicksReport(tally).rows).toEqual([
      {
        query: 'gift card',
        searches: 2,
        lastSeen: at('2026-11-19'),
        storeId: '201',
        fixes: [{ action: 'pinProducts' }],
      },
    ]);
  });

  it('places clicks, and suggests a rule from the filters shoppers used when they land far down', () => {
    const report = clickPositionsReport(tally);
    expect(report.rows).toEqual([
      { query: 'rain jacket', clicks: 2, averagePosition: 5, storeId: '201', fixes: [] },
      {
        query: 'nike hoodie',
        clicks: 1,
        averagePosition: 9,
        storeId: '201',
        fixes: [
          {
            action: 'reRank',
            facets: [
              { field: 'brand', value: 'Nike' },
              { field: 'color', value: 'Black' },
            ],
          },
        ],
      },
    ]);
    expect(report.distribution.map((bucket) => bucket.clicks)).toEqual([0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0]);
    expect(report.distribution.at(-2)).toEqual({ from: 11, to: 20, clicks: 0 });
    expect(report.distribution.at(-1)).toEqual({ from: 21, to: null, clicks: 0 });
  });

  it('ranks converting queries, and gives those clicked without a purchase a rule', () => {
    expect(topConvertingReport(tally).rows).toEqual([
      {
        query: 'rain jacket',
        searches: 3,
        clicks: 2,
        conversions: 2,
        conversionRate: 66.7,
        revenue: 129.99,
        revenues: [
          { currency: 'USD', amount: 129.99 },
          { currency: 'EUR', amount: 50 },
        ],
        storeId: '201',
        fixes: [],
      },
    ]);
    expect(noConversionsReport(tally).rows).toMatchObject([
      { query: 'nike hoodie', searches: 2, clicks: 1, conversions: 0, fixes: [{ action: 'reRank' }] },
    ]);
  });

  it('finds what rose and fell against the previous period, new queries and gone ones included', () => {
    const report = trendingReport(tally);
    expect(report.rising.map((row) => [row.query, row.searches.current, row.searches.previous])).toEqual([
      ['sneekers', 4, 0],
      // Both rose by 2: the more searched first.
      ['rain jacket', 3, 1],
      ['nike hoodie', 2, 0],
    ]);
    expect(report.falling.map((row) => [row.query, row.searches.delta, row.fixes])).toEqual([
      ['gift card', -3, [{ action: 'pinProducts' }]],
      ['hodie', -1, []],
    ]);
    expect(report.rising[0]?.fixes).toEqual([{ action: 'addSynonym' }, { action: 'addRedirect' }]);
  });

  it("reads one store, one platform, or all of a vendor's stores", () => {
    const only = (scope: InsightsRequest['scope']) =>
      overviewReport(tallyEvents(week, { ...request, scope })).totals;
    expect(only({ storeIds: ['302'] }).searches.current).toBe(1);
    expect(only({ storeIds: ['201', '301', '302'] }).searches.current).toBe(13);
    expect(only({}).searches.current).toBe(13);
    expect(only({ platform: 'woocommerce' }).searches.current).toBe(0);
    expect(
      noResultsReport(tallyEvents(week, { ...request, scope: { storeIds: ['302'] } })).rows[0]?.query,
    ).toBe('hodie');
  });

  it('names the store where a query was searched most, where it found nothing for a query without results', () => {
    const stores = [
      // Searched most in 202, but found nothing most in 203.
      ...[1, 2, 3].map(() => search('boots', '2026-11-20', { result_count: 4 }, '202')),
      ...[1, 2].map(() => search('boots', '2026-11-21', { result_count: 0 }, '203')),
      search('boots', '2026-11-21', { result_count: 0 }, '202'),
      // A tie goes to the lower id.
      search('scarf', '2026-11-20', { result_count: 0 }, '205'),
      search('scarf', '2026-11-20', { result_count: 0 }, '204'),
      // Ids of digits in number order: 99 is lower than 100.
      search('cap', '2026-11-20', { result_count: 0 }, '100'),
      search('cap', '2026-11-20', { result_count: 0 }, '99'),
      // A search that names no store names none.
      ubiEvent('search', at('2026-11-20'), { search_query: 'belt', result_count: 0 }, { store_id: null }),
    ];
    const all = tallyEvents(stores, { ...request, scope: {} });
    const storeOf = (rows: readonly { query: string; storeId?: string }[]) =>
      Object.fromEntries(rows.map((row) => [row.query, row.storeId]));
    expect(storeOf(noResultsReport(all).rows)).toEqual({
      boots: '203',
      scarf: '204',
      cap: '99',
      belt: undefined,
    });
    expect(storeOf(trendingReport(all).rising)).toEqual({
      boots: '202',
      scarf: '204',
      cap: '99',
      belt: undefined,
    });
    expect(noResultsReport(all).rows.find((row) => row.query === 'belt')).not.toHaveProperty('storeId');
  });

  it('keeps the first REPORT_ROW_LIMIT rows and says how many there are', () => {
    const many = Array.from({ length: REPORT_ROW_LIMIT + 20 }, (_, i) =>
      search(`query ${String(i).padStart(4, '0')}`, '2026-11-20', { result_count: 0 }),
    );
    const report = noResultsReport(tallyEvents(many, request));
    expect(report.rows).toHaveLength(REPORT_ROW_LIMIT);
    expect(report.totalRows).toBe(REPORT_ROW_LIMIT + 20);
    expect(report.rows[0]?.query).toBe('query 0000');
  });
});

describe('the reports over any events', () => {
  const periodRequest = (oneVendor: boolean): InsightsRequest => ({
    period: { kind: 'custom', from: '2026-11-09', to: '2026-11-22' },
    now: NOW,
    timeZone: 'Europe/Berlin',
    scope: oneVendor ? { storeIds: ['201', '301'] } : {},
  });
  const month = storefrontEvents(NOW, 30);

  it('count every search of the period so far and of the one before as far, as a plain count does', () => {
    fc.assert(
      fc.property(month, fc.boolean(), (events, oneVendor) => {
        const req = periodRequest(oneVendor);
        const report = overviewReport(tallyEvents(events, req));
        const period = resolvePeriod(req.period, { now: NOW, timeZone: 'Europe/Berlin' });
        const stores = req.scope?.storeIds;
        const counted = (from: number, to: number) =>
          events.filter((e) => {
            const time = Date.parse(e.timestamp);
            return (
              isSearchEvent(e.event_name) &&
              time >= from &&
              time < to &&
              (!stores || (e.store_id !== null && stores.includes(e.store_id)))
            );
          });
        const length = period.end - period.start;
        const now = counted(period.start, period.end);
        // The period is going on: the previous one counts as far into it as now is into this one. The
        // previous 14 days of Berlin have no clock change here, so they are as long as these.
        const before = counted(period.start - length, NOW - length);
        expect(report.totals.searches.current).toBe(now.length);
        expect(report.totals.searches.previous).toBe(before.length);
        expect(report.previousPeriod.until).toBe(new Date(NOW - length).toISOString());
        expect(report.totals.noResultSearches.current).toBe(
          now.filter((e) => resultCount(e.event_details) === 0).length,
        );
        expect(report.series.reduce((sum, p) => sum + p.current.searches, 0)).toBe(now.length);
        expect(report.series.reduce((sum, p) => sum + p.previous.searches, 0)).toBe(before.length);
      }),
      { numRuns: 150 },
    );
  });

  it('do not depend on the order of the events', () => {
    fc.assert(
      fc.property(
        month.chain((events) =>
          fc.tuple(fc.constant(events), fc.shuffledSubarray(events, { minLength: events.length })),
        ),
        ([events, shuffled]) => {
          const req = periodRequest(false);
          const a = tallyEvents(events, req);
          const b = tallyEvents(shuffled, req);
          expect(overviewReport(b)).toEqual(overviewReport(a));
          expect(noResultsReport(b)).toEqual(noResultsReport(a));
          expect(clickPositionsReport(b)).toEqual(clickPositionsReport(a));
          expect(trendingReport(b)).toEqual(trendingReport(a));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('hold rows that agree with the totals: trends add up, no row counts more than the period has', () => {
    fc.assert(
      fc.property(month, (events) => {
        const t = tallyEvents(events, periodRequest(false));
        const { totals } = overviewReport(t);
        const noResults = noResultsReport(t);
        let empty = 0;
        for (const row of noResults.rows) {
          expect(row.trend.reduce((a, b) => a + b, 0)).toBe(row.searches);
          expect(row.query).toBe(reportQuery(row.query));
          empty += row.searches;
        }
        expect(empty).toBeLessThanOrEqual(totals.noResultSearches.current);
        const positions = clickPositionsReport(t);
        const placed = positions.distribution.reduce((sum, bucket) => sum + bucket.clicks, 0);
        expect(placed).toBeLessThanOrEqual(totals.clicks.current);
        expect(positions.rows.reduce((sum, row) => sum + row.clicks, 0)).toBeLessThanOrEqual(placed);
        for (const row of positions.rows) expect(row.averagePosition).toBeGreaterThanOrEqual(1);
        const converting = topConvertingReport(t).rows;
        expect(converting.reduce((sum, row) => sum + row.conversions, 0)).toBeLessThanOrEqual(
          totals.conversions.current,
        );
        for (const row of noClicksReport(t).rows) expect(row.searches).toBeGreaterThan(0);
        const trending = trendingReport(t);
        for (const row of trending.rising) expect(row.searches.direction).toBe('up');
        for (const row of trending.falling) expect(row.searches.direction).toBe('down');
      }),
      { numRuns: 150 },
    );
  });

  it('add up revenue per currency, never across currencies, with `revenue` the report currency alone', () => {
    fc.assert(
      fc.property(month, (events) => {
        const report = overviewReport(tallyEvents(events, periodRequest(true)));
        const revenues = report.revenues ?? [];
        // Every currency once, the report's first; the days add up to the period in each.
        expect(new Set(revenues.map((r) => r.currency)).size).toBe(revenues.length);
        expect(revenues[0]?.currency).toBe(report.currency);
        for (const { currency, current, previous } of revenues) {
          const days = (side: 'current' | 'previous') =>
            report.series.reduce(
              (sum, p) => sum + (p[side].revenues?.find((r) => r.currency === currency)?.amount ?? 0),
              0,
            );
          expect(days('current')).toBeCloseTo(current, 2);
          expect(days('previous')).toBeCloseTo(previous, 2);
        }
        expect(report.totals.revenue.current).toBe(revenues[0]?.current);
        expect(report.totals.revenue.previous).toBe(revenues[0]?.previous);
      }),
      { numRuns: 100 },
    );
  });
});
