import { describe, expect, it } from 'vitest';
import type { UbiEventDetails } from '../ubi/ubi.schema';
import {
  appliedFilter,
  clickedPosition,
  insightsEventKind,
  purchaseAmount,
  reportQuery,
  resultCount,
  scopeFilter,
} from './insights.events';

describe('reading an event', () => {
  it('counts searches under both names, clicks and purchases, and nothing else', () => {
    expect(
      ['search', 'search_query', 'product_click', 'purchase_completed', 'add_to_cart'].map(insightsEventKind),
    ).toEqual(['search', 'search', 'click', 'purchase', undefined]);
  });

  it('groups a query whatever its case and spacing, and reads no text as no query', () => {
    expect(reportQuery('  Rain \t Jacket ')).toBe('rain jacket');
    expect(reportQuery('SNEEKERS')).toBe('sneekers');
    expect([reportQuery(42), reportQuery(null), reportQuery(['a'])]).toEqual(['', '', '']);
  });

  it('reads the result count, else the ids shown, and knows nothing from a value of another type', () => {
    expect(resultCount({ result_count: 0, result_ids: ['1'] })).toBe(0);
    expect(resultCount({ result_count: 48, result_ids: [] })).toBe(48);
    expect(resultCount({ result_ids: [] })).toBe(0);
    expect(resultCount({ result_ids: ['1', '2'] })).toBe(2);
    const unknown: UbiEventDetails[] = [
      {},
      { result_count: -1 },
      { result_count: 2.5 },
      { result_count: '0' },
      { result_ids: '1' },
    ];
    for (const details of unknown) expect(resultCount(details)).toBeUndefined();
  });

  it('reads a clicked position from 1 only', () => {
    expect(clickedPosition({ position: 3 })).toBe(3);
    for (const position of [0, -2, 1.5, '3', null]) expect(clickedPosition({ position })).toBeUndefined();
  });

  it("reads a purchase's amount in its currency; one that names none, or no ISO code, is in its store's", () => {
    expect(purchaseAmount({ revenue: 59.9, currency: 'EUR' }, 'USD')).toEqual({
      currency: 'EUR',
      amount: 59.9,
    });
    expect(purchaseAmount({ revenue: 59.9, currency: 'eur' }, 'USD')).toEqual({
      currency: 'EUR',
      amount: 59.9,
    });
    expect(purchaseAmount({ revenue: 59.9 }, 'EUR')).toEqual({ currency: 'EUR', amount: 59.9 });
    for (const currency of ['', 'euro', 'E1R', 978, null])
      expect(purchaseAmount({ revenue: 5, currency }, 'GBP')).toEqual({ currency: 'GBP', amount: 5 });
    expect(purchaseAmount({ revenue: '59.90' }, 'USD')).toEqual({ currency: 'USD', amount: 0 });
    expect(purchaseAmount({ revenue: Number.NaN, currency: 'JPY' }, 'USD')).toEqual({
      currency: 'JPY',
      amount: 0,
    });
  });

  it('reads the filters a search applied', () => {
    expect(appliedFilter({ filter_brand: 'Nike' }, 'brand')).toBe('Nike');
    expect(appliedFilter({ filter_brand: '' }, 'brand')).toBeNull();
    expect(appliedFilter({ filter_brand: ['Nike'] }, 'brand')).toBeNull();
    expect(appliedFilter({}, 'color')).toBeNull();
  });

  it('keeps the events of the stores and platform asked for', () => {
    const event = (store_id: string | null, platform: string) => ({ store_id, platform });
    const vendor = scopeFilter({ storeIds: ['201', '301'] });
    expect([event('201', 'shopify'), event('302', 'shopify'), event(null, 'admin')].map(vendor)).toEqual([
      true,
      false,
      false,
    ]);
    const shopify = scopeFilter({ platform: 'shopify' });
    expect([event('201', 'shopify'), event('301', 'woocommerce')].map(shopify)).toEqual([true, false]);
    expect(scopeFilter()(event(null, 'admin'))).toBe(true);
  });
});
