import { describe, expect, it } from 'vitest';
import {
  FIELD_CHANGE_DEBOUNCE_MS,
  filterProductsByTitle,
  PRODUCT_SEARCH_DEBOUNCE_MS,
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

describe('debounce constants (spec section 9)', () => {
  it('wait 300 ms', () => {
    expect(PRODUCT_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(FIELD_CHANGE_DEBOUNCE_MS).toBe(300);
  });
});
