import { describe, expect, it } from 'vitest';
import type { ProductAttributes } from '../products/products.schema';
import { DEFAULT_RULE_BOOST, SELECT_FIELD_PLACEHOLDER } from './boosting.rules';
import { ruleFormForQuery } from './boosting.search-draft';

/** A catalogue product with the attributes a query can name. */
function product(id: number, attributes: Partial<ProductAttributes>): ProductAttributes {
  return {
    id: String(id),
    title: `Product ${id}`,
    brand: 'Acme',
    category: 'Accessories',
    tag: 'lifestyle',
    color: 'Grey',
    size: 'M',
    stockStatus: 'instock',
    featured: false,
    onSale: false,
    price: 10,
    ...attributes,
  };
}

const catalogue = [
  product(1, { brand: 'Nike', category: 'Hoodies', color: 'Black', tag: 'running' }),
  product(2, { brand: 'New Balance', category: 'Running Shoes', color: 'White', tag: 'running' }),
  product(3, { brand: 'Adidas', category: 'Dresses', color: 'Royal Blue', tag: 'new-arrival' }),
];

/** The conditions of a draft as field and values. */
const conditionsOf = (query: string) =>
  ruleFormForQuery(query, catalogue).conditions.map((c) => [c.field, c.operator, c.value]);

describe('ruleFormForQuery (Boost Search from Search State)', () => {
  it('names the rule after the query and keeps the new-rule defaults', () => {
    const form = ruleFormForQuery('  black hoodie ', catalogue);
    expect(form).toMatchObject({
      name: 'black hoodie',
      enabled: true,
      boostValue: DEFAULT_RULE_BOOST,
      conditionType: 'all',
    });
  });

  it('turns each field the query names into an `is` condition, singular or plural, in the form order', () => {
    expect(conditionsOf('black hoodie')).toEqual([
      ['category', 'is', ['Hoodies']],
      ['color', 'is', ['Black']],
    ]);
    expect(conditionsOf('NIKE')).toEqual([['brand', 'is', ['Nike']]]);
    expect(conditionsOf('dress')).toEqual([['category', 'is', ['Dresses']]]);
    expect(conditionsOf('royal blue nike')).toEqual([
      ['brand', 'is', ['Nike']],
      ['color', 'is', ['Royal Blue']],
    ]);
  });

  it('drops a value named only inside a longer one, but keeps separate mentions', () => {
    // "running" is the tag and part of the category "Running Shoes": the category is what was searched.
    expect(conditionsOf('running shoes')).toEqual([['category', 'is', ['Running Shoes']]]);
    expect(conditionsOf('new balance running')).toEqual([
      ['brand', 'is', ['New Balance']],
      ['tag', 'is', ['running']],
    ]);
  });

  it('needs whole words: "blacks" is Black, "blackberry" is not', () => {
    expect(conditionsOf('blacks')).toEqual([['color', 'is', ['Black']]]);
    expect(conditionsOf('blackberry')).toEqual([[SELECT_FIELD_PLACEHOLDER, 'is', []]]);
  });

  it('keeps the usual empty condition when the query names nothing (a typo, or no catalogue yet)', () => {
    expect(conditionsOf('sneekers')).toEqual([[SELECT_FIELD_PLACEHOLDER, 'is', []]]);
    expect(ruleFormForQuery('nike', []).conditions).toHaveLength(1);
    expect(ruleFormForQuery('nike', []).name).toBe('nike');
  });
});
