import { describe, expect, it } from 'vitest';
import { insightsKeys } from './insights.queries';
import {
  DEFAULT_REPORT_SCOPE,
  fitReportScope,
  platformInScope,
  REPORT_PLATFORMS,
  REPORT_STORE_SCOPES,
  reportScopeInput,
} from './insights.scope';

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

describe("a report scope seen from the selected store's platform", () => {
  it('offers every platform with all stores, and only the store’s own with this store', () => {
    for (const platform of REPORT_PLATFORMS) expect(platformInScope(platform, 'all', 'shopify')).toBe(true);
    expect(platformInScope('shopify', 'store', 'shopify')).toBe(true);
    expect(platformInScope('woocommerce', 'store', 'shopify')).toBe(false);
    expect(platformInScope('shopify', 'store', 'woocommerce')).toBe(false);
  });

  it('drops a platform this store is not on, and keeps every other scope as it is', () => {
    expect(fitReportScope({ stores: 'store', platform: 'woocommerce' }, 'shopify')).toEqual({
      stores: 'store',
    });
    for (const storeType of REPORT_PLATFORMS)
      for (const stores of REPORT_STORE_SCOPES)
        for (const platform of [undefined, ...REPORT_PLATFORMS]) {
          const scope = { stores, ...(platform ? { platform } : {}) };
          const fitted = fitReportScope(scope, storeType);
          if (platform === undefined || platformInScope(platform, stores, storeType))
            expect(fitted).toBe(scope);
          else expect(fitted).toEqual({ stores });
          // Fitting twice changes nothing more.
          expect(fitReportScope(fitted, storeType)).toEqual(fitted);
        }
  });

  it('asks for the store on every platform rather than for nothing', () => {
    expect(reportScopeInput(period, { stores: 'store', platform: 'woocommerce' }, store)).toEqual(
      reportScopeInput(period, DEFAULT_REPORT_SCOPE, store),
    );
  });
});
