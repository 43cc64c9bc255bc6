import {
  DEFAULT_PERIOD,
  INSIGHTS_REPORTS,
  PERIOD_PRESET_TOKENS,
  parsePeriod,
  REPORT_PLATFORMS,
  REPORT_STORE_SCOPES,
  SERIES_FIGURES,
  serialisePeriod,
} from '@storesearch/sdk/insights';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readSearch } from '../testing/readSearch';
import {
  insightsPeriod,
  insightsScope,
  insightsSearchSchema,
  PREVIOUS_HIDDEN,
  scopeSearch,
} from './insightsSearch.schema';
import { stringifyPlainSearch } from './search';

/** A day written as `YYYY-MM-DD`, around today's years. */
const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** The store's today in these tests. */
const today = '2026-11-29';

describe('the search of Search Insights', () => {
  it('is empty without a period, and shows the default one', () => {
    expect(readSearch(insightsSearchSchema, '')).toEqual({});
    expect(insightsPeriod(readSearch(insightsSearchSchema, ''), today).period).toEqual(DEFAULT_PERIOD);
  });

  it('keeps a preset or a range the SDK accepts, as written', () => {
    expect(readSearch(insightsSearchSchema, '?period=last-30-days')).toEqual({ period: 'last-30-days' });
    expect(insightsPeriod(readSearch(insightsSearchSchema, '?period=last-30-days'), today).period).toEqual({
      kind: 'preset',
      preset: 'last30Days',
    });
    expect(readSearch(insightsSearchSchema, '?period=2026-11-01..2026-11-22')).toEqual({
      period: '2026-11-01..2026-11-22',
    });
  });

  it('keeps a period the SDK refuses as written, so a shared link shows the default and says why', () => {
    for (const period of [
      'yesterday',
      'Last-30-days',
      '2026-02-30..2026-03-01',
      '2026-11-22..2026-11-01',
      '2024-01-01..2025-12-31',
      '2026-11-20..2026-11-30',
    ]) {
      const search = readSearch(insightsSearchSchema, `?period=${encodeURIComponent(period)}`);
      expect(search.period).toBe(period);
      const shown = insightsPeriod(search, today);
      expect(shown.period).toEqual(DEFAULT_PERIOD);
      expect(shown.refused).toEqual({ text: period, issue: expect.objectContaining({ field: 'period' }) });
    }
    // A blank period, or one that is not text, is none.
    expect(readSearch(insightsSearchSchema, '?period=').period).toBeUndefined();
    expect(z.parse(insightsSearchSchema, { period: 30 }).period).toBeUndefined();
  });

  it('shows the selected store on every platform without a scope', () => {
    expect(insightsScope(readSearch(insightsSearchSchema, '?period=today'))).toEqual({ stores: 'store' });
  });

  it('keeps all stores and a platform, so a shared link or a reload shows the same scope', () => {
    const search = readSearch(insightsSearchSchema, '?period=last-30-days&stores=all&platform=woocommerce');
    expect(search).toEqual({ period: 'last-30-days', stores: 'all', platform: 'woocommerce' });
    expect(insightsScope(search)).toEqual({ stores: 'all', platform: 'woocommerce' });
    expect(insightsScope(readSearch(insightsSearchSchema, '?platform=shopify'))).toEqual({
      stores: 'store',
      platform: 'shopify',
    });
  });

  it('drops a scope it does not know, and keeps the rest of the address', () => {
    for (const bad of ['stores=every', 'stores=ALL', 'stores=', 'platform=magento', 'platform=Shopify']) {
      const search = readSearch(insightsSearchSchema, `?period=today&${bad}`);
      expect(search).toEqual({ period: 'today' });
      expect(insightsScope(search)).toEqual({ stores: 'store' });
    }
    expect(z.parse(insightsSearchSchema, { stores: ['all'], platform: 1 })).toEqual({});
  });

  it('writes a scope into the address without its defaults, and reads back what it wrote', () => {
    expect(stringifyPlainSearch(scopeSearch({ stores: 'store' }))).toBe('');
    const scopes = fc.record(
      {
        stores: fc.constantFrom(...REPORT_STORE_SCOPES),
        platform: fc.constantFrom(...REPORT_PLATFORMS),
      },
      { requiredKeys: ['stores'] },
    );
    fc.assert(
      fc.property(scopes, (scope) => {
        const address = stringifyPlainSearch(scopeSearch(scope));
        expect(address.includes('stores=store')).toBe(false);
        expect(insightsScope(readSearch(insightsSearchSchema, address))).toEqual(scope);
      }),
    );
  });

  it("keeps the open report, the chart's figure and a hidden previous period, so a shared link opens that view", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INSIGHTS_REPORTS),
        fc.constantFrom(...SERIES_FIGURES),
        (report, figure) => {
          const address = stringifyPlainSearch({ report, figure, previous: PREVIOUS_HIDDEN });
          expect(readSearch(insightsSearchSchema, address)).toEqual({ report, figure, previous: 'hidden' });
        },
      ),
    );
  });

  it('drops a view it does not know, and keeps the rest of the address', () => {
    for (const bad of [
      'report=no-results',
      'report=NoResults',
      'report=',
      'figure=orders',
      'figure=Searches',
      'previous=shown',
      'previous=true',
      'previous=',
    ]) {
      expect(readSearch(insightsSearchSchema, `?period=today&${bad}`)).toEqual({ period: 'today' });
    }
    expect(z.parse(insightsSearchSchema, { report: ['noClicks'], figure: 1, previous: false })).toEqual({});
  });

  it('leaves out parameters it does not know', () => {
    expect(readSearch(insightsSearchSchema, '?period=today&storeId=201&query=shoes')).toEqual({
      period: 'today',
    });
  });

  it('shows exactly what parsePeriod accepts on the day, as serialisePeriod writes it, and refuses the rest', () => {
    const text = fc.oneof(
      fc.string({ minLength: 1 }),
      fc.constantFrom(...Object.values(PERIOD_PRESET_TOKENS)),
      fc.tuple(day, day).map(([from, to]) => `${from}..${to}`),
    );
    fc.assert(
      fc.property(text, day, (period, on) => {
        const parsed = parsePeriod(period, on);
        const search = z.parse(insightsSearchSchema, { period });
        expect(search.period).toBe(period);
        const shown = insightsPeriod(search, on);
        if (parsed.ok) {
          expect(serialisePeriod(shown.period)).toBe(period);
          expect(shown.refused).toBeNull();
        } else {
          expect(shown.period).toEqual(DEFAULT_PERIOD);
          expect(shown.refused).toEqual({ text: period, issue: parsed.errors[0] });
        }
      }),
    );
  });
});
