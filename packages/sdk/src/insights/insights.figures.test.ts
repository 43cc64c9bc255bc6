import { describe, expect, it } from 'vitest';
import {
  batchDashboardSchema,
  filterUsageRecordSchema,
  realtimeDataSchema,
  recentSearchRowSchema,
} from '../analytics/analytics.schema';
import { DEMO_USAGE_MONTHS } from '../mocks/mocks.seed';
import { usageStatsSchema } from '../usage/usage.schema';
import {
  ALL_TIME,
  batchDashboardFromEvents,
  filterUsageFromEvents,
  REALTIME_EVENT_LIMIT,
  realtimeFromEvents,
  recentSearchesFromEvents,
  searchesThisMonth,
  usageStatsFromEvents,
} from './insights.figures';
import { ubiEvent } from './insights.harness';
import { REPORT_ROW_LIMIT } from './insights.reports';
import { DAY_MS } from './insights.zone';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const HOUR = 3_600_000;
const search = (query: string, at: number, details = {}, store = '201') =>
  ubiEvent('search', at, { search_query: query, result_count: 5, ...details }, { store_id: store });
const click = (query: string, at: number, product_title: string, store = '201') =>
  ubiEvent('product_click', at, { search_query: query, product_title, position: 1 }, { store_id: store });
const purchase = (query: string, at: number, revenue: number, store = '201') =>
  ubiEvent(
    'purchase_completed',
    at,
    { search_query: query, product_title: 'Nike Air Hoodie', revenue },
    { store_id: store },
  );

const events = [
  search('Nike Hoodie', NOW - 3 * HOUR, {
    filter_brand: 'Nike',
    location_city: 'Berlin',
    location_country: 'DE',
    location_lat: 52.52,
    location_lon: 13.4,
  }),
  search('nike hoodie', NOW - 30 * HOUR, { filter_brand: 'Nike', filter_color: 'Black' }),
  search('nike hoodie', NOW - 40 * DAY_MS),
  click('nike hoodie', NOW - 3 * HOUR + 20_000, 'Nike Air Hoodie'),
  click('nike hoodie', NOW - 30 * HOUR + 20_000, 'Nike Air Hoodie'),
  purchase('nike hoodie', NOW - 2 * HOUR, 59.99),
  search('sneekers', NOW - 1 * HOUR, { result_count: 0 }),
  click('socks', NOW - 5 * HOUR, 'Merino Sock'),
  search('socks', NOW - 100 * DAY_MS, { filter_size: 'M' }),
  search('hodie', NOW - 2 * HOUR, { result_count: 0 }, '301'),
  search('trail', NOW - 2 * HOUR, {}, '302'),
  // After now (a clock ahead), and an event the screens do not count.
  search('future', NOW + HOUR),
  ubiEvent('add_to_cart', NOW - HOUR, { search_query: 'nike hoodie' }),
];

describe("the screens' figures from the events", () => {
  it("give the vendor dashboard a store's searches, its queries (latest first) and its clicked products", () => {
    const dashboard = batchDashboardFromEvents(events, '201');
    expect(batchDashboardSchema.safeParse(dashboard).success).toBe(true);
    expect(dashboard.dashboard.totalSearches).toBe(6);
    expect(
      dashboard.recentSearches.map((r) => [r.query, r.searchCount, r.clicks, r.conversionRate, r.revenue]),
    ).toEqual([
      ['future', 1, 0, 0, 0],
      ['sneekers', 1, 0, 0, 0],
      ['nike hoodie', 3, 2, 33.3, 59.99],
      ['socks', 1, 1, 0, 0],
    ]);
    expect(dashboard.recentSearches[2]?.lastSearched).toBe(new Date(NOW - 3 * HOUR).toISOString());
    expect(dashboard.productClicks).toEqual([
      { productTitle: 'Nike Air Hoodie', clicks: 2 },
      { productTitle: 'Merino Sock', clicks: 1 },
    ]);
  });

  it("give the Search State table a vendor's queries over its stores, the most searched first", () => {
    const rows = recentSearchesFromEvents(events, ['201', '301']);
    for (const row of rows) expect(recentSearchRowSchema.safeParse(row).success).toBe(true);
    expect(rows.map((r) => [r.query, r.searchCount])).toEqual([
      ['nike hoodie', 3],
      ['future', 1],
      ['hodie', 1],
      ['sneekers', 1],
      ['socks', 1],
    ]);
  });

  it('add up revenue per currency, in the currency each store sells in, never across currencies', () => {
    const sold = [
      search('rain jacket', NOW - HOUR),
      search('rain jacket', NOW - HOUR, {}, '301'),
      search('puffer', NOW - HOUR, {}, '301'),
      purchase('rain jacket', NOW - HOUR, 159.99),
      // No currency named: the store's, euros.
      purchase('rain jacket', NOW - HOUR, 200, '301'),
      purchase('rain jacket', NOW - HOUR, 2.98, '301'),
      purchase('puffer', NOW - HOUR, 222.59, '301'),
    ];
    const currencies = { '201': 'USD', '301': 'EUR' };
    const rows = recentSearchesFromEvents(sold, ['201', '301'], ALL_TIME, currencies);
    for (const row of rows) expect(recentSearchRowSchema.safeParse(row).success).toBe(true);
    expect(rows.map((r) => [r.query, r.revenue, r.currency, r.revenues])).toEqual([
      [
        'rain jacket',
        159.99,
        'USD',
        [
          { currency: 'USD', amount: 159.99 },
          { currency: 'EUR', amount: 202.98 },
        ],
      ],
      // Sold only in euros: its revenue is in euros, not 0 dollars.
      ['puffer', 222.59, 'EUR', [{ currency: 'EUR', amount: 222.59 }]],
    ]);
    // A store's dashboard is in its currency; one without purchases at 0 in it.
    const outlet = batchDashboardFromEvents(sold, '301', ALL_TIME, 'EUR').recentSearches;
    expect(outlet.map((r) => [r.query, r.revenue, r.currency])).toEqual([
      ['puffer', 222.59, 'EUR'],
      ['rain jacket', 202.98, 'EUR'],
    ]);
    expect(
      batchDashboardFromEvents([search('boots', NOW, {}, '301')], '301', ALL_TIME, 'EUR').recentSearches,
    ).toMatchObject([{ revenue: 0, currency: 'EUR', revenues: [] }]);
  });

  it('give the filter chart the searches that applied filters in the last 90 days, oldest first', () => {
    const records = filterUsageFromEvents(events, '201', NOW);
    for (const record of records) expect(filterUsageRecordSchema.safeParse(record).success).toBe(true);
    expect(records).toEqual([
      {
        timestamp: new Date(NOW - 30 * HOUR).toISOString(),
        category: null,
        brand: 'Nike',
        size: null,
        color: 'Black',
        tag: null,
      },
      {
        timestamp: new Date(NOW - 3 * HOUR).toISOString(),
        category: null,
        brand: 'Nike',
        size: null,
        color: null,
        tag: null,
      },
    ]);
  });

  it('give the real-time page the last 24 hours, per hour and newest first, with where searches came from', () => {
    const realtime = realtimeFromEvents(events, '201', NOW);
    expect(realtimeDataSchema.safeParse(realtime).success).toBe(true);
    expect(
      realtime.recentEvents.map((e) => [e._source.event_name, e._source.event_details.search_query]),
    ).toEqual([
      ['search', 'sneekers'],
      ['purchase_completed', 'nike hoodie'],
      ['product_click', 'nike hoodie'],
      ['search', 'Nike Hoodie'],
      ['product_click', 'socks'],
    ]);
    expect(realtime.recentEvents[1]?._source.event_details.revenue).toBe(59.99);
    expect(realtime.recentEvents[3]?._source.event_details.location).toEqual({
      city: 'Berlin',
      country: 'DE',
      lat: 52.52,
      lon: 13.4,
    });
    expect(realtime.hourlyData).toHaveLength(24);
    expect(realtime.hourlyData.reduce((sum, hour) => sum + hour.doc_count, 0)).toBe(5);
  });

  it(`send at most ${REPORT_ROW_LIMIT} queries to the dashboard and the Search State table`, () => {
    const many = Array.from({ length: REPORT_ROW_LIMIT + 3 }, (_, i) => search(`q${i}`, NOW - i * 1000));
    const dashboard = batchDashboardFromEvents(many, '201');
    expect(dashboard.dashboard.totalSearches).toBe(REPORT_ROW_LIMIT + 3);
    expect(dashboard.recentSearches).toHaveLength(REPORT_ROW_LIMIT);
    expect(dashboard.recentSearches[0]?.query).toBe('q0');
    expect(recentSearchesFromEvents(many, ['201'])).toHaveLength(REPORT_ROW_LIMIT);
  });

  it(`send the real-time page at most ${REALTIME_EVENT_LIMIT} events`, () => {
    const busy = Array.from({ length: REALTIME_EVENT_LIMIT + 5 }, (_, i) => search('socks', NOW - i * 1000));
    const realtime = realtimeFromEvents(busy, '201', NOW);
    expect(realtime.recentEvents).toHaveLength(REALTIME_EVENT_LIMIT);
    expect(realtime.hourlyData.reduce((sum, hour) => sum + hour.doc_count, 0)).toBe(REALTIME_EVENT_LIMIT + 5);
  });

  it("give the usage chart a store's searches and clicks per month, and the plan this month's searches", () => {
    const stats = usageStatsFromEvents(events, '201', NOW);
    expect(usageStatsSchema.safeParse(stats).success).toBe(true);
    expect(stats.monthlyData).toHaveLength(DEMO_USAGE_MONTHS);
    expect(stats.monthlyData.at(-1)).toEqual({ month: '2026-11', searches: 3, clicks: 3 });
    expect(stats.monthlyData.at(-2)).toEqual({ month: '2026-10', searches: 1, clicks: 0 });
    expect(stats.monthlyData.at(-4)).toEqual({ month: '2026-08', searches: 1, clicks: 0 });
    expect(stats.monthlyData[0]?.month).toBe('2025-12');
    expect(searchesThisMonth(events, ['201', '301'], NOW)).toBe(4);
  });

  it('count a window from its first instant up to, not including, its end', () => {
    const start = NOW - 30 * HOUR;
    const end = NOW - 3 * HOUR;
    const window = { start, end };
    const edges = [
      search('first', start),
      search('before', start - 1),
      search('last', end - 1),
      search('after', end),
    ];
    const dashboard = batchDashboardFromEvents(edges, '201', window);
    expect(dashboard.recentSearches.map((r) => r.query).sort()).toEqual(['first', 'last']);
    expect(dashboard.dashboard.totalSearches).toBe(2);
    expect(
      recentSearchesFromEvents(edges, ['201'], window)
        .map((r) => r.query)
        .sort(),
    ).toEqual(['first', 'last']);
    const filtered = edges.map((e) => ({ ...e, event_details: { ...e.event_details, filter_size: 'M' } }));
    expect(filterUsageFromEvents(filtered, '201', NOW, window)).toHaveLength(2);
    expect(batchDashboardFromEvents(edges, '201', ALL_TIME).dashboard.totalSearches).toBe(4);
  });

  it('give the real-time bars exactly the events the list holds, at the first and last instants of the window', () => {
    // NOW is 12:00; the first bar is 13:00 yesterday.
    const firstBar = NOW - 23 * HOUR;
    const edges = [
      search('first', firstBar),
      search('too early', firstBar - 1),
      search('last', NOW),
      search('too late', NOW + 1),
    ];
    const realtime = realtimeFromEvents(edges, '201', NOW);
    expect(realtime.recentEvents.map((e) => e._source.event_details.search_query)).toEqual(['last', 'first']);
    expect(realtime.hourlyData[0]?.doc_count).toBe(1);
    expect(realtime.hourlyData[23]?.doc_count).toBe(1);
    expect(realtime.hourlyData.reduce((sum, hour) => sum + hour.doc_count, 0)).toBe(2);
  });
});
