import { describe, expect, it } from 'vitest';
import { readSearch } from '../testing/readSearch';
import { merchandisingSearchSchema } from './merchandisingSearch.schema';

describe('the search of Merchandising', () => {
  it('is empty without parameters: the query rules tab', () => {
    expect(readSearch(merchandisingSearchSchema, '')).toEqual({});
  });

  it('keeps a known tab and the queries a report hands over, trimmed', () => {
    expect(readSearch(merchandisingSearchSchema, '?tab=synonyms&synonym=%20sneekers%20')).toEqual({
      tab: 'synonyms',
      synonym: 'sneekers',
    });
    expect(readSearch(merchandisingSearchSchema, '?redirect=returns&preview=rain%20jacket')).toEqual({
      redirect: 'returns',
      preview: 'rain jacket',
    });
  });

  it('drops an unknown tab and blank queries, so the screen opens on its defaults', () => {
    expect(readSearch(merchandisingSearchSchema, '?tab=settings&synonym=&redirect=%20%20&preview=')).toEqual(
      {},
    );
  });
});
