import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../client/client.harness';
import {
  getClickPositions,
  getClickPositionsEndpoint,
  getInsightsOverview,
  getInsightsOverviewEndpoint,
  getNoClickQueries,
  getNoClickQueriesEndpoint,
  getNoConversionQueries,
  getNoConversionQueriesEndpoint,
  getNoResultQueries,
  getNoResultQueriesEndpoint,
  getTopConvertingQueries,
  getTopConvertingQueriesEndpoint,
  getTrendingQueries,
  getTrendingQueriesEndpoint,
  type InsightsQuery,
} from './insights.api';
import { ubiEvent } from './insights.harness';
import {
  clickPositionsReport,
  noClicksReport,
  noConversionsReport,
  noResultsReport,
  overviewReport,
  topConvertingReport,
  trendingReport,
} from './insights.reports';
import { tallyEvents } from './insights.tally';

const h = useApiHarness();
const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const HOUR = 3_600_000;

/** What the demo backend would answer: real reports of a few events. */
const tally = tallyEvents(
  [
    ubiEvent('search', NOW - HOUR, { search_query: 'sneekers', result_count: 0, filter_brand: 'Nike' }),
    ubiEvent('search', NOW - 2 * HOUR, { search_query: 'rain jacket', result_count: 8 }),
    ubiEvent('product_click', NOW - 2 * HOUR, { search_query: 'rain jacket', position: 7 }),
    ubiEvent('purchase_completed', NOW - HOUR, { search_query: 'rain jacket', revenue: 99.5 }),
    ubiEvent('search', NOW - 9 * 24 * HOUR, { search_query: 'gift card', result_count: 3 }),
  ],
  { period: { kind: 'preset', preset: 'last7Days' }, now: NOW, timeZone: 'Europe/Berlin' },
);

const calls = [
  ['overview', getInsightsOverview, getInsightsOverviewEndpoint, overviewReport(tally)],
  ['no-results', getNoResultQueries, getNoResultQueriesEndpoint, noResultsReport(tally)],
  ['no-clicks', getNoClickQueries, getNoClickQueriesEndpoint, noClicksReport(tally)],
  ['click-positions', getClickPositions, getClickPositionsEndpoint, clickPositionsReport(tally)],
  ['top-converting', getTopConvertingQueries, getTopConvertingQueriesEndpoint, topConvertingReport(tally)],
  ['no-conversions', getNoConversionQueries, getNoConversionQueriesEndpoint, noConversionsReport(tally)],
  ['trending', getTrendingQueries, getTrendingQueriesEndpoint, trendingReport(tally)],
] as const;

const input: InsightsQuery = {
  period: { kind: 'preset', preset: 'last7Days' },
  timeZone: 'Europe/Berlin',
  storeId: 201,
  platform: 'shopify',
};

describe.each(calls)('GET /api/v1/analytics/insights/%s', (name, call, endpoint, report) => {
  const path = `/api/v1/analytics/insights/${name}`;

  it('is a proposed analytics call', () => {
    expect(endpoint).toMatchObject({ method: 'GET', path, tag: 'analytics', proposed: true });
  });

  it('sends the period as URLs write it with the scope, and reads the report the reports build', async () => {
    h.route('GET', path, { success: true, data: report });
    expect(await (call as typeof getInsightsOverview)(h.client, input)).toEqual(report);
    h.expectRequest({
      method: 'GET',
      path,
      query: { period: 'last-7-days', timeZone: 'Europe/Berlin', storeId: '201', platform: 'shopify' },
    });
  });

  it("sends only the period for all of the vendor's stores, and refuses a malformed answer", async () => {
    h.route('GET', path, { success: true, data: { rows: 'many' } });
    const custom: InsightsQuery = { period: { kind: 'custom', from: '2026-11-01', to: '2026-11-22' } };
    await expect((call as typeof getInsightsOverview)(h.client, custom)).rejects.toMatchObject({
      name: 'StoreSearchError',
      kind: 'invalidResponse',
    });
    h.expectRequest({ method: 'GET', path, query: { period: '2026-11-01..2026-11-22' } });
  });
});

describe('an insights call', () => {
  it('sends nothing for a period no URL can hold', async () => {
    const bad: InsightsQuery = { period: { kind: 'custom', from: 'last week', to: 'today' } };
    await expect(getNoResultQueries(h.client, bad)).rejects.toMatchObject({ kind: 'invalidArgument' });
    await expect(getNoResultQueries(h.client, null as never)).rejects.toMatchObject({
      kind: 'invalidArgument',
    });
    expect(h.received).toHaveLength(0);
  });
});
