import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { boostingSearchSchema } from './boostingSearch.schema';
import { parsePlainSearch } from './search';

/** The search Dynamic Re-Rank's route reads from an address's `?...`. */
const read = (searchStr: string) => z.parse(boostingSearchSchema, parsePlainSearch(searchStr));

describe('the search of Dynamic Re-Rank', () => {
  it('is empty without a query', () => {
    expect(read('')).toEqual({});
  });

  it('keeps a query, trimmed', () => {
    expect(read('?query=red%20shoes')).toEqual({ query: 'red shoes' });
    expect(read('?query=%20%20black%20hoodie%20')).toEqual({ query: 'black hoodie' });
    expect(read('?query=42')).toEqual({ query: '42' });
  });

  it('drops a blank query or one that is not text, so no modal opens', () => {
    expect(read('?query=').query).toBeUndefined();
    expect(read('?query=%20%20%20').query).toBeUndefined();
    expect(z.parse(boostingSearchSchema, { query: null }).query).toBeUndefined();
    expect(z.parse(boostingSearchSchema, { query: ['a', 'b'] }).query).toBeUndefined();
  });

  it('leaves out parameters it does not know', () => {
    expect(read('?query=shoes&period=today&storeId=201')).toEqual({ query: 'shoes' });
  });
});
