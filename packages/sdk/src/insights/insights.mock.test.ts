import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStoreSearchError } from '../client/client.error';
import type { PreviewResponse } from '../merchandising/merchandising.schema';
import { createDemoFetch } from '../mocks/mocks.backend';
import { callEndpoint, demoClientAt, json } from '../mocks/mocks.harness';
import { DEMO_ANCHOR_TIME, DEMO_STORES, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import { collectUbiEvents } from '../ubi/ubi.api';
import type { UbiEvent } from '../ubi/ubi.schema';
import { getInsightsOverview, getNoResultQueries, getTrendingQueries } from './insights.api';
import { insightsEventKind, reportQuery, resultCount } from './insights.events';
import { keptEvents, keptEventsIn } from './insights.mock';
import type { Period } from './insights.period';
import { DEMO_TRAFFIC_DAYS } from './insights.traffic';
import { DAY_MS } from './insights.zone';

const LAST_7_DAYS: Period = { kind: 'preset', preset: 'last7Days' };
const shopify = { period: LAST_7_DAYS, timeZone: 'UTC', storeId: DEMO_STORES.shopify.id };

/** The demo backend at its seeded clock, and the demo vendor's client. */
const demo = () => demoClientAt(DEMO_ANCHOR_TIME);

/** A search the storefront of vendor 1's Shopify store sends, an hour before the backend clock. */
function search(id: string, query: string, resultCount: number): UbiEvent {
  return {
    event_id: id,
    event_name: 'search_query',
    event_details: { search_query: query, result_count: resultCount, result_ids: [] },
    timestamp: new Date(DEMO_ANCHOR_TIME - 3_600_000).toISOString(),
    session_id: 'shopper-1',
    user_id: null,
    vendor_id: String(DEMO_VENDOR_ID),
    store_id: String(DEMO_STORES.shopify.id),
    platform: 'shopify',
  };
}

describe('insights in the demo backend', () => {
  it('are computed from the seeded traffic: the misspellings nobody finds lead the no-result report', async () => {
    const { client } = demo();
    const overview = await getInsightsOverview(client, {
      ...shopify,
      period: { kind: 'preset', preset: 'last30Days' },
    });
    expect(overview.totals.searches.current).toBeGreaterThan(100);
    const noResults = await getNoResultQueries(client, {
      ...shopify,
      period: { kind: 'preset', preset: 'last30Days' },
    });
    const queries = noResults.rows.map((row) => row.query);
    expect(queries).toEqual(expect.arrayContaining(['sneekers']));
  });

  it('move with the events the collector sends: a new no-result query shows, each event once', async () => {
    const { client } = demo();
    const before = await getInsightsOverview(client, shopify);
    const event = search('storefront-1', 'Unobtainium Boots', 0);
    // Delivery is at least once: the same batch twice counts once.
    await collectUbiEvents(client, [event, search('storefront-2', 'unobtainium  boots', 0)]);
    await collectUbiEvents(client, [event]);
    const after = await getInsightsOverview(client, shopify);
    expect(after.totals.searches.current).toBe(before.totals.searches.current + 2);
    const noResults = await getNoResultQueries(client, shopify);
    expect(noResults.rows.find((row) => row.query === 'unobtainium boots')?.searches).toBe(2);
  });

  it("seed no unclicked query with results that the catalogue's search finds nothing for: there is a product to pin", async () => {
    const { backend } = demo();
    for (const store of Object.values(DEMO_STORES)) {
      const found = new Set<string>();
      const clicked = new Set<string>();
      for (const event of keptEventsIn(backend.db, DEMO_ANCHOR_TIME, [String(store.id)])) {
        const query = reportQuery(event.event_details.search_query);
        const kind = insightsEventKind(event.event_name);
        if (kind === 'search' && (resultCount(event.event_details) ?? 0) > 0) found.add(query);
        if (kind === 'click') clicked.add(query);
      }
      // Queries whose searches found products and that no shopper ever clicked: "Pin products" is their fix.
      const unclicked = [...found].filter((query) => !clicked.has(query));
      expect(unclicked).toEqual(expect.arrayContaining(['gym sack', 'headband']));
      for (const query of unclicked) {
        // The merchandising preview, where the fix pins products, searches the store's catalogue.
        const answer = await callEndpoint(
          backend,
          'getSearchPreview',
          { body: { storeId: store.id, storeType: store.storeType, query } },
          { vendor: store.vendorId },
        );
        const preview = (await json(answer)).data as PreviewResponse;
        // Named, so a failure says which query of which store finds nothing.
        expect({ store: store.id, query, found: preview.total > 0 }).toEqual({
          store: store.id,
          query,
          found: true,
        });
      }
    }
  });

  it('count only the stores the caller owns, and all of them when no store is named', async () => {
    const { client } = demo();
    const one = await getInsightsOverview(client, shopify);
    const { storeId: _store, ...everyStore } = shopify;
    const all = await getInsightsOverview(client, everyStore);
    expect(all.totals.searches.current).toBeGreaterThan(one.totals.searches.current);
    const foreign = await getTrendingQueries(client, {
      ...shopify,
      storeId: DEMO_STORES.secondVendor.id,
    }).catch((error: unknown) => error);
    expect(isStoreSearchError(foreign) && foreign.status).toBe(404);
  });

  it("give every store's revenue over all stores, each in its own currency, never added together", async () => {
    const { client } = demo();
    const period: Period = { kind: 'preset', preset: 'last30Days' };
    const range = { period, timeZone: 'America/New_York' };
    const [all, dollars, euros, wooOnly] = await Promise.all([
      getInsightsOverview(client, range),
      getInsightsOverview(client, { ...range, storeId: DEMO_STORES.shopify.id }),
      getInsightsOverview(client, { ...range, storeId: DEMO_STORES.woocommerce.id }),
      getInsightsOverview(client, { ...range, platform: 'woocommerce' }),
    ]);
    expect([dollars.currency, euros.currency]).toEqual(['USD', 'EUR']);
    expect(euros.totals.revenue.current).toBeGreaterThan(0);
    // All stores: the first store's dollars first, then the euros, each as its store alone has it.
    expect(all.currency).toBe('USD');
    expect(all.revenues?.map((r) => [r.currency, r.current, r.previous])).toEqual([
      ['USD', dollars.totals.revenue.current, dollars.totals.revenue.previous],
      ['EUR', euros.totals.revenue.current, euros.totals.revenue.previous],
    ]);
    expect(all.totals.revenue).toEqual(dollars.totals.revenue);
    expect(all.totals.conversions.current).toBe(
      dollars.totals.conversions.current + euros.totals.conversions.current,
    );
    // One platform's stores: its currency, its revenue.
    expect(wooOnly.currency).toBe('EUR');
    expect(wooOnly.totals.revenue).toEqual(euros.totals.revenue);
    expect(wooOnly.revenues?.map((r) => r.currency)).toEqual(['EUR']);
    // The days add up to the period in each currency.
    for (const { currency, current } of all.revenues ?? []) {
      const days = all.series.reduce(
        (sum, p) => sum + (p.current.revenues?.find((r) => r.currency === currency)?.amount ?? 0),
        0,
      );
      expect(days).toBeCloseTo(current, 2);
    }
  });

  it('refuse a period or time zone they cannot read with the catalogue message, as a 400', async () => {
    const { backend } = demo();
    const answer = await createDemoFetch(backend)(
      `http://demo.test/api/v1/analytics/insights/overview?period=2026-02-30..2026-03-01&storeId=${DEMO_STORES.shopify.id}`,
      { headers: { 'x-vendor-id': String(DEMO_VENDOR_ID) } },
    );
    expect(answer.status).toBe(400);
  });

  it("give a store's events in a window exactly as reading every kept event would, at the window's edges too", async () => {
    const { backend, client } = demo();
    const now = DEMO_ANCHOR_TIME;
    const shopifyId = String(DEMO_STORES.shopify.id);
    // A collected event exactly at the clock, and one with the instant of a seeded event.
    const seededTime = Date.parse(
      keptEvents(backend.db, now).find((event) => event.store_id === shopifyId)?.timestamp ?? '',
    );
    await collectUbiEvents(client, [
      { ...search('edge-now', 'now boots', 1), timestamp: new Date(now).toISOString() },
      { ...search('edge-seeded', 'seeded boots', 1), timestamp: new Date(seededTime).toISOString() },
    ]);
    const all = keptEvents(backend.db, now);
    const storeIds = [...Object.values(DEMO_STORES).map((store) => String(store.id)), 'no-such-store'];
    const ids = (events: readonly UbiEvent[]) => events.map((event) => event.event_id).sort();
    const traffic = DEMO_TRAFFIC_DAYS * DAY_MS;
    // Edges that matter: the first seeded instant, the collected event at the clock, and either side of both.
    const instant = fc.oneof(
      fc.integer({ min: now - traffic, max: now + DAY_MS }),
      fc.constantFrom(seededTime, seededTime + 1, now, now + 1),
    );
    fc.assert(
      fc.property(fc.subarray(storeIds), instant, instant, (stores, a, b) => {
        const window = { start: Math.min(a, b), end: Math.max(a, b) };
        const expected = all.filter((event) => {
          const time = Date.parse(event.timestamp);
          return stores.includes(event.store_id ?? '') && time >= window.start && time < window.end;
        });
        expect(ids(keptEventsIn(backend.db, now, stores, window))).toEqual(ids(expected));
      }),
      { numRuns: 60 },
    );
    expect(ids(keptEventsIn(backend.db, now, [shopifyId]))).toEqual(
      ids(all.filter((event) => event.store_id === shopifyId)),
    );
  });
});
