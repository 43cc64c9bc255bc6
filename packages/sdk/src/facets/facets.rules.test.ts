import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAddFacetField,
  DEFAULT_FACET_TERMS,
  defaultFacetTerms,
  FACET_FIELD_ORDER,
  facetLabelOrField,
  fallbackFacetValues,
  groupFacetFields,
  isMandatoryFacetField,
  MANDATORY_FACET_FIELDS,
  missingMandatoryFacetFields,
  OPTIONAL_FACET_FIELDS,
  orderFacetsForSave,
  parseFacetTerms,
  STOCK_STATUS_MAP,
  termsForSelection,
} from './facets.rules';

describe('facet fields', () => {
  it('has the spec mandatory and optional fields in order', () => {
    expect(MANDATORY_FACET_FIELDS).toEqual(['category', 'price', 'instock', 'featured', 'insale']);
    expect(OPTIONAL_FACET_FIELDS).toEqual(['brand', 'size', 'color', 'tags']);
    expect(FACET_FIELD_ORDER).toEqual([...MANDATORY_FACET_FIELDS, ...OPTIONAL_FACET_FIELDS]);
  });
  it('maps stock labels to status values', () => {
    expect(STOCK_STATUS_MAP).toEqual({
      'In Stock': 'instock',
      'Out of Stock': 'outofstock',
      'On Backorder': 'onbackorder',
      'Pre-order': 'preorder',
    });
  });
});

describe('parseFacetTerms', () => {
  it.each([
    ['5', 'brand', 5],
    ['0', 'brand', 0],
    ['abc', 'brand', 0],
    ['', 'brand', 0],
    ['-3', 'brand', 0],
    ['7.9', 'size', 7],
    [12, 'color', 12],
    ['15', 'price', 0],
    ['15', 'instock', 0],
    ['15', 'featured', 0],
    ['15', 'insale', 0],
    ['15', 'category', 15],
  ])('reads %j for %s as %d', (input, field, terms) => expect(parseFacetTerms(input, field)).toBe(terms));
});

describe('facetLabelOrField', () => {
  it.each([
    ['', 'size', 'size'],
    ['   ', 'size', 'size'],
    [' a ', 'size', 'a'],
    ['Size', 'size', 'Size'],
    ['Shoe size', 'size', 'Shoe size'],
  ])('saves %j for %s as %j', (label, field, saved) => expect(facetLabelOrField(label, field)).toBe(saved));
});

describe('terms', () => {
  it('defaults to 20 when a count is 0', () => {
    expect(DEFAULT_FACET_TERMS).toBe(20);
    expect(defaultFacetTerms('brand', 0)).toBe(20);
    expect(defaultFacetTerms('brand', 1)).toBe(1);
    expect(defaultFacetTerms('price', 0)).toBe(0);
  });
  it('equals the number selected, or shown colours for the colour facet', () => {
    expect(termsForSelection('brand', ['a', 'b', 'c'])).toBe(3);
    expect(termsForSelection('brand', [])).toBe(0);
    expect(termsForSelection('color', ['a'], 6)).toBe(6);
    expect(termsForSelection('color', ['a', 'b'])).toBe(2);
    expect(termsForSelection('featured', ['Yes'])).toBe(0);
  });
});

describe('groupFacetFields', () => {
  it('puts count > 100 in most used by count (top 10), the rest alphabetically', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      name: `f${String(i).padStart(2, '0')}`,
      count: 101 + i,
    }));
    const fields = [
      ...many,
      { name: 'zeta', count: 100 },
      { name: 'alpha', count: 5 },
      { name: 'Mid', count: 0 },
    ];
    const { mostUsed, others } = groupFacetFields(fields);
    expect(mostUsed.map((f) => f.count)).toEqual([112, 111, 110, 109, 108, 107, 106, 105, 104, 103]);
    expect(others.map((f) => f.name)).toEqual(['alpha', 'Mid', 'zeta']);
  });
  it('breaks count ties by name', () => {
    const { mostUsed } = groupFacetFields([
      { name: 'b', count: 200 },
      { name: 'a', count: 200 },
    ]);
    expect(mostUsed.map((f) => f.name)).toEqual(['a', 'b']);
  });
});

describe('fallbackFacetValues', () => {
  it('falls back to Yes/No and In Stock/Out of Stock', () => {
    expect(fallbackFacetValues('featured').map((v) => v.value)).toEqual(['Yes', 'No']);
    expect(fallbackFacetValues('insale').map((v) => v.labelKey)).toEqual(['yes', 'no']);
    expect(fallbackFacetValues('instock').map((v) => v.value)).toEqual(['In Stock', 'Out of Stock']);
    expect(fallbackFacetValues('brand')).toEqual([]);
  });
});

describe('orderFacetsForSave', () => {
  it('sends the full list in the fixed order, unknown fields last', () => {
    const fields = [
      'tags',
      'material',
      'brand',
      'insale',
      'category',
      'size',
      'price',
      'fabric',
      'color',
      'instock',
      'featured',
    ];
    expect(orderFacetsForSave(fields.map((field) => ({ field }))).map((f) => f.field)).toEqual([
      'category',
      'price',
      'instock',
      'featured',
      'insale',
      'brand',
      'size',
      'color',
      'tags',
      'material',
      'fabric',
    ]);
  });
});

describe('canAddFacetField', () => {
  it('needs a chosen field that is not a facet yet', () => {
    const facets = [{ field: 'brand' }];
    expect(canAddFacetField('size', facets)).toBe(true);
    expect(canAddFacetField('brand', facets)).toBe(false);
    expect(canAddFacetField('', facets)).toBe(false);
    expect(canAddFacetField('  ', facets)).toBe(false);
    expect(canAddFacetField(null, facets)).toBe(false);
    expect(canAddFacetField(undefined, [])).toBe(false);
  });
});

describe('facet properties', () => {
  it('orders any facet list as a permutation with the fixed fields first, in order', () => {
    const field = fc.oneof(fc.constantFrom(...FACET_FIELD_ORDER), fc.string({ minLength: 1, maxLength: 6 }));
    fc.assert(
      fc.property(fc.array(fc.record({ field, id: fc.nat() })), (facets) => {
        const ordered = orderFacetsForSave(facets);
        expect([...ordered].sort((a, b) => a.id - b.id || a.field.localeCompare(b.field))).toEqual(
          [...facets].sort((a, b) => a.id - b.id || a.field.localeCompare(b.field)),
        );
        const ranks = ordered.map((f) => {
          const i = (FACET_FIELD_ORDER as readonly string[]).indexOf(f.field);
          return i === -1 ? FACET_FIELD_ORDER.length : i;
        });
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }),
    );
  });
  it('never gives negative or fractional terms', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double()),
        fc.constantFrom(...FACET_FIELD_ORDER),
        (input, field) => {
          const terms = parseFacetTerms(input, field);
          expect(Number.isInteger(terms) && terms >= 0).toBe(true);
        },
      ),
    );
  });
});

describe('isMandatoryFacetField', () => {
  it('is true for the five mandatory fields and false for the optional and unknown ones', () => {
    for (const field of ['category', 'price', 'instock', 'featured', 'insale']) {
      expect(isMandatoryFacetField(field)).toBe(true);
    }
    for (const field of ['brand', 'size', 'color', 'tags', 'material', '']) {
      expect(isMandatoryFacetField(field)).toBe(false);
    }
  });
});

describe('missingMandatoryFacetFields', () => {
  it('lists the mandatory fields a list lacks, in save order', () => {
    expect(missingMandatoryFacetFields([])).toEqual(['category', 'price', 'instock', 'featured', 'insale']);
    expect(
      missingMandatoryFacetFields([{ field: 'insale' }, { field: 'brand' }, { field: 'category' }]),
    ).toEqual(['price', 'instock', 'featured']);
  });

  it('is empty when every mandatory field is there', () => {
    const all = ['category', 'price', 'instock', 'featured', 'insale'].map((field) => ({ field }));
    expect(missingMandatoryFacetFields(all)).toEqual([]);
  });
});
