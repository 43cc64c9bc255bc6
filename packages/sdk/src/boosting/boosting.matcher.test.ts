import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildBoostingRulePayload,
  compileMatcher,
  compileRule,
  evaluateMatcher,
  type MatchDocument,
  parseMatcher,
  parseRule,
  RULE_FIELD_DOCUMENT_FIELDS,
} from './boosting.matcher';
import {
  isRuleConditionField,
  normaliseRuleForm,
  RULE_CONDITION_FIELDS,
  RULE_CONDITION_TYPES,
} from './boosting.rules';
import type { RuleConditionField, RuleForm } from './boosting.schema';

const VALUES = ['a', 'b', 'c', 'd'] as const;
const STOCK = { 'In Stock': 'instock', 'Out of Stock': 'outofstock' } as const;

const conditionArb = fc.record({
  id: fc.string({ maxLength: 3 }),
  field: fc.oneof(fc.constantFrom(...RULE_CONDITION_FIELDS), fc.constant('select-field')),
  operator: fc.constantFrom('is' as const, 'isNot' as const),
  value: fc.array(
    fc.oneof(
      fc.constantFrom(...VALUES),
      fc.constant('select-value'),
      fc.constantFrom('true', 'false', 'instock', 'outofstock', 'In Stock', 'Out of Stock'),
    ),
    { maxLength: 4 },
  ),
});

const formArb: fc.Arbitrary<RuleForm> = fc.record({
  name: fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== ''),
  enabled: fc.boolean(),
  boostValue: fc.double({ min: -5, max: 20 }),
  conditionType: fc.constantFrom(...RULE_CONDITION_TYPES),
  conditions: fc.array(conditionArb, { maxLength: 5 }),
});

const docValueArb = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(...VALUES, 'z', true, false, 'instock', 'outofstock'),
  fc.uniqueArray(fc.constantFrom(...VALUES, 'z', 'instock'), { maxLength: 3 }),
);
const docArb: fc.Arbitrary<MatchDocument> = fc.record(
  Object.fromEntries(Object.values(RULE_FIELD_DOCUMENT_FIELDS).map((f) => [f, docValueArb])),
  { requiredKeys: [] },
);

/** A value as saved for its field, or null when dropped (the drop and stock-map rules, restated). */
function savedValue(field: string, v: string): string | null {
  if (v === 'select-value' || v.trim() === '') return null;
  if (field === 'featured' || field === 'onSale') return v === 'true' || v === 'false' ? v : null;
  if (field === 'stockStatus')
    return v === 'instock' || v === 'outofstock' ? v : (STOCK[v as keyof typeof STOCK] ?? null);
  return v;
}

/** The conditions that count: offered field, real values. */
function realConditions(form: RuleForm) {
  return form.conditions
    .map((c) => ({
      ...c,
      value: c.value.map((v) => savedValue(c.field, v)).filter((v): v is string => v !== null),
    }))
    .filter((c) => isRuleConditionField(c.field) && c.value.length > 0);
}

/** The meaning of a form, written straight from the definitions, independent of compiler and normaliser. */
function formHolds(form: RuleForm, doc: MatchDocument): boolean {
  const holds = (c: RuleForm['conditions'][number]) => {
    const raw = doc[RULE_FIELD_DOCUMENT_FIELDS[c.field as RuleConditionField]];
    const has = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).some((v) =>
      c.value.includes(String(v)),
    );
    return c.operator === 'is' ? has : !has;
  };
  const conditions = realConditions(form);
  if (form.conditionType === 'all') return conditions.every(holds);
  if (form.conditionType === 'is') return conditions.some(holds);
  return !conditions.some(holds);
}

const store = { storeId: 12, storeType: 'shopify' as const };

describe('compileMatcher', () => {
  const cond = (
    field: RuleForm['conditions'][number]['field'],
    operator: 'is' | 'isNot',
    value: string[],
  ) => ({
    id: 'x',
    field,
    operator,
    value,
  });
  it('all: is clauses in must, isNot clauses in must_not, term for one value and terms for several', () => {
    expect(
      compileMatcher({
        conditionType: 'all',
        conditions: [
          cond('brand', 'is', ['Nike']),
          cond('tag', 'isNot', ['sale', 'old']),
          cond('onSale', 'is', ['true']),
        ],
      }),
    ).toEqual({
      bool: {
        must: [{ term: { brand: 'Nike' } }, { term: { insale: true } }],
        must_not: [{ terms: { tags: ['sale', 'old'] } }],
      },
    });
  });
  it('is: should with minimum_should_match 1; each isNot condition a nested must_not among the should', () => {
    expect(
      compileMatcher({
        conditionType: 'is',
        conditions: [cond('color', 'is', ['Red']), cond('size', 'isNot', ['XL'])],
      }),
    ).toEqual({
      bool: {
        should: [{ term: { color: 'Red' } }, { bool: { must_not: [{ term: { size: 'XL' } }] } }],
        minimum_should_match: 1,
      },
    });
    expect(
      compileMatcher({ conditionType: 'is', conditions: [cond('color', 'is', ['Red', 'Blue'])] }),
    ).toEqual({
      bool: { should: [{ terms: { color: ['Red', 'Blue'] } }], minimum_should_match: 1 },
    });
  });
  it('isNot: every is condition in must_not; isNot conditions become must', () => {
    expect(
      compileMatcher({
        conditionType: 'isNot',
        conditions: [cond('stockStatus', 'is', ['outofstock']), cond('featured', 'is', ['true'])],
      }),
    ).toEqual({
      bool: { must_not: [{ term: { instock: 'outofstock' } }, { term: { featured: true } }] },
    });
    expect(
      compileMatcher({
        conditionType: 'isNot',
        conditions: [cond('brand', 'is', ['a']), cond('size', 'isNot', ['S'])],
      }),
    ).toEqual({ bool: { must: [{ term: { size: 'S' } }], must_not: [{ term: { brand: 'a' } }] } });
  });
  it('writes unknown fields as they are', () => {
    expect(
      compileMatcher({
        conditionType: 'all',
        conditions: [{ id: 'x', field: 'price', operator: 'is', value: ['1'] }],
      }),
    ).toEqual({
      bool: { must: [{ term: { price: '1' } }], must_not: [] },
    });
  });
});

describe('compileRule and buildBoostingRulePayload', () => {
  const input: RuleForm = {
    name: ' Nike ',
    enabled: true,
    boostValue: 1.5,
    conditionType: 'all',
    conditions: [{ id: '1', field: 'brand', operator: 'is', value: ['Nike'] }],
  };
  it('builds the payload: type attribute, weight, status, numeric id under the store type', () => {
    expect(buildBoostingRulePayload(input, { storeId: '12', storeType: 'shopify' })).toEqual({
      ok: true,
      value: {
        name: 'Nike',
        type: 'attribute',
        matcher: { bool: { must: [{ term: { brand: 'Nike' } }], must_not: [] } },
        weight: 1.5,
        status: 'active',
        storeId: '12',
        storeType: 'shopify',
        shopifyStoreId: 12,
      },
    });
    const woo = buildBoostingRulePayload(
      { ...input, enabled: false },
      { storeId: 7, storeType: 'woocommerce' },
    );
    expect(woo.ok && woo.value).toMatchObject({ status: 'inactive', storeId: '7', woocommerceStoreId: 7 });
    expect(woo.ok && 'shopifyStoreId' in woo.value).toBe(false);
  });
  it('refuses an invalid form or a non-numeric store id', () => {
    expect(
      buildBoostingRulePayload({ ...input, name: '' }, { storeId: 'abc', storeType: 'shopify' }),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'name', messageKey: 'enterRuleName' },
        { field: 'store', messageKey: 'noActiveStoreSelected' },
      ],
    });
    expect(buildBoostingRulePayload(input, { storeId: '', storeType: 'shopify' }).ok).toBe(false);
  });
});

describe('parseMatcher', () => {
  it.each([
    null,
    'x',
    {},
    { bool: null },
    { bool: {} },
    { bool: { must: [] } },
    { bool: { should: [{ term: { brand: 'a' } }] } },
    { bool: { should: [{ term: { brand: 'a' } }], minimum_should_match: 2 } },
    { bool: { must: [{ term: { price: '1' } }], must_not: [] } },
    { bool: { must: [{ term: { brand: 'a', color: 'b' } }], must_not: [] } },
    { bool: { must: [{ term: { brand: ['a', 'b'] } }], must_not: [] } },
    { bool: { must: [{ terms: { brand: 'a' } }], must_not: [] } },
    { bool: { must: [{ match: { brand: 'a' } }], must_not: [] } },
    { bool: { must: [{ term: null }], must_not: [] } },
    { bool: { must: [null], must_not: [] } },
    { bool: { must: 'x', must_not: [] } },
    { bool: { must: [{ bool: { must_not: [{ term: { brand: 'a' } }] } }], must_not: [] } },
    { bool: { must_not: [{ bool: { must_not: [{ term: { brand: 'a' } }] } }] } },
    { bool: { should: [{ term: { brand: 'a' } }], minimum_should_match: 1, must_not: 'x' } },
    { bool: { should: [{ term: { brand: 'a' } }], minimum_should_match: 1, must: [] } },
    { bool: { must: [{ term: { brand: {} } }], must_not: [] } },
  ])('refuses a matcher the compiler does not write, with a displayable reason: %j', (matcher) => {
    const parsed = parseMatcher(matcher);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.errors[0]?.messageKey).toMatch(
        /^rule(MatcherUnsupported|MatcherUnknownField|ConditionValueInvalid)$/,
      );
  });
  it('reads a stored rule into a form', () => {
    expect(
      parseRule({
        name: 'r',
        weight: 3,
        status: 'inactive',
        matcher: { bool: { must_not: [{ terms: { color: ['Red', 'Blue'] } }] } },
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'r',
        enabled: false,
        boostValue: 3,
        conditionType: 'isNot',
        conditions: [{ id: 'condition-0', field: 'color', operator: 'is', value: ['Red', 'Blue'] }],
      },
    });
    expect(parseRule({ name: 'r', weight: 1, status: 'active', matcher: {} })).toEqual({
      ok: false,
      errors: [{ field: 'matcher', messageKey: 'ruleMatcherUnsupported', params: { detail: '{}' } }],
    });
  });
  it('reads stored numbers and booleans as text', () => {
    expect(
      parseMatcher({
        bool: { must: [{ term: { featured: true } }, { terms: { size: [38, '40'] } }], must_not: [] },
      }),
    ).toEqual({
      ok: true,
      value: {
        conditionType: 'all',
        conditions: [
          { id: 'condition-0', field: 'featured', operator: 'is', value: ['true'] },
          { id: 'condition-1', field: 'size', operator: 'is', value: ['38', '40'] },
        ],
      },
    });
  });
});

describe('properties', () => {
  it('parse(compile(form)) equals the normalised form', () => {
    fc.assert(
      fc.property(formArb, (input) => {
        const form = normaliseRuleForm(input);
        expect(parseRule(compileRule(form, store))).toEqual(
          form.conditions.length > 0 ? { ok: true, value: form } : expect.objectContaining({ ok: false }),
        );
      }),
      { numRuns: 500 },
    );
  });
  it('compile(parse(m)) equals m for every matcher the compiler makes', () => {
    fc.assert(
      fc.property(formArb, (input) => {
        const matcher = compileMatcher(normaliseRuleForm(input));
        fc.pre(normaliseRuleForm(input).conditions.length > 0);
        const parsed = parseMatcher(matcher);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(compileMatcher(parsed.value)).toEqual(matcher);
      }),
      { numRuns: 500 },
    );
  });
  it('a product matches iff it meets the form conditions', () => {
    fc.assert(
      fc.property(formArb, docArb, (input, doc) => {
        const form = normaliseRuleForm(input);
        // A form without a real condition is never saved nor previewed.
        fc.pre(form.conditions.length > 0);
        expect(evaluateMatcher(compileMatcher(form), doc)).toBe(formHolds(input, doc));
        expect(formHolds(form, doc)).toBe(formHolds(input, doc));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('evaluateMatcher', () => {
  it('follows bool semantics for should beside must, filter and an empty bool', () => {
    const doc = { brand: 'a', tags: ['x', 'y'], featured: true, count: 12 };
    expect(evaluateMatcher({ bool: {} }, doc)).toBe(true);
    expect(
      evaluateMatcher(
        { bool: { must: [{ term: { brand: 'a' } }], should: [{ term: { brand: 'b' } }] } },
        doc,
      ),
    ).toBe(true);
    expect(evaluateMatcher({ bool: { should: [{ term: { brand: 'b' } }] } }, doc)).toBe(false);
    expect(evaluateMatcher({ bool: { must: [{ term: { tags: 'y' } }] } }, doc)).toBe(true);
    expect(evaluateMatcher({ bool: { must: [{ term: { tags: 'z' } }] } }, doc)).toBe(false);
    // minimum_should_match never exceeds the number of should clauses: with none, it asks for none.
    expect(evaluateMatcher({ bool: { should: [], minimum_should_match: 1 } }, doc)).toBe(true);
    expect(evaluateMatcher({ terms: { count: [12] } }, doc)).toBe(true);
    expect(evaluateMatcher({ term: { featured: 'true' } }, doc)).toBe(true);
    expect(evaluateMatcher({ term: { count: '12' } }, doc)).toBe(true);
    expect(evaluateMatcher({ terms: { missing: ['a'] } }, doc)).toBe(false);
    expect(evaluateMatcher({ term: { nullish: 'null' } }, { nullish: null })).toBe(false);
    expect(
      evaluateMatcher(
        {
          bool: {
            should: [{ term: { brand: 'a' } }, { term: { featured: 'true' } }],
            minimum_should_match: 2,
          },
        },
        doc,
      ),
    ).toBe(true);
  });
});
