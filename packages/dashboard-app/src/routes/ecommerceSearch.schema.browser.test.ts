import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ecommerceSearchSchema } from './ecommerceSearch.schema';
import { parsePlainSearch } from './search';

/** The search the E-commerce route reads from an address's `?...`. */
const read = (searchStr: string) => z.parse(ecommerceSearchSchema, parsePlainSearch(searchStr));

describe('the search of the E-commerce page', () => {
  it('is empty without a store', () => {
    expect(read('')).toEqual({});
  });

  it('keeps a store id as text, as the SDK reads ids', () => {
    expect(read('?storeId=201')).toEqual({ storeId: '201' });
    expect(read('?storeId=shop-7')).toEqual({ storeId: 'shop-7' });
    expect(z.parse(ecommerceSearchSchema, { storeId: 301 })).toEqual({ storeId: '301' });
  });

  it('drops an empty store id or one that is not an id, so no store is opened', () => {
    expect(read('?storeId=').storeId).toBeUndefined();
    expect(z.parse(ecommerceSearchSchema, { storeId: null }).storeId).toBeUndefined();
    expect(z.parse(ecommerceSearchSchema, { storeId: { id: 201 } }).storeId).toBeUndefined();
  });

  it('leaves out parameters it does not know', () => {
    expect(read('?storeId=201&query=shoes&period=today')).toEqual({ storeId: '201' });
  });
});
