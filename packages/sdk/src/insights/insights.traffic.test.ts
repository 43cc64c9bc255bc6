import { describe, expect, it } from 'vitest';
import { brandMix, generateCatalog } from '../mocks/mocks.catalog';
import { createRandom } from '../mocks/mocks.random';
import { checkUbiEvent } from '../ubi/ubi.check';
import { type UbiEvent, ubiBatchSchema } from '../ubi/ubi.schema';
import { resultCount } from './insights.events';
import {
  clickPositionsReport,
  noClicksReport,
  noConversionsReport,
  noResultsReport,
  topConvertingReport,
  trendingReport,
} from './insights.reports';
import { tallyEvents } from './insights.tally';
import { generateTraffic, RESULTS_PER_PAGE, type TrafficOptions } from './insights.traffic';
import { DAY_MS } from './insights.zone';

const END = Date.parse('2026-11-22T12:00:00.000Z');
const catalogue = (seed: number, firstId: number, brands: string[]) =>
  generateCatalog(createRandom(seed).fork('products'), { firstId, count: 400, ...brandMix(brands) });

/** Two stores of one vendor and one of another, four months. */
const options: TrafficOptions = {
  seed: 11,
  end: END,
  days: 120,
  stores: [
    {
      storeId: '201',
      storeType: 'shopify',
      vendorId: '101',
      currency: 'USD',
      products: catalogue(1, 2_010_000, ['Nike', 'Adidas']),
      dailySearches: 30,
      brands: ['Nike', 'Adidas'],
    },
    {
      storeId: '301',
      storeType: 'woocommerce',
      vendorId: '101',
      currency: 'EUR',
      products: catalogue(2, 3_010_000, ['Puma']),
      dailySearches: 12,
    },
    {
      storeId: '302',
      storeType: 'woocommerce',
      vendorId: '102',
      currency: 'GBP',
      products: catalogue(3, 3_020_000, ['Salomon']),
      dailySearches: 15,
    },
  ],
};
const events = generateTraffic(options);
const vendor = tallyEvents(events, {
  period: { kind: 'preset', preset: 'last30Days' },
  now: END,
  timeZone: 'Europe/Berlin',
  scope: { storeIds: ['201', '301'] },
});

describe('the seeded storefront traffic', () => {
  it('is the same for the same seed, and another for another', () => {
    expect(generateTraffic(options)).toEqual(events);
    expect(generateTraffic({ ...options, seed: 12 })).not.toEqual(events);
  });

  it('only adds events as the day goes on: what happened by an earlier hour stays as it was', () => {
    for (const hours of [1, 5, 12]) {
      const earlier = END - hours * 3_600_000;
      expect(generateTraffic({ ...options, end: earlier })).toEqual(
        events.filter((event) => Date.parse(event.timestamp) <= earlier),
      );
    }
  });

  it('is events the collector would send and the contract accepts, each id once, oldest first, within its days', () => {
    expect(events.length).toBeGreaterThan(5_000);
    expect(ubiBatchSchema.safeParse(events).success).toBe(true);
    expect(events.filter((event) => checkUbiEvent(event) !== undefined)).toEqual([]);
    expect(new Set(events.map((e) => e.event_id)).size).toBe(events.length);
    const times = events.map((e) => Date.parse(e.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(END - options.days * DAY_MS);
    expect(Math.max(...times)).toBeLessThanOrEqual(END);
    expect(new Set(events.map((e) => `${e.store_id}/${e.platform}/${e.vendor_id}`))).toEqual(
      new Set(['201/shopify/101', '301/woocommerce/101', '302/woocommerce/102']),
    );
  });

  it('clicks a result the search showed, at its position, and buys what was clicked', () => {
    const byId = new Map(events.map((e) => [e.event_id, e]));
    const clicks = events.filter((e) => e.event_name === 'product_click');
    expect(clicks.length).toBeGreaterThan(1_000);
    for (const click of clicks) {
      const search = byId.get(click.event_id.replace(/-click$/, '-search')) as UbiEvent;
      const shown = search.event_details.result_ids as string[];
      const position = click.event_details.position as number;
      expect(shown.length).toBeLessThanOrEqual(RESULTS_PER_PAGE);
      expect(shown[position - 1]).toBe(click.event_details.product_id);
      expect(click.event_details.search_query).toBe(search.event_details.search_query);
      expect(click.timestamp > search.timestamp).toBe(true);
    }
    for (const purchase of events.filter((e) => e.event_name === 'purchase_completed')) {
      const click = byId.get(purchase.event_id.replace(/-purchase$/, '-click')) as UbiEvent;
      expect(purchase.event_details.product_id).toBe(click.event_details.product_id);
      expect(purchase.event_details.revenue).toBeGreaterThan(0);
      expect(purchase.event_details.currency).toBe(
        options.stores.find((s) => s.storeId === purchase.store_id)?.currency,
      );
    }
    for (const search of events.filter((e) => e.event_name === 'search'))
      expect(resultCount(search.event_details)).toBeGreaterThanOrEqual(
        (search.event_details.result_ids as string[]).length,
      );
  });

  it('surfaces the misspellings no search finds anything for, searched a lot and never clicked', () => {
    const rows = noResultsReport(vendor).rows;
    for (const query of ['sneekers', 'rain jaket', 'hodie']) {
      const row = rows.find((r) => r.query === query);
      expect(row?.searches).toBeGreaterThan(10);
      expect(vendor.queries.get(query)?.clicks).toBe(0);
    }
    expect(rows.every((row) => vendor.queries.get(row.query)?.searches === row.searches)).toBe(true);
  });

  it('surfaces results nobody clicks, clicks far down the page and clicks that never sell', () => {
    expect(noClicksReport(vendor).rows.map((r) => r.query)).toEqual(
      expect.arrayContaining(['gym sack', 'headband']),
    );
    const running = clickPositionsReport(vendor).rows.find((r) => r.query === 'running shoes');
    expect(running?.averagePosition).toBeGreaterThan(5);
    expect(running?.fixes[0]?.action).toBe('reRank');
    expect(noConversionsReport(vendor).rows.map((r) => r.query)).toContain('kids shoes');
  });

  it('has queries that sell, and seasons: winter queries rise into November', () => {
    expect(topConvertingReport(vendor).rows.length).toBeGreaterThan(5);
    const trending = trendingReport(vendor);
    expect(trending.rising.length).toBeGreaterThan(0);
    expect(trending.falling.length).toBeGreaterThan(0);
    const rise = (query: string) => vendor.queries.get(query);
    const puffer = rise('puffer');
    const tank = rise('tank');
    expect((puffer?.searches ?? 0) / (puffer?.previousSearches || 1)).toBeGreaterThan(
      (tank?.searches ?? 0) / (tank?.previousSearches || 1),
    );
  });
});
