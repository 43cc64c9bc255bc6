import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productAttributesSchema } from '../products/products.schema';
import {
  buildBoostingRulePayload,
  compileMatcher,
  evaluateMatcher,
  matchMatcher,
  parseMatcher,
  parseRule,
} from './boosting.matcher';
import { previewRule, ruleConditionsMet } from './boosting.preview';
import { normaliseRuleForm, validateRuleForm } from './boosting.rules';
import { boolQuerySchema } from './boosting.schema';

const KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'bool',
  'must',
  'should',
  'filter',
  'must_not',
  'minimum_should_match',
  'term',
  'terms',
  'value',
  'brand',
  'featured',
  'insale',
  'instock',
  'tags',
];
const textArb = fc.oneof(
  fc.constantFrom(...KEYS, '', ' ', 'select-value', 'select-field', 'True', 'In Stock', '50%', '-1'),
  fc.string({ maxLength: 6 }),
);
/** Any JSON-like value, with the key names of a matcher and of Object's prototype. */
const anyArb = fc.anything({
  key: textArb,
  values: [textArb, fc.integer(), fc.double(), fc.boolean(), fc.constant(null)],
  maxDepth: 5,
});
/** A JSON document parsed as a server would send it: "__proto__" becomes an own key. */
const jsonArb = fc
  .jsonValue({ maxDepth: 5 })
  .map((v) => JSON.parse(JSON.stringify(v).replace(/"a"/g, '"__proto__"')) as unknown);
const matcherish = fc.oneof(
  anyArb,
  jsonArb,
  anyArb.map((bool) => ({ bool })),
);

const formArb = fc.record({
  name: textArb,
  enabled: fc.boolean(),
  boostValue: fc.double(),
  conditionType: fc.constantFrom('all' as const, 'is' as const, 'isNot' as const),
  conditions: fc.array(
    fc.record({
      id: textArb,
      field: textArb,
      operator: fc.constantFrom('is' as const, 'isNot' as const),
      value: fc.array(textArb, { maxLength: 4 }),
    }),
    { maxLength: 5 },
  ),
  schedule: fc.option(
    fc.record(
      {
        start: fc.constantFrom('2026-03-29T02:30', '2026-11-27T09:00', '2026-02-30T10:00', 'soon'),
        end: fc.constantFrom('2026-11-27T09:00', '2026-11-28T00:00', '2026-10-25T02:30'),
        timeZone: fc.constantFrom('Europe/Stockholm', 'UTC', 'America/New_York', 'Mars/Olympus'),
      },
      { requiredKeys: ['timeZone'] },
    ),
    { nil: undefined },
  ),
});
const productArb = fc.record({
  id: textArb,
  title: textArb,
  brand: textArb,
  category: textArb,
  tag: textArb,
  color: textArb,
  size: textArb,
  stockStatus: fc.constantFrom(
    'instock' as const,
    'outofstock' as const,
    'onbackorder' as const,
    'preorder' as const,
  ),
  featured: fc.boolean(),
  onSale: fc.boolean(),
  price: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
});

const typedResult = (r: unknown) => {
  expect(r).toEqual(expect.objectContaining({ ok: expect.any(Boolean) }));
  const result = r as { ok: boolean; errors?: { messageKey: string }[] };
  if (!result.ok)
    expect(result.errors?.[0]?.messageKey).toMatch(
      /^(rule\w+|schedule\w+|enterRuleName|addAtLeastOneCondition|noActiveStoreSelected)$/,
    );
};

describe('boosting calls under adversarial arguments', () => {
  it('reading and evaluating stored matchers returns a typed result and never throws', () => {
    fc.assert(
      fc.property(matcherish, anyArb, textArb, (matcher, doc, name) => {
        typedResult(parseMatcher(matcher));
        const rule = parseRule({ name, weight: 1, status: 'active', matcher });
        typedResult(rule);
        const docObject = typeof doc === 'object' && doc !== null ? (doc as Record<string, unknown>) : {};
        const evaluated = matchMatcher(matcher, docObject);
        typedResult(evaluated);
        if (evaluated.ok) expect(typeof evaluated.value).toBe('boolean');
        expect(typeof evaluateMatcher(matcher as never, docObject)).toBe('boolean');
        // A matcher the contract schema accepts is always one the evaluator can run.
        if (boolQuerySchema.safeParse(matcher).success) expect(evaluated.ok).toBe(true);
      }),
      { numRuns: 4000 },
    );
  }, 120_000);

  it('forms with hostile text validate, preview and compile to contract-valid matchers', () => {
    fc.assert(
      fc.property(formArb, fc.array(productArb, { maxLength: 4 }), (form, products) => {
        typedResult(validateRuleForm(form));
        const normalised = normaliseRuleForm(form);
        for (const p of products) expect(productAttributesSchema.safeParse(p).success).toBe(true);
        const preview = previewRule(form, products);
        if (preview !== null) {
          expect(preview.matched).toBeLessThanOrEqual(products.length);
          expect(preview.met).toHaveLength(preview.sample.length);
          for (const p of products) expect(Array.isArray(ruleConditionsMet(normalised, p))).toBe(true);
        }
        const payload = buildBoostingRulePayload(form, { storeId: '7', storeType: 'woocommerce' });
        typedResult(payload);
        if (payload.ok) {
          expect(boolQuerySchema.safeParse(payload.value.matcher).success).toBe(true);
          expect(parseRule(payload.value)).toEqual({ ok: true, value: normalised });
        }
        if (normalised.conditions.length > 0)
          expect(boolQuerySchema.safeParse(compileMatcher(normalised)).success).toBe(true);
      }),
      { numRuns: 3000 },
    );
  }, 120_000);
});
