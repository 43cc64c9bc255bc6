import { describe, expect, it } from 'vitest';
import { insightsKeys } from './insights.queries';
import { DEFAULT_REPORT_SCOPE, reportScopeInput } from './insights.scope';

const period = { kind: 'preset', preset: 'last7Days' } as const;
const store = { storeId: '201', storeType: 'shopify', timeZone: 'America/New_York' } as const;

describe('the query of a report scope', () => {
  it('is the selected store in its time zone, every platform, by default', () => {
    expect(reportScopeInput(period, DEFAULT_REPORT_SCOPE, store)).toEqual({
      period,
      store: { storeId: '201', storeType: 'shopify' },
      timeZone: 'America/New_York',
    });
  });

  it("names no store for all stores, and keeps the selected store's time zone", () => {
    const input = reportScopeInput(period, { stores: 'all', platform: 'woocommerce' }, store);
    expect(input).toEqual({ period, timeZone: 'America/New_York', platform: 'woocommerce' });
    // All stores are the vendor's: their figures refresh when a store is connected or removed.
    expect(insightsKeys.report('overview', input).slice(0, 2)).toEqual(insightsKeys.all().slice(0, 2));
  });

  it('counts days in UTC when the selected store names no time zone', () => {
    const input = reportScopeInput(period, { stores: 'all' }, { storeId: '7', storeType: 'woocommerce' });
    expect(input).toEqual({ period });
    expect(insightsKeys.report('overview', input)).toContain('UTC');
  });

  it('gives each scope a key of its own', () => {
    const keys = [
      reportScopeInput(period, { stores: 'store' }, store),
      reportScopeInput(period, { stores: 'store', platform: 'shopify' }, store),
      reportScopeInput(period, { stores: 'all' }, store),
      reportScopeInput(period, { stores: 'all', platform: 'shopify' }, store),
    ].map((input) => JSON.stringify(insightsKeys.report('overview', input)));
    expect(new Set(keys).size).toBe(4);
  });
});
