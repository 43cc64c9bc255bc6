import { QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_POLL_MS } from '../analytics/analytics.queries';
import { storesearchKeys } from '../client/client.keys';
import { createClient } from '../client/client.request';
import type { Period } from './insights.period';
import {
  clickPositionsQueryOptions,
  insightsKeys,
  insightsOverviewQueryOptions,
  noClickQueriesQueryOptions,
  noConversionQueriesQueryOptions,
  noResultQueriesQueryOptions,
  topConvertingQueriesQueryOptions,
  trendingQueriesQueryOptions,
} from './insights.queries';
import { trendingReport } from './insights.reports';
import { tallyEvents } from './insights.tally';

const requests: URL[] = [];
/** An empty period's rising and falling queries, as a server would answer. */
const trending = trendingReport(tallyEvents([], { period: { kind: 'preset', preset: 'today' }, now: 0 }));
const client = createClient({
  baseUrl: 'http://api.test',
  vendorId: '1',
  fetch: async (url) => {
    requests.push(new URL(String(url)));
    return Response.json({ success: true, data: trending });
  },
});
const shopify = { storeId: '201', storeType: 'shopify' } as const;
const last30: Period = { kind: 'preset', preset: 'last30Days' };
const factories = [
  insightsOverviewQueryOptions,
  noResultQueriesQueryOptions,
  noClickQueriesQueryOptions,
  clickPositionsQueryOptions,
  topConvertingQueriesQueryOptions,
  noConversionQueriesQueryOptions,
  trendingQueriesQueryOptions,
];

afterEach(() => {
  requests.length = 0;
});

describe('insights query options', () => {
  it('poll as the vendor dashboard does, never while the page is hidden', () => {
    for (const factory of factories) {
      const options = factory(client, { period: last30 });
      expect(options.refetchInterval).toBe(DASHBOARD_POLL_MS);
      expect(options.refetchIntervalInBackground).toBe(false);
    }
  });

  it('key each report by period, zone, store and platform, one key per report', () => {
    const key = (input: Parameters<typeof insightsOverviewQueryOptions>[1]) =>
      JSON.stringify(insightsOverviewQueryOptions(client, input).queryKey);
    const keys = new Set([
      key({ period: last30 }),
      key({ period: { kind: 'preset', preset: 'last7Days' } }),
      key({ period: last30, timeZone: 'Europe/Berlin' }),
      key({ period: last30, store: shopify }),
      key({ period: last30, platform: 'shopify' }),
    ]);
    expect(keys.size).toBe(5);
    expect(key({ period: last30 })).toBe(key({ period: last30, timeZone: 'UTC' }));
    const reports = new Set(
      factories.map((factory) => JSON.stringify(factory(client, { period: last30 }).queryKey)),
    );
    expect(reports.size).toBe(factories.length);
  });

  it("file one store's reports under the store, and the vendor's under the vendor, so they go with them", () => {
    const store = noResultQueriesQueryOptions(client, { period: last30, store: shopify }).queryKey;
    expect(store.slice(0, 4)).toEqual([...storesearchKeys.store('201', 'shopify').all]);
    expect(store.slice(0, 5)).toEqual([...insightsKeys.all(shopify)]);
    const vendor = noResultQueriesQueryOptions(client, { period: last30 }).queryKey;
    expect(vendor.slice(0, storesearchKeys.vendor.length)).toEqual([...storesearchKeys.vendor]);
  });

  it('fetch through the client with the store, period and platform in the query', async () => {
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery(
      trendingQueriesQueryOptions(client, {
        period: last30,
        store: shopify,
        platform: 'shopify',
        timeZone: 'Asia/Tokyo',
      }),
    );
    expect(data).toEqual(trending);
    expect(requests.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/v1/analytics/insights/trending?period=last-30-days&timeZone=Asia%2FTokyo&storeId=201&platform=shopify',
    ]);
  });
});
