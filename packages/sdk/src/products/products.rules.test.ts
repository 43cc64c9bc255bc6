import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIELD_CHANGE_DEBOUNCE_MS,
  filterProductsByTitle,
  PRODUCT_SEARCH_DEBOUNCE_MS,
  sharedTitles,
} from './products.rules';

const products = [
  { id: '1', title: 'Nike Air Runner' },
  { id: '2', title: 'Adidas Boost Tee' },
  { id: '3', title: 'NIKE Vapor Shorts' },
];

describe('filterProductsByTitle', () => {
  it('keeps every product for a blank query', () => {
    expect(filterProductsByTitle(products, '')).toBe(products);
    expect(filterProductsByTitle(products, '   ')).toBe(products);
  });

  it('matches a part of the title, ignoring case and surrounding blanks', () => {
    expect(filterProductsByTitle(products, ' nike ').map((p) => p.id)).toEqual(['1', '3']);
    expect(filterProductsByTitle(products, 'boost').map((p) => p.id)).toEqual(['2']);
  });

  it('finds nothing when no title contains the query', () => {
    expect(filterProductsByTitle(products, 'puma')).toEqual([]);
  });
});

describe('sharedTitles', () => {
  it('names the titles two or more products carry, and no other', () => {
    expect([...sharedTitles([...products, { id: '4', title: 'Nike Air Runner' }])]).toEqual([
      'Nike Air Runner',
    ]);
    expect(sharedTitles(products).size).toBe(0);
    expect(sharedTitles([]).size).toBe(0);
  });

  it('holds a title exactly when naming by title alone would name two products the same', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<string>('a', 'b', 'c', 'A', 'a ')), (titles) => {
        const shared = sharedTitles(titles.map((title) => ({ title })));
        for (const title of new Set(titles))
          expect(shared.has(title)).toBe(titles.filter((t) => t === title).length > 1);
        expect([...shared].every((title) => titles.includes(title))).toBe(true);
      }),
    );
  });
});

describe('debounce constants (spec section 9)', () => {
  it('wait 300 ms', () => {
    expect(PRODUCT_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(FIELD_CHANGE_DEBOUNCE_MS).toBe(300);
  });
});
