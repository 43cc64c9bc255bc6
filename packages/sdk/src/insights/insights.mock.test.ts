import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStoreSearchError } from '../client/client.error';
import { createDemoFetch } from '../mocks/mocks.backend';
import { demoClientAt } from '../mocks/mocks.harness';
import { DEMO_ANCHOR_TIME, DEMO_STORES, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import { collectUbiEvents } from '../ubi/ubi.api';
import type { UbiEvent } from '../ubi/ubi.schema';
import { getInsightsOverview, getNoResultQueries, getTrendingQueries } from './insights.api';
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
