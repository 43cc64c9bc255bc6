import { describe, expect, it } from 'vitest';
import {
  filterUsageSeries,
  realtimeCounts,
  realtimeOpportunities,
  realtimeTopList,
  searchOrigins,
  sortableDashboardSearch,
  sortRecentSearches,
  TOP_LIST_LIMIT,
} from './analytics.rules';

type Details = {
  search_query?: string;
  product_title?: string;
  revenue?: number | null;
  currency?: string | null;
  location?: { city: string; country: string; lat: number; lon: number } | null;
};
const event = (event_name: string, event_details: Details) => ({ _source: { event_name, event_details } });
const berlin = { city: 'Berlin', country: 'DE', lat: 52.5, lon: 13.4 };
const tokyo = { city: 'Tokyo', country: 'JP', lat: 35.7, lon: 139.7 };

describe('real-time page', () => {
  it("counts the search engine's search_query events as searches, like the collector's search events", () => {
    const events = [
      event('search_query', { search_query: 'boots' }),
      event('search_query', { search_query: 'boots' }),
      event('search', { search_query: 'hat' }),
    ];
    expect(realtimeTopList(events, 'search')).toEqual([
      { label: 'boots', count: 2 },
      { label: 'hat', count: 1 },
    ]);
  });

  it('counts searches, clicks, purchases and sales (purchase revenue only)', () => {
    const events = [
      event('search_query', { search_query: 'a' }),
      event('search', { search_query: 'b' }),
      event('product_click', { search_query: 'a', product_title: 'A', revenue: 99 }),
      event('purchase_completed', { product_title: 'A', revenue: 19.5 }),
      event('purchase_completed', { product_title: 'B', revenue: null }),
      event('page_view', {}),
    ];
    expect(realtimeCounts(events)).toEqual({
      searches: 2,
      clicks: 1,
      purchases: 2,
      sales: [{ currency: 'USD', amount: 19.5 }],
    });
    expect(realtimeCounts(events, 'EUR').sales).toEqual([{ currency: 'EUR', amount: 19.5 }]);
    expect(realtimeCounts([], 'EUR')).toEqual({
      searches: 0,
      clicks: 0,
      purchases: 0,
      sales: [{ currency: 'EUR', amount: 0 }],
    });
  });

  it('lists as opportunities the most searched queries no click followed, 5 at most', () => {
    const events = [
      ...['shoe', 'shoe', 'shoe', 'hat', 'hat', 'a', 'b', 'c', 'd'].map((q) =>
        event('search_query', { search_query: q }),
      ),
      event('product_click', { search_query: 'shoe', product_title: 'Shoe' }),
    ];
    const list = realtimeOpportunities(events);
    expect(list).toHaveLength(TOP_LIST_LIMIT);
    expect(list[0]).toEqual({ label: 'hat', count: 2 });
    expect(list.map((e) => e.label)).not.toContain('shoe');
  });

  it('groups located searches by place, most first, ignoring clicks and unlocated events', () => {
    const events = [
      event('search_query', { search_query: 'a', location: tokyo }),
      event('search_query', { search_query: 'b', location: berlin }),
      event('search', { search_query: 'c', location: berlin }),
      event('product_click', { search_query: 'c', location: tokyo }),
      event('search_query', { search_query: 'd', location: null }),
      event('search_query', { search_query: 'e' }),
    ];
    expect(searchOrigins(events)).toEqual([
      { ...berlin, count: 2 },
      { ...tokyo, count: 1 },
    ]);
  });

  it('skips a place outside -90..90 latitude or -180..180 longitude, keeping the edges', () => {
    const edge = { city: 'Edge', country: 'AQ', lat: -90, lon: 180 };
    const events = [
      event('search', { search_query: 'a', location: { ...berlin, lat: 90.5 } }),
      event('search', { search_query: 'b', location: { ...tokyo, lon: -180.1 } }),
      event('search', { search_query: 'c', location: { ...berlin, lat: Number.NaN } }),
      event('search', { search_query: 'd', location: edge }),
    ];
    expect(searchOrigins(events)).toEqual([{ ...edge, count: 1 }]);
  });
});

describe('filter state', () => {
  it('counts each filter per UTC day, oldest first, skipping unreadable times', () => {
    const series = filterUsageSeries([
      { timestamp: '2026-10-02T23:59:59Z', brand: 'Nike', color: 'red' },
      { timestamp: '2026-10-01T00:00:00Z', category: 'Shoes', brand: null, tag: 'sale' },
      { timestamp: '2026-10-02T00:00:00Z', brand: 'Puma', size: '' },
      { timestamp: 'yesterday', brand: 'Nike' },
    ]);
    expect(series).toEqual([
      { day: '2026-10-01', category: 1, brand: 0, size: 0, color: 0, tag: 1 },
      { day: '2026-10-02', category: 0, brand: 2, size: 0, color: 1, tag: 0 },
    ]);
  });
});

describe('dashboard recent searches filter', () => {
  it('sorts dashboard rows by figures the older API leaves out as if they were 0', () => {
    const rows = [
      { query: 'b', searchCount: 5, clicks: 3, revenue: 10 },
      { query: 'a', searchCount: 9 },
      { query: 'c', searchCount: 1, clicks: 7, conversionRate: 12.5, revenue: 30 },
    ].map(sortableDashboardSearch);
    expect(sortRecentSearches(rows, 'clicks').map((r) => r.query)).toEqual(['c', 'b', 'a']);
    expect(sortRecentSearches(rows, 'searchQuantity').map((r) => r.query)).toEqual(['a', 'b', 'c']);
    expect(sortRecentSearches(rows, 'totalSales').map((r) => r.query)).toEqual(['c', 'b', 'a']);
    expect(sortRecentSearches(rows, 'conversionRate').map((r) => r.query)).toEqual(['c', 'a', 'b']);
    expect(sortRecentSearches(rows, 'searchName').map((r) => r.query)).toEqual(['a', 'b', 'c']);
  });
});
