/**
 * Generators and fixtures the merchandising tests share: the demo store's catalogue and search log (from
 * the demo backend's seed), and fast-check generators of query rules, conditions, schedules and synonyms.
 * Only tests import it.
 */
import fc from 'fast-check';
import { RULE_CONDITION_FIELDS } from '../boosting/boosting.rules';
import type { RuleCondition } from '../boosting/boosting.schema';
import { createDemoDb, DEMO_BRANDS, DEMO_CATEGORIES, DEMO_COLORS, DEMO_STORES, DEMO_TAGS } from '../mocks';
import { QUERY_RULE_PAGE_SIZE } from './merchandising.rules';
import type {
  MatchKind,
  QueryRuleActions,
  QueryRuleDraft,
  Schedule,
  SynonymGroup,
} from './merchandising.schema';

const demo = createDemoDb();

/** The demo Shopify store (201). */
export const demoStore = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' } as const;

/** The demo Shopify store's catalogue. */
export const demoProducts = demo.products.get(DEMO_STORES.shopify.id) ?? [];

/** The demo Shopify store's Dynamic Re-Rank rules, as the demo backend keeps them. */
export const demoBoostingRules = demo.boostingRules.filter((rule) => rule.storeId === DEMO_STORES.shopify.id);

/** The demo Shopify store's logged queries. */
export const demoQueries = demo.analytics.get(DEMO_STORES.shopify.id)?.queries ?? [];

/** The catalogue and search log of every demo store. */
export const demoStores = Object.values(DEMO_STORES).map((store) => ({
  storeId: String(store.id),
  storeType: store.storeType,
  products: demo.products.get(store.id) ?? [],
  queries: demo.analytics.get(store.id)?.queries ?? [],
}));

/** Words that rules and queries are made of: few, so that generated rules and queries often meet. */
export const WORDS = ['running', 'shoes', 'red', 'nike', 'trail', 'rain', 'jacket', 'sale'] as const;

/** A text of one to three words, maybe with other case, accents and spaces than its words. */
export const textArb = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));

/** A query: zero to five words. */
export const queryArb = fc.array(fc.constantFrom(...WORDS), { maxLength: 5 }).map((words) => words.join(' '));

/** A match kind. */
export const matchKindArb = fc.constantFrom<MatchKind>('equals', 'contains', 'startsWith');

/** A value each condition field can hold. */
const VALUES: Record<(typeof RULE_CONDITION_FIELDS)[number], readonly string[]> = {
  brand: DEMO_BRANDS,
  category: DEMO_CATEGORIES,
  tag: DEMO_TAGS,
  color: DEMO_COLORS.map(([name]) => name),
  size: ['42', 'M', 'One Size'],
  stockStatus: ['instock', 'outofstock', 'onbackorder', 'preorder'],
  featured: ['true', 'false'],
  onSale: ['true', 'false'],
};

/** One condition with a value its field can hold. */
export const conditionArb: fc.Arbitrary<Omit<RuleCondition, 'id'>> = fc
  .constantFrom(...RULE_CONDITION_FIELDS)
  .chain((field) =>
    fc.record({
      field: fc.constant(field),
      operator: fc.constantFrom('is' as const, 'isNot' as const),
      value: fc.uniqueArray(fc.constantFrom(...VALUES[field]), { minLength: 1, maxLength: 2 }),
    }),
  );

/** Conditions with how they combine. */
export const conditionsArb = fc.record({
  conditionType: fc.constantFrom('all' as const, 'is' as const, 'isNot' as const),
  conditions: fc
    .array(conditionArb, { minLength: 1, maxLength: 3 })
    .map((list) => list.map((c, i) => ({ id: `c${i}`, ...c }))),
});

/** A product id, with characters a clause name must encode. */
export const productIdArb = fc.oneof(
  fc.integer({ min: 1, max: 9999 }).map(String),
  fc.constantFrom('a:b', '50%', 'x y', 'ü', 'p-1'),
);

/** Valid actions (no redirect): distinct pinned products at distinct positions within the page, hides, maybe a bury and a boost. */
export const actionsArb = (ids: fc.Arbitrary<string> = productIdArb): fc.Arbitrary<QueryRuleActions> =>
  fc
    .record({
      pins: fc.uniqueArray(
        fc.record({ productId: ids, position: fc.integer({ min: 1, max: QUERY_RULE_PAGE_SIZE }) }),
        { maxLength: 4, selector: (pin) => pin.productId },
      ),
      hides: fc.uniqueArray(ids, { maxLength: 3 }),
      bury: fc.option(
        fc.oneof(
          fc.record({
            productIds: fc.uniqueArray(ids, { minLength: 1, maxLength: 3 }),
            conditionType: fc.constant('all' as const),
            conditions: fc.constant<RuleCondition[]>([]),
          }),
          conditionsArb.map((c) => ({ productIds: [], ...c })),
          fc
            .tuple(fc.uniqueArray(ids, { minLength: 1, maxLength: 2 }), conditionsArb)
            .map(([productIds, c]) => ({ productIds, ...c })),
        ),
        { nil: undefined },
      ),
      boost: fc.option(
        conditionsArb.chain((c) =>
          fc.integer({ min: 10, max: 100 }).map((tenths) => ({ ...c, weight: tenths / 10 })),
        ),
        { nil: undefined },
      ),
    })
    .map((actions) => {
      // Distinct positions, as validation requires.
      const seen = new Set<number>();
      const pins = actions.pins.filter((pin) => !seen.has(pin.position) && seen.add(pin.position));
      const { bury, boost, ...rest } = actions;
      return { ...rest, pins, ...(bury ? { bury } : {}), ...(boost ? { boost } : {}) };
    })
    .filter((a) => a.pins.length + a.hides.length > 0 || a.bury !== undefined || a.boost !== undefined);

/** Redirect-only actions. */
export const redirectActionsArb: fc.Arbitrary<QueryRuleActions> = fc
  .constantFrom('https://shop.example.com/returns', 'https://shop.example.com/pages/help?topic=a')
  .map((redirect) => ({ pins: [], hides: [], redirect }));

/** A schedule in Stockholm: a window of whole hours in November 2026, or open on one side. */
export const scheduleArb: fc.Arbitrary<Schedule> = fc
  .record({
    start: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
    length: fc.option(fc.integer({ min: 1, max: 72 }), { nil: undefined }),
  })
  .map(({ start, length }) => {
    const at = (day: number, hour = 0) =>
      `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00`;
    const startDay = start ?? 1;
    const end = length === undefined ? undefined : at(startDay + Math.floor(length / 24), length % 24);
    return {
      timeZone: 'Europe/Stockholm',
      ...(start === undefined ? {} : { start: at(start) }),
      ...(end === undefined ? {} : { end }),
    };
  });

/** A rule of the demo store with valid actions over the given product ids. */
export const ruleArb = (
  ids: fc.Arbitrary<string> = productIdArb,
): fc.Arbitrary<QueryRuleDraft & { readonly id: string }> =>
  fc.record({
    storeId: fc.constant(demoStore.storeId),
    storeType: fc.constant(demoStore.storeType),
    id: fc.uuid(),
    enabled: fc.boolean(),
    matchKind: matchKindArb,
    matchText: textArb,
    actions: fc.oneof(
      { weight: 5, arbitrary: actionsArb(ids) },
      { weight: 1, arbitrary: redirectActionsArb },
    ),
    schedule: fc.option(scheduleArb, { nil: undefined }),
  });

/** Ids of the demo catalogue's products, for rules that act on real products. */
export const demoIdArb = fc.constantFrom(...demoProducts.slice(0, 200).map((p) => String(p.id)));

/** A synonym group of the generator's words and the catalogue's nouns. */
export const synonymGroupArb: fc.Arbitrary<SynonymGroup> = fc.oneof(
  fc.record({
    id: fc.uuid(),
    kind: fc.constant('multiWay' as const),
    terms: fc.uniqueArray(fc.constantFrom(...WORDS, 'sneakers', 'trainers', 'boots'), {
      minLength: 2,
      maxLength: 3,
    }),
  }),
  fc.record({
    id: fc.uuid(),
    kind: fc.constant('oneWay' as const),
    from: fc.constantFrom(...WORDS, 'sneekers'),
    to: fc.uniqueArray(fc.constantFrom(...WORDS, 'sneakers', 'hoodie'), { minLength: 1, maxLength: 2 }),
  }),
);
