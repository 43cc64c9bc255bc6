import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readSearch } from '../testing/readSearch';
import { boostingSearchSchema } from './boostingSearch.schema';

describe('the search of Dynamic Re-Rank', () => {
  it('is empty without a query', () => {
    expect(readSearch(boostingSearchSchema, '')).toEqual({});
  });

  it('keeps a query, trimmed', () => {
    expect(readSearch(boostingSearchSchema, '?query=red%20shoes')).toEqual({ query: 'red shoes' });
    expect(readSearch(boostingSearchSchema, '?query=%20%20black%20hoodie%20')).toEqual({
      query: 'black hoodie',
    });
    expect(readSearch(boostingSearchSchema, '?query=42')).toEqual({ query: '42' });
  });

  it('drops a blank query or one that is not text, so no modal opens', () => {
    expect(readSearch(boostingSearchSchema, '?query=').query).toBeUndefined();
    expect(readSearch(boostingSearchSchema, '?query=%20%20%20').query).toBeUndefined();
    expect(z.parse(boostingSearchSchema, { query: null }).query).toBeUndefined();
    expect(z.parse(boostingSearchSchema, { query: ['a', 'b'] }).query).toBeUndefined();
  });

  it('leaves out parameters it does not know', () => {
    expect(readSearch(boostingSearchSchema, '?query=shoes&period=today&storeId=201')).toEqual({
      query: 'shoes',
    });
  });
});
