import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePlainSearch, stringifyPlainSearch } from './search';

describe('plain search parameters', () => {
  it('keep a store id as written, not as JSON', () => {
    expect(parsePlainSearch('?storeId=201')).toEqual({ storeId: '201' });
    expect(stringifyPlainSearch({ storeId: '201' })).toBe('?storeId=201');
    expect(stringifyPlainSearch({ query: 'true' })).toBe('?query=true');
  });
  it('leave out empty values and an empty question mark', () => {
    expect(stringifyPlainSearch({})).toBe('');
    expect(stringifyPlainSearch({ storeId: undefined, query: '', x: null })).toBe('');
    expect(parsePlainSearch('')).toEqual({});
  });
  it('read a parameter named like an object property as a parameter', () => {
    const search = parsePlainSearch('?__proto__=x&constructor=y');
    expect(Object.keys(search)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(search)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(search, '__proto__')?.value).toBe('x');
  });
  it('read back any text they wrote, whatever it holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string({ minLength: 1 })), (search) => {
        expect(parsePlainSearch(stringifyPlainSearch(search))).toEqual(search);
      }),
    );
  });
});
