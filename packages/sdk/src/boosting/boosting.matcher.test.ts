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

const conditionArb = fc.record({
  id: fc.string({ maxLength: 3 }),
  field: fc.oneof(fc.constantFrom(...RULE_CONDITION_FIELDS), fc.constant('select-field')),
  operator: fc.constantFrom('is' as const, 'isNot' as const),
  value: fc.array(fc.oneof(fc.constantFrom(...VALUES), fc.constant('select-value')), { maxLength: 4 }),
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
  fc.constantFrom(...VALUES, 'z'),
  fc.uniqueArray(fc.constantFrom(...VALUES, 'z'), { maxLength: 3 }),
);
const docArb: fc.Arbitrary<MatchDocument> = fc.record(
  Object.fromEntries(Object.values(RULE_FIELD_DOCUMENT_FIELDS).map((f) => [f, docValueArb])),
  { requiredKeys: [] },
);

/** The conditions that count: offered field, real values (the drop rules, restated). */
function realConditions(form: RuleForm) {
  return form.conditions
    .map((c) => ({ ...c, value: c.value.filter((v) => v !== 'select-value' && v.trim() !== '') }))
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
  if (form.conditionType === 'is') {
    const [positive, negative] = [
      conditions.filter((c) => c.operator === 'is'),
      conditions.filter((c) => c.operator === 'isNot'),
    ];
    return positive.some(holds) && negative.every(holds);
  }
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
        must: [{ term: { brand: 'Nike' } }, { term: { insale: 'true' } }],
        must_not: [{ terms: { tags: ['sale', 'old'] } }],
      },
    });
  });
  it('is: should with minimum_should_match 1; isNot conditions as must_not exclusions', () => {
    expect(
      compileMatcher({
        conditionType: 'is',
        conditions: [cond('color', 'is', ['Red']), cond('size', 'isNot', ['XL'])],
      }),
    ).toEqual({
      bool: {
        should: [{ term: { color: 'Red' } }],
        minimum_should_match: 1,
        must_not: [{ term: { size: 'XL' } }],
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
      bool: { must_not: [{ term: { stock_status: 'outofstock' } }, { term: { featured: 'true' } }] },
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
    { bool: { must: [{ terms: { brand: ['a'] } }], must_not: [] } },
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
  ])('refuses a matcher the compiler does not write: %j', (matcher) => {
    expect(parseMatcher(matcher)).toBeNull();
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
      name: 'r',
      enabled: false,
      boostValue: 3,
      conditionType: 'isNot',
      conditions: [{ id: 'condition-0', field: 'color', operator: 'is', value: ['Red', 'Blue'] }],
    });
    expect(parseRule({ name: 'r', weight: 1, status: 'active', matcher: {} })).toBeNull();
  });
  it('reads stored numbers and booleans as text', () => {
    expect(
      parseMatcher({
        bool: { must: [{ term: { featured: true } }, { terms: { size: [38, '40'] } }], must_not: [] },
      }),
    ).toEqual({
      conditionType: 'all',
      conditions: [
        { id: 'condition-0', field: 'featured', operator: 'is', value: ['true'] },
        { id: 'condition-1', field: 'size', operator: 'is', value: ['38', '40'] },
      ],
    });
  });
});

describe('properties', () => {
  it('parse(compile(form)) equals the normalised form', () => {
    fc.assert(
      fc.property(formArb, (input) => {
        const form = normaliseRuleForm(input);
        expect(parseRule(compileRule(form, store))).toEqual(form);
      }),
      { numRuns: 500 },
    );
  });
  it('compile(parse(m)) equals m for every matcher the compiler makes', () => {
    fc.assert(
      fc.property(formArb, (input) => {
        const matcher = compileMatcher(normaliseRuleForm(input));
        const parsed = parseMatcher(matcher);
        expect(parsed).not.toBeNull();
        if (parsed) expect(compileMatcher(parsed)).toEqual(matcher);
      }),
      { numRuns: 500 },
    );
  });
  it('a product matches iff it meets the form conditions', () => {
    fc.assert(
      fc.property(formArb, docArb, (input, doc) => {
        const form = normaliseRuleForm(input);
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
    expect(evaluateMatcher({ bool: { should: [], minimum_should_match: 1 } }, doc)).toBe(false);
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
