/**
 * The boosting domain in the demo backend: each store's Dynamic Re-Rank rules, seeded in the shape the SDK's
 * compiler writes (so the edit form reads them back and the preview evaluates them), and the calls that list,
 * create, replace and delete them.
 */
import type * as z from 'zod/mini';
import { formatMessage } from '../i18n/i18n.format';
import { recordDemoTuningChange } from '../merchandising/merchandising.mock';
import { errorResponse } from '../mocks/mocks.answer';
import type { DemoProduct } from '../mocks/mocks.catalog';
import type { DemoDb } from '../mocks/mocks.db';
import { ownedRecord, ownedStore, rejectIssues, storeInQuery } from '../mocks/mocks.lookups';
import type { Random } from '../mocks/mocks.random';
import { defineDomainMock, route } from '../mocks/mocks.route';
import { DEMO_STORE_SCOPES, DEMO_STORES, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import type { DemoUser } from '../profile/profile.mock';
import { validateSchedule } from '../schedule/schedule.rules';
import type { DemoStore } from '../stores/stores.mock';
import {
  createBoostingRuleEndpoint,
  deleteBoostingRuleEndpoint,
  listBoostingRulesEndpoint,
  updateBoostingRuleEndpoint,
} from './boosting.api';
import { RULE_BOOST_MAX, RULE_BOOST_MIN, takenRuleNames, validateRuleNameUnique } from './boosting.rules';
import type { BoostingRule, BoostingRuleBody, boostingRuleBodySchema } from './boosting.schema';

/** A boosting rule: the API's rule, with the server's numeric ids (the platform's own store id is derived). */
export interface DemoBoostingRule
  extends Pick<BoostingRule, 'name' | 'type' | 'matcher' | 'weight' | 'status' | 'storeType' | 'schedule'> {
  /** Rule id. */
  id: number;
  /** Store the rule belongs to. */
  storeId: number;
}

/** The boosting domain's part of the demo state. */
export interface BoostingState {
  /** Dynamic Re-Rank rules of all stores. */
  boostingRules: DemoBoostingRule[];
}

/** The rules a merchandiser would have set up, over the search document's field names (tags, instock, insale). */
function seededRules(topBrand: string): Omit<DemoBoostingRule, 'id' | 'storeId' | 'storeType'>[] {
  return [
    {
      name: `Boost ${topBrand}`,
      type: 'attribute',
      matcher: { bool: { must: [{ term: { brand: topBrand } }], must_not: [] } },
      weight: 2.5,
      status: 'active',
    },
    {
      name: 'Featured and in stock',
      type: 'attribute',
      matcher: {
        bool: { must: [{ term: { featured: true } }, { term: { instock: 'instock' } }], must_not: [] },
      },
      weight: 1.5,
      status: 'active',
    },
    {
      name: 'Sale items except clearance',
      type: 'attribute',
      matcher: { bool: { must: [{ term: { insale: true } }], must_not: [{ term: { tags: 'clearance' } }] } },
      weight: 1.8,
      status: 'active',
    },
    {
      name: 'Summer colours',
      type: 'attribute',
      matcher: {
        bool: { should: [{ terms: { color: ['Yellow', 'Orange', 'Pink'] } }], minimum_should_match: 1 },
      },
      weight: 1.2,
      status: 'inactive',
    },
  ];
}

/** Three or four of the seeded rules for a store; vendor 1's stores boost Nike, others their first brand. */
export function seedBoostingRules(
  db: DemoDb,
  store: DemoStore,
  random: Random,
  products: readonly DemoProduct[],
): void {
  const topBrand = store.vendorId === DEMO_VENDOR_ID ? 'Nike' : (products[0]?.brand ?? 'Salomon');
  for (const rule of random.sample(seededRules(topBrand), random.int(3, 4))) {
    db.boostingRules.push({ ...rule, id: db.nextId++, storeId: store.id, storeType: store.storeType });
  }
}

/** A rule body for vendor 1's Shopify store that the demo backend accepts. */
export function demoRuleBody(name = 'Boost Adidas'): BoostingRuleBody {
  return {
    name,
    type: 'attribute',
    matcher: {
      bool: { should: [{ term: { brand: 'Adidas' } }], must_not: [{ terms: { color: ['Pink'] } }] },
    },
    weight: 2,
    status: 'active',
    ...DEMO_STORE_SCOPES.shopify,
    shopifyStoreId: DEMO_STORES.shopify.id,
  };
}

/** Server message of an unknown rule. */
export const RULE_NOT_FOUND = 'Boosting rule not found';

/** Server message of a rule weight outside 1 to 10. */
export const RULE_WEIGHT_OUT_OF_RANGE = `Boost value must be between ${RULE_BOOST_MIN} and ${RULE_BOOST_MAX}.`;

/**
 * The rule the demo backend keeps for these fields in a store: a created rule, a replaced one, or a version
 * the tuning history restores. Nothing is shared with the fields given.
 */
export function demoBoostingRule(
  id: number,
  store: Pick<DemoStore, 'id' | 'storeType'>,
  fields: Pick<DemoBoostingRule, 'name' | 'type' | 'matcher' | 'weight' | 'status'> & {
    readonly schedule?: DemoBoostingRule['schedule'] | undefined;
  },
): DemoBoostingRule {
  const { name, type, matcher, weight, status, schedule } = fields;
  return {
    id,
    name,
    type,
    matcher: structuredClone(matcher),
    weight,
    status,
    storeId: store.id,
    storeType: store.storeType,
    ...(schedule === undefined ? {} : { schedule: structuredClone(schedule) }),
  };
}

/** A rule as the API returns it, with the platform-specific numeric store id. */
function ruleView(rule: DemoBoostingRule) {
  const { id, name, type, matcher, weight, status, storeId, storeType, schedule } = rule;
  return {
    id,
    name,
    type,
    matcher,
    weight,
    status,
    storeId,
    storeType,
    ...(storeType === 'shopify' ? { shopifyStoreId: storeId } : { woocommerceStoreId: storeId }),
    ...(schedule === undefined ? {} : { schedule: structuredClone(schedule) }),
  };
}

/** A store's rules as the API lists them: the demo backend's answer, for a story that answers the list itself. */
export function boostingRulesOf(db: Pick<DemoDb, 'boostingRules'>, storeId: number) {
  return db.boostingRules.filter((r) => r.storeId === storeId).map(ruleView);
}

/** How long before the demo's anchor its seeded rules were made, as the tuning history records them. */
const SEEDED_RULES_AGE_MS = 14 * 86_400_000;

/** Records a rule's change in the store's tuning history (null before: created; null after: deleted). */
function recordRuleChange(
  ctx: { readonly db: DemoDb; readonly now: number; readonly user: DemoUser | null },
  store: DemoStore,
  id: number,
  before: DemoBoostingRule | null,
  after: DemoBoostingRule | null,
): void {
  recordDemoTuningChange(ctx, store, {
    objectKind: 'boostingRule',
    objectId: id,
    before: before && ruleView(before),
    after: after && ruleView(after),
  });
}

/**
 * Records the seeded rules as created by their store's owner two weeks before `anchor`, so the history can
 * bring back how a seeded rule was before its first change.
 */
export function seedBoostingRuleHistory(db: DemoDb, anchor: number): void {
  for (const rule of db.boostingRules) {
    const store = db.stores.find((s) => s.id === rule.storeId);
    if (store)
      recordRuleChange({ db, now: anchor - SEEDED_RULES_AGE_MS, user: null }, store, rule.id, null, rule);
  }
}

/**
 * Checks a rule body beyond its schema; the store it names must be the caller's, and no other rule of that store
 * may have its name (`ruleNameTaken`). `replaced` is the rule a replace writes over: it is not another rule, and
 * a replace that keeps its name is not refused, so a rule that already shares its name can still be toggled.
 */
function checkRuleBody(
  ctx: { readonly db: DemoDb; readonly vendorId: number | null },
  body: z.output<typeof boostingRuleBodySchema>,
  replaced?: DemoBoostingRule,
): DemoStore | Response {
  const store = ownedStore(ctx, body.storeId, body.storeType);
  if (store instanceof Response) return store;
  if (body.name.trim() === '') return errorResponse(400, formatMessage('enterRuleName'));
  const storeRules = ctx.db.boostingRules.filter((r) => r.storeId === store.id);
  const editing = replaced?.storeId === store.id ? replaced : undefined;
  const unique = validateRuleNameUnique(body.name, takenRuleNames(storeRules, body.name, editing));
  if (!unique.ok) return rejectIssues(unique.errors);
  if (!(body.weight >= RULE_BOOST_MIN && body.weight <= RULE_BOOST_MAX))
    return errorResponse(400, RULE_WEIGHT_OUT_OF_RANGE);
  const schedule = body.schedule && validateSchedule(body.schedule);
  if (schedule && !schedule.ok) return rejectIssues(schedule.errors);
  return store;
}

/** The rule named in the path, in one of the caller's stores, or a 404. */
const ruleInPath = (ctx: {
  readonly db: DemoDb;
  readonly vendorId: number | null;
  readonly params: { readonly id: string };
}) => ownedRecord(ctx, ctx.db.boostingRules, ctx.params.id, RULE_NOT_FOUND);

/** The first rule of vendor 1's Shopify store. */
const firstRule = (db: DemoDb) => db.boostingRules.find((r) => r.storeId === DEMO_STORES.shopify.id)!.id;

/** The boosting domain's calls in the demo backend. */
export const boostingMock = defineDomainMock({
  domain: 'boosting',
  tag: { name: 'boosting', description: 'Boosting rules (Dynamic Re-Rank) of a store.' },
  routes: [
    route(listBoostingRulesEndpoint).with({
      summary: "The store's boosting rules.",
      access: 'vendor',
      sample: () => ({ query: DEMO_STORE_SCOPES.shopify }),
      find: storeInQuery,
      answer: (ctx, store) => ({ body: boostingRulesOf(ctx.db, store.id) }),
    }),

    route(createBoostingRuleEndpoint).with({
      summary: 'Creates a boosting rule.',
      access: 'vendor',
      sample: () => ({ body: demoRuleBody() }),
      answer: (ctx) => {
        const store = checkRuleBody(ctx, ctx.body);
        if (store instanceof Response) return store;
        const rule = demoBoostingRule(ctx.db.nextId++, store, {
          ...ctx.body,
          name: ctx.body.name.trim(),
          type: 'attribute',
        });
        ctx.db.boostingRules.push(rule);
        recordRuleChange(ctx, store, rule.id, null, rule);
        return { status: 201, body: { success: true, data: ruleView(rule) } };
      },
    }),

    route(updateBoostingRuleEndpoint).with({
      summary: 'Replaces a boosting rule (also used to toggle its status).',
      access: 'vendor',
      sample: (db) => ({ params: { id: firstRule(db) }, body: demoRuleBody('Renamed') }),
      find: ruleInPath,
      answer: (ctx, rule) => {
        const store = checkRuleBody(ctx, ctx.body, rule);
        if (store instanceof Response) return store;
        // A replace: a body without a schedule takes the rule's schedule away.
        const replaced = demoBoostingRule(rule.id, store, {
          ...ctx.body,
          name: ctx.body.name.trim(),
          type: rule.type,
        });
        ctx.db.boostingRules = ctx.db.boostingRules.map((current) => (current === rule ? replaced : current));
        recordRuleChange(ctx, store, rule.id, rule, replaced);
        return { body: { success: true, data: ruleView(replaced) } };
      },
    }),

    route(deleteBoostingRuleEndpoint).with({
      summary: 'Deletes a boosting rule of a store.',
      access: 'vendor',
      sample: (db) => ({ params: { id: firstRule(db) }, query: DEMO_STORE_SCOPES.shopify }),
      find: storeInQuery,
      answer: (ctx, store) => {
        const rule = ruleInPath(ctx);
        if (rule instanceof Response || rule.storeId !== store.id) return errorResponse(404, RULE_NOT_FOUND);
        ctx.db.boostingRules = ctx.db.boostingRules.filter((r) => r !== rule);
        recordRuleChange(ctx, store, rule.id, rule, null);
        return { body: { success: true, message: 'Rule deleted.' } };
      },
    }),
  ],
});
