import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductAttributes } from '../products/products.schema';
import { EngineRejection, engineDocument, engineMatches } from './boosting.engine.test-support';
import {
  buildBoostingRulePayload,
  compileMatcher,
  evaluateMatcher,
  matchMatcher,
  parseMatcher,
  parseRule,
} from './boosting.matcher';
import { previewRule, productMatchDocument, ruleConditionsMet } from './boosting.preview';
import { newRuleForm, normaliseRuleForm, validateRuleForm } from './boosting.rules';
import { boolQuerySchema, type RuleForm } from './boosting.schema';

// The editor's words, restated from the spec: offered fields, placeholders, the stock status map.
const OFFERED = ['brand', 'category', 'tag', 'color', 'size', 'stockStatus', 'featured', 'onSale'] as const;
const SPEC_STOCK_MAP: Record<string, string> = {
  'In Stock': 'instock',
  'Out of Stock': 'outofstock',
  'On Backorder': 'onbackorder',
  'Pre-order': 'preorder',
};
const POOLS = {
  brand: ['Nike', 'Adidas', 'Puma'],
  category: ['Shoes', 'Shirts'],
  tag: ['new', 'sale', 'clearance'],
  color: ['Red', 'Blue'],
  size: ['S', 'M', '42'],
  stockStatus: ['instock', 'outofstock', 'onbackorder', 'preorder'],
} as const;

const productArb: fc.Arbitrary<ProductAttributes> = fc.record({
  id: fc.nat({ max: 10_000 }).map(String),
  title: fc.constant('Product'),
  brand: fc.constantFrom(...POOLS.brand),
  category: fc.constantFrom(...POOLS.category),
  tag: fc.constantFrom(...POOLS.tag),
  color: fc.constantFrom(...POOLS.color),
  size: fc.constantFrom(...POOLS.size),
  stockStatus: fc.constantFrom(...POOLS.stockStatus),
  featured: fc.boolean(),
  onSale: fc.boolean(),
  price: fc.integer({ min: 0, max: 500 }),
});

/** Values the editor can hold for a field: real ones, stock labels, placeholders and prototype names. */
function valuesFor(field: string): fc.Arbitrary<string> {
  const odd = fc.constantFrom('select-value', '', ' ', 'constructor', '__proto__');
  if (field === 'featured' || field === 'onSale')
    return fc.oneof({ weight: 6, arbitrary: fc.constantFrom('true', 'false') }, odd);
  if (field === 'stockStatus')
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...POOLS.stockStatus, ...Object.keys(SPEC_STOCK_MAP)) },
      odd,
    );
  const pool = Object.hasOwn(POOLS, field) ? (POOLS as Record<string, readonly string[]>)[field] : undefined;
  return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...(pool ?? ['x'])) }, odd);
}

const conditionArb = fc
  .oneof(
    { weight: 12, arbitrary: fc.constantFrom<string>(...OFFERED) },
    fc.constantFrom('select-field', 'constructor', 'toString', '__proto__', 'price'),
  )
  .chain((field) =>
    fc.record({
      id: fc.string({ maxLength: 3 }),
      field: fc.constant(field),
      operator: fc.constantFrom('is' as const, 'isNot' as const),
      value: fc.array(valuesFor(field), { minLength: 1, maxLength: 3 }),
    }),
  );

const formArb: fc.Arbitrary<RuleForm> = fc.record({
  name: fc.constantFrom('Rule', ' r '),
  enabled: fc.boolean(),
  // Mostly boosts the form accepts (1 to 10 on the 0.1 step), some it refuses (out of range or off the step).
  boostValue: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 10, max: 100 }).map((tenths) => tenths / 10) },
    fc.double({ min: 0, max: 12, noNaN: true }),
  ),
  conditionType: fc.constantFrom('all' as const, 'is' as const, 'isNot' as const),
  conditions: fc.array(conditionArb, { minLength: 1, maxLength: 4 }),
});

/** True when the form holds a value its field cannot take (a yes/no field given other text, say). */
function hasImpossibleValue(form: RuleForm): boolean {
  return form.conditions.some(
    (c) =>
      (OFFERED as readonly string[]).includes(c.field) &&
      c.value.some((v) => {
        if (v === 'select-value' || v.trim() === '') return false;
        if (c.field === 'featured' || c.field === 'onSale') return v !== 'true' && v !== 'false';
        if (c.field === 'stockStatus')
          return !(POOLS.stockStatus as readonly string[]).includes(v) && !Object.hasOwn(SPEC_STOCK_MAP, v);
        return false;
      }),
  );
}

/** What the editor's words say about a product: "All/Any/No condition matches", each "field is/is not values". */
function editorSays(form: RuleForm, product: ProductAttributes): boolean {
  const real = form.conditions
    .filter((c) => (OFFERED as readonly string[]).includes(c.field))
    .map((c) => ({
      ...c,
      value: c.value
        .filter((v) => v !== 'select-value' && v.trim() !== '')
        .map((v) => (c.field === 'stockStatus' && Object.hasOwn(SPEC_STOCK_MAP, v) ? SPEC_STOCK_MAP[v] : v)),
    }))
    .filter((c) => c.value.length > 0);
  const holds = (c: (typeof real)[number]) => {
    const has = c.value.includes(String(product[c.field as (typeof OFFERED)[number]]));
    return c.operator === 'is' ? has : !has;
  };
  if (form.conditionType === 'all') return real.every(holds);
  if (form.conditionType === 'is') return real.some(holds);
  return !real.some(holds);
}

describe('the editor, the preview and the engine agree', () => {
  it('on random forms and products (every field, operator and condition type, only-negative any)', () => {
    const seen = { compared: 0, onlyNegativeAny: 0, refused: 0, matched: 0 };
    fc.assert(
      fc.property(formArb, fc.array(productArb, { minLength: 1, maxLength: 8 }), (form, products) => {
        const preview = previewRule(form, products, products.length);
        const checked = validateRuleForm(form);
        if (hasImpossibleValue(form)) {
          seen.refused += 1;
          expect(checked.ok).toBe(false);
          expect(preview).toBeNull();
          return;
        }
        if (!checked.ok) {
          // The preview shows what the conditions match: a refused boost alone does not hide it.
          if (checked.errors.some((issue) => issue.field !== 'boostValue')) expect(preview).toBeNull();
          else expect(preview).not.toBeNull();
          return;
        }
        seen.compared += 1;
        const normalised = checked.value;
        if (normalised.conditionType === 'is' && normalised.conditions.every((c) => c.operator === 'isNot'))
          seen.onlyNegativeAny += 1;
        const payload = buildBoostingRulePayload(form, { storeId: 1, storeType: 'shopify' });
        expect(payload.ok).toBe(true);
        if (!payload.ok || preview === null) throw new Error('a valid form previews and saves');
        // What is saved passes the contract schema and reads back to the same form.
        expect(boolQuerySchema.safeParse(payload.value.matcher).success).toBe(true);
        expect(parseRule(payload.value)).toEqual({ ok: true, value: { ...normalised } });
        const byEngine = products.filter((p) => engineMatches(payload.value.matcher, engineDocument(p)));
        const byEditor = products.filter((p) => editorSays(form, p));
        expect(preview.sample).toEqual(byEngine);
        expect(byEditor).toEqual(byEngine);
        expect(preview.matched).toBe(byEngine.length);
        seen.matched += byEngine.length;
      }),
      { numRuns: 2000 },
    );
    expect(seen.compared).toBeGreaterThan(700);
    expect(seen.onlyNegativeAny).toBeGreaterThan(20);
    expect(seen.refused).toBeGreaterThan(50);
    expect(seen.matched).toBeGreaterThan(1000);
    console.info('rule forms compared with the engine', seen);
  }, 120_000);
});

// Random queries in the shapes the engine documents, some the SDK must refuse.
const fieldArb = fc.constantFrom('brand', 'tags', 'color', 'instock', 'featured', 'insale', 'constructor');
const valueArb = (field: string): fc.Arbitrary<string | boolean | number> =>
  field === 'featured' || field === 'insale'
    ? fc.constantFrom(true, false, 'true', 'false')
    : fc.constantFrom('Nike', 'Adidas', 'Red', 'sale', 'instock', 'outofstock', 42);
const leafArb: fc.Arbitrary<unknown> = fieldArb.chain((field) =>
  fc.oneof(
    valueArb(field).map((v) => ({ term: { [field]: v } })),
    valueArb(field).map((v) => ({ term: { [field]: { value: v, boost: 2 } } })),
    fc.array(valueArb(field), { minLength: 1, maxLength: 3 }).map((vs) => ({ terms: { [field]: vs } })),
    fc
      .array(valueArb(field), { minLength: 1, maxLength: 3 })
      .map((vs) => ({ terms: { [field]: vs, boost: 1.5 } })),
    { weight: 1, arbitrary: fc.constant({ match: { brand: 'nike' } }) },
  ),
);
const { query: queryArb } = fc.letrec<{ query: unknown }>((tie) => ({
  query: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafArb,
    fc
      .record(
        {
          must: fc.oneof(fc.array(tie('query'), { maxLength: 3 }), tie('query')),
          filter: fc.array(tie('query'), { maxLength: 2 }),
          should: fc.oneof(fc.array(tie('query'), { maxLength: 4 }), tie('query')),
          must_not: fc.array(tie('query'), { maxLength: 2 }),
          minimum_should_match: fc.oneof(
            fc.integer({ min: -5, max: 5 }),
            fc.integer({ min: -5, max: 5 }).map(String),
            fc.integer({ min: -100, max: 100 }).map((n) => `${n}%`),
          ),
        },
        { requiredKeys: [] },
      )
      .map((bool) => ({ bool })),
  ),
}));
const docArb = productArb.map(engineDocument);

describe('the SDK evaluator and the engine agree on every query shape it accepts', () => {
  it('evaluates what the engine runs the way it does, and refuses the rest with a reason', () => {
    const seen = { evaluated: 0, refused: 0 };
    fc.assert(
      fc.property(queryArb, docArb, (query, doc) => {
        const sdk = matchMatcher(query, doc);
        let engine: boolean | 'rejected';
        try {
          engine = engineMatches(query, doc);
        } catch (error) {
          if (!(error instanceof EngineRejection)) throw error;
          engine = 'rejected';
        }
        if (sdk.ok) {
          seen.evaluated += 1;
          expect(sdk.value).toBe(engine);
        } else {
          seen.refused += 1;
          expect(sdk.errors[0]?.messageKey).toBe('ruleMatcherUnsupported');
        }
      }),
      { numRuns: 3000 },
    );
    expect(seen.evaluated).toBeGreaterThan(1000);
    expect(seen.refused).toBeGreaterThan(100);
    console.info('queries compared with the engine', seen);
  }, 120_000);
});

const nikeRed = { ...productOf('Nike', 'Red'), id: '1' };
const adidasBlue = { ...productOf('Adidas', 'Blue'), id: '2' };
const nikeBlue = { ...productOf('Nike', 'Blue'), id: '3' };
const adidasRed = { ...productOf('Adidas', 'Red'), id: '4' };
function productOf(brand: string, color: string): ProductAttributes {
  return {
    id: '0',
    title: `${brand} ${color}`,
    brand,
    category: 'Shoes',
    tag: 'new',
    color,
    size: 'M',
    stockStatus: 'instock',
    featured: false,
    onSale: false,
    price: 1,
  };
}
const ruleForm = (
  conditionType: RuleForm['conditionType'],
  conditions: [string, 'is' | 'isNot', string[]][],
): RuleForm => ({
  ...newRuleForm(),
  name: 'r',
  conditionType,
  conditions: conditions.map(([field, operator, value], i) => ({ id: String(i), field, operator, value })),
});
const ids = (form: RuleForm, products: ProductAttributes[]) =>
  previewRule(form, products)?.sample.map((p) => p.id);

describe('any condition matches', () => {
  const all = [nikeRed, adidasBlue, nikeBlue, adidasRed];
  it('with an isNot condition: a product meeting either condition matches', () => {
    const form = ruleForm('is', [
      ['brand', 'is', ['Nike']],
      ['color', 'isNot', ['Red']],
    ]);
    expect(ids(form, all)).toEqual(['1', '2', '3']);
    const matcher = compileMatcher(normaliseRuleForm(form));
    expect(all.filter((p) => engineMatches(matcher, engineDocument(p))).map((p) => p.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });
  it('with only isNot conditions: matches the products that lack at least one of the values', () => {
    const form = ruleForm('is', [
      ['brand', 'isNot', ['Nike']],
      ['color', 'isNot', ['Red']],
    ]);
    expect(ids(form, all)).toEqual(['2', '3', '4']);
    expect(compileMatcher(normaliseRuleForm(form))).toEqual({
      bool: {
        should: [
          { bool: { must_not: [{ term: { brand: 'Nike' } }] } },
          { bool: { must_not: [{ term: { color: 'Red' } }] } },
        ],
        minimum_should_match: 1,
      },
    });
  });
});

describe('yes/no and stock status values', () => {
  it.each(['True', 'constructor', 'yes', '1'])(
    'refuses %j for featured and onSale, on save and in the preview',
    (value) => {
      for (const field of ['featured', 'onSale']) {
        const form = ruleForm('all', [[field, 'is', [value]]]);
        expect(validateRuleForm(form)).toEqual({
          ok: false,
          errors: [
            { field: 'conditions', messageKey: 'addAtLeastOneCondition' },
            { field: 'conditions', messageKey: 'ruleConditionValueInvalid', params: { field, value } },
          ],
        });
        expect(previewRule(form, [nikeRed])).toBeNull();
        expect(
          parseMatcher({
            bool: {
              must: [{ term: { [field === 'featured' ? 'featured' : 'insale']: value } }],
              must_not: [],
            },
          }),
        ).toMatchObject({ ok: false, errors: [{ messageKey: 'ruleConditionValueInvalid' }] });
      }
    },
  );
  it('saves yes/no as JSON booleans', () => {
    expect(
      compileMatcher(
        normaliseRuleForm(
          ruleForm('all', [
            ['featured', 'is', ['true']],
            ['onSale', 'isNot', ['false']],
          ]),
        ),
      ),
    ).toEqual({
      bool: { must: [{ term: { featured: true } }], must_not: [{ term: { insale: false } }] },
    });
  });
  it('maps stock labels to states and tests the index field instock', () => {
    const form = ruleForm('all', [['stockStatus', 'is', ['In Stock', 'Pre-order']]]);
    expect(compileMatcher(normaliseRuleForm(form))).toEqual({
      bool: { must: [{ terms: { instock: ['instock', 'preorder'] } }], must_not: [] },
    });
    const backorder = { ...nikeRed, stockStatus: 'onbackorder' as const };
    expect(ids(form, [nikeRed, backorder])).toEqual(['1']);
    expect(validateRuleForm(ruleForm('all', [['stockStatus', 'is', ['Sold out']]])).ok).toBe(false);
  });
});

describe('stored matchers the editor cannot represent', () => {
  it.each([
    [{ bool: { must: [{ term: { brand: '' } }], must_not: [] } }, 'ruleConditionValueInvalid'],
    [
      { bool: { must: [{ terms: { brand: ['Nike', 'select-value'] } }], must_not: [] } },
      'ruleConditionValueInvalid',
    ],
    [{ bool: { must: [{ term: { instock: 'In Stock' } }], must_not: [] } }, 'ruleConditionValueInvalid'],
    [{ bool: { must: [{ term: { constructor: 'x' } }], must_not: [] } }, 'ruleMatcherUnknownField'],
    [{ bool: { must: [{ term: { toString: 'x' } }], must_not: [] } }, 'ruleMatcherUnknownField'],
    [JSON.parse('{"bool":{"must":[{"term":{"__proto__":"x"}}],"must_not":[]}}'), 'ruleMatcherUnknownField'],
    [
      {
        bool: {
          should: [{ term: { brand: 'a' } }],
          minimum_should_match: 1,
          must_not: [{ term: { color: 'Red' } }],
        },
      },
      'ruleMatcherUnsupported',
    ],
    [{ bool: { should: [], minimum_should_match: 1 } }, 'ruleMatcherUnsupported'],
    [
      { bool: { must: [{ term: { brand: 'a' } }], filter: [{ term: { color: 'b' } }], must_not: [] } },
      'ruleMatcherUnsupported',
    ],
    [{ bool: { must: { term: { brand: 'a' } }, must_not: [] } }, 'ruleMatcherUnsupported'],
    [{ bool: { must: [{ term: { brand: { value: 'a' } } }], must_not: [] } }, 'ruleMatcherUnsupported'],
    [{ bool: { must: [{ match: { brand: 'a' } }], must_not: [] } }, 'ruleMatcherUnsupported'],
  ])('refuses %j with %s', (matcher, messageKey) => {
    const parsed = parseMatcher(matcher);
    expect(parsed).toMatchObject({ ok: false, errors: [{ field: 'matcher', messageKey }] });
  });
  it('drops prototype names as form fields instead of compiling them', () => {
    const form = ruleForm('all', [
      ['constructor', 'is', ['x']],
      ['__proto__', 'is', ['y']],
      ['brand', 'is', ['Nike']],
    ]);
    expect(compileMatcher(normaliseRuleForm(form))).toEqual({
      bool: { must: [{ term: { brand: 'Nike' } }], must_not: [] },
    });
  });
});

describe('matchMatcher follows the engine on the shapes it documents', () => {
  const doc = productMatchDocument(nikeRed);
  const should = [{ term: { brand: 'Nike' } }, { term: { color: 'Blue' } }, { term: { tags: 'new' } }];
  it.each([
    [{ bool: { should, minimum_should_match: -1 } }, true],
    [{ bool: { should, minimum_should_match: '-34%' } }, true],
    [{ bool: { should, minimum_should_match: '100%' } }, false],
    [{ bool: { should, minimum_should_match: '66%' } }, true],
    [{ bool: { should, minimum_should_match: 3 } }, false],
    [{ bool: { filter: [{ term: { color: 'Blue' } }], should } }, false],
    [{ bool: { filter: { term: { color: 'Red' } } } }, true],
    [{ bool: { must: { term: { brand: { value: 'nike', case_insensitive: true } } } } }, true],
    [{ bool: { must: [{ terms: { brand: ['Nike'], boost: 2 } }] } }, true],
    [{ term: { toString: 'x' } }, false],
  ])('%j -> %s', (query, expected) => {
    expect(matchMatcher(query, doc)).toEqual({ ok: true, value: expected });
    expect(engineMatches(query, doc)).toBe(expected);
  });
  it.each([
    { match: { brand: 'nike' } },
    { bool: { must: 'x' } },
    { bool: { minimum_should_match: '3<90%' } },
    null,
  ])('refuses %j with a reason instead of throwing', (query) => {
    expect(matchMatcher(query, doc)).toMatchObject({
      ok: false,
      errors: [{ messageKey: 'ruleMatcherUnsupported' }],
    });
    expect(evaluateMatcher(query as never, doc)).toBe(false);
  });
});

describe('ruleConditionsMet', () => {
  it('lists the conditions each shown product meets', () => {
    const form = ruleForm('is', [
      ['brand', 'is', ['Nike']],
      ['color', 'isNot', ['Red']],
    ]);
    const preview = previewRule(form, [nikeRed, adidasBlue, nikeBlue]);
    const [brand, color] = normaliseRuleForm(form).conditions;
    expect(preview?.met).toEqual([[brand], [color], [brand, color]]);
    expect(ruleConditionsMet(normaliseRuleForm(form), adidasRed)).toEqual([]);
  });
});
