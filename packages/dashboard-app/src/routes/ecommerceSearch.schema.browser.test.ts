import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readSearch } from '../testing/readSearch';
import { ecommerceSearchSchema } from './ecommerceSearch.schema';

describe('the search of the E-commerce page', () => {
  it('is empty without a store', () => {
    expect(readSearch(ecommerceSearchSchema, '')).toEqual({});
  });

  it('keeps a store id as text, as the SDK reads ids', () => {
    expect(readSearch(ecommerceSearchSchema, '?storeId=201')).toEqual({ storeId: '201' });
    expect(readSearch(ecommerceSearchSchema, '?storeId=shop-7')).toEqual({ storeId: 'shop-7' });
    expect(z.parse(ecommerceSearchSchema, { storeId: 301 })).toEqual({ storeId: '301' });
  });

  it('drops an empty store id or one that is not an id, so no store is opened', () => {
    expect(readSearch(ecommerceSearchSchema, '?storeId=').storeId).toBeUndefined();
    expect(z.parse(ecommerceSearchSchema, { storeId: null }).storeId).toBeUndefined();
    expect(z.parse(ecommerceSearchSchema, { storeId: { id: 201 } }).storeId).toBeUndefined();
  });

  it("keeps the store's platform, and drops one that is not a platform", () => {
    expect(readSearch(ecommerceSearchSchema, '?storeId=201&storeType=shopify')).toEqual({
      storeId: '201',
      storeType: 'shopify',
    });
    expect(readSearch(ecommerceSearchSchema, '?storeId=301&storeType=woocommerce').storeType).toBe(
      'woocommerce',
    );
    expect(readSearch(ecommerceSearchSchema, '?storeId=201&storeType=magento')).toEqual({ storeId: '201' });
    expect(readSearch(ecommerceSearchSchema, '?storeId=201&storeType=').storeType).toBeUndefined();
  });

  it('leaves out parameters it does not know', () => {
    expect(readSearch(ecommerceSearchSchema, '?storeId=201&query=shoes&period=today')).toEqual({
      storeId: '201',
    });
  });
});
