import { describe, expect, it } from 'vitest';
import { createClient } from '../client/client.request';
import { createDemoBackend, createDemoFetch } from '../mocks/mocks.backend';
import { DEMO_STORE_SCOPES, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import { getBatchDashboard, getRealtime } from './analytics.api';
import { CONVERSION_VALUE_PER_CLICK, TOP_LIST_LIMIT } from './analytics.rules';
import { hourGoingOn, toRealtimeView, toVendorDashboard } from './analytics.views';

const client = createClient({
  baseUrl: '',
  vendorId: DEMO_VENDOR_ID,
  fetch: createDemoFetch(createDemoBackend()),
});
const store = DEMO_STORE_SCOPES.shopify;

describe('toVendorDashboard', () => {
  it("derives the dashboard's figures from batch-dashboard with the SDK's formulas", async () => {
    const data = await getBatchDashboard(client, store);
    const view = toVendorDashboard(data);
    const clicks = data.productClicks.reduce((sum, p) => sum + p.clicks, 0);
    expect(clicks).toBeGreaterThan(0);
    expect(view.totalSearches).toBe(data.dashboard.totalSearches);
    expect(view.clicks).toBe(clicks);
    expect(view.clickThroughRate).toBe(Math.round((clicks / data.dashboard.totalSearches) * 100));
    expect(view.conversionValue).toBe(clicks * CONVERSION_VALUE_PER_CLICK);
    expect(view.topClicked.length).toBeLessThanOrEqual(TOP_LIST_LIMIT);
    expect(view.recentSearches).toHaveLength(data.recentSearches.length);
  });
});

describe('toRealtimeView', () => {
  it("derives the real-time page's figures: counts, hourly searches oldest first, top lists and origins", async () => {
    const data = await getRealtime(client, store);
    const view = toRealtimeView(data);
    expect(view.hourly).toEqual(
      data.hourlyData.map((b) => ({ hour: b.key_as_string, searches: b.doc_count })),
    );
    for (const list of [view.topSearches, view.topClicked, view.topOpportunities])
      expect(list.length).toBeLessThanOrEqual(TOP_LIST_LIMIT);
    expect(view.counts.searches).toBeGreaterThanOrEqual(view.topSearches[0]?.count ?? 0);
  });
});

describe('hourGoingOn', () => {
  const hour = '2026-11-22T11:00:00.000Z';
  const start = Date.parse(hour);

  it('holds from the first millisecond of the hour to its last, not at the next hour', () => {
    expect(hourGoingOn(hour, start - 1)).toBe(false);
    expect(hourGoingOn(hour, start)).toBe(true);
    expect(hourGoingOn(hour, start + 3_600_000 - 1)).toBe(true);
    expect(hourGoingOn(hour, start + 3_600_000)).toBe(false);
  });

  it('never holds for a key that is not a date-time', () => {
    expect(hourGoingOn('11:00', start)).toBe(false);
    expect(hourGoingOn('', start)).toBe(false);
  });
});
