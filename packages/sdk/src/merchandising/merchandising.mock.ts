/**
 * The merchandising domain in the demo backend: each store's query rules, synonyms and the history of its
 * tuning, with the preview that applies them to the store's catalogue. The routes check the caller's store and
 * hand the rest to the pure transitions of merchandising.state.ts.
 */
import * as z from 'zod/mini';
import { demoBoostingRule } from '../boosting/boosting.mock';
import { takenRuleNames, validateRuleNameUnique } from '../boosting/boosting.rules';
import { boostingRuleSchema } from '../boosting/boosting.schema';
import { formatMessage } from '../i18n/i18n.format';
import { enComplete } from '../i18n/messages';
import { searchLogFromEvents } from '../insights/insights.figures';
import { keptEventsIn } from '../insights/insights.mock';
import { errorResponse } from '../mocks/mocks.answer';
import type { DemoDb } from '../mocks/mocks.db';
import { ownedStore, rejectIssues, storeInQuery } from '../mocks/mocks.lookups';
import { defineDomainMock, route } from '../mocks/mocks.route';
import { DEMO_STORE_SCOPES, DEMO_STORES } from '../mocks/mocks.seed';
import type { DemoUser } from '../profile/profile.mock';
import { type DemoStore, demoStoreTimeZone } from '../stores/stores.mock';
import {
  createQueryRuleEndpoint,
  deleteQueryRuleEndpoint,
  duplicateQueryRuleEndpoint,
  getSearchPreviewEndpoint,
  getSynonymsEndpoint,
  listQueryRulesEndpoint,
  listSynonymSuggestionsEndpoint,
  listTuningHistoryEndpoint,
  restoreTuningVersionEndpoint,
  saveSynonymsEndpoint,
  updateQueryRuleEndpoint,
} from './merchandising.api';
import { diffVersions } from './merchandising.history';
import type { HistoryActor, HistoryEntry, QueryRuleBody, TuningObjectKind } from './merchandising.schema';
import {
  type ChangeContext,
  createQueryRule,
  deleteQueryRule,
  duplicateQueryRule,
  getSynonyms,
  listHistory,
  listQueryRules,
  type MerchandisingState,
  type MerchandisingStore,
  previewForStore,
  recordTuningChange,
  restoreVersion,
  saveSynonyms,
  seedMerchandising,
  synonymSuggestionsForStore,
  type Transition,
  updateQueryRule,
} from './merchandising.state';

/** The merchandising domain's part of the demo state. */
export interface MerchandisingDemoState {
  /** Query rules, synonyms and tuning history of every store. */
  merchandising: MerchandisingState;
}

/** Server message of a query rule or version that does not exist in the store. */
export const MERCHANDISING_NOT_FOUND = 'Merchandising object not found';

/** A user as the history names them. */
function actor(user: Pick<DemoUser, 'id' | 'firstname' | 'lastname' | 'email'>): HistoryActor {
  const name = `${user.firstname} ${user.lastname}`.trim();
  return { id: String(user.id), name: name === '' ? user.email : name };
}

/** Who manages a store: the first user of its vendor. */
function storeOwner(db: Pick<DemoDb, 'users'>, store: DemoStore): HistoryActor {
  const user = db.users.find((u) => u.vendorId === store.vendorId);
  return user ? actor(user) : { id: String(store.vendorId), name: String(store.vendorId) };
}

/** The merchandising of the seeded stores, as their owners set it up before `anchor`. */
export function seedDemoMerchandising(db: Pick<DemoDb, 'users' | 'stores' | 'products'>, anchor: number) {
  return seedMerchandising(
    db.stores.map((store) => ({
      storeId: String(store.id),
      storeType: store.storeType,
      timeZone: demoStoreTimeZone(store),
      products: db.products.get(store.id) ?? [],
      owner: storeOwner(db, store),
    })),
    anchor,
  );
}

/** A store as the merchandising state keys it. */
const scopeOf = (store: DemoStore): MerchandisingStore & { readonly storeId: string } => ({
  storeId: String(store.id),
  storeType: store.storeType,
});

/** Who acts, and when: the signed-in user (else the store's owner) at the backend clock. */
function changeContext(
  ctx: { readonly db: DemoDb; readonly now: number; readonly user: DemoUser | null },
  store: DemoStore,
): ChangeContext {
  return { who: ctx.user ? actor(ctx.user) : storeOwner(ctx.db, store), now: ctx.now };
}

/** Keeps the transition's state and answers its value, or answers what it refused. */
function commit<T>(db: DemoDb, step: Transition<T>): T | Response {
  if (!step.ok) {
    return step.status === 404 ? errorResponse(404, MERCHANDISING_NOT_FOUND) : rejectIssues(step.errors);
  }
  db.merchandising = step.state;
  return step.value;
}

/**
 * Records a change of a tuning object the merchandising state does not hold (a Dynamic Re-Rank rule, the
 * facets, a colour mapping) in the store's history, so its versions can be listed and restored.
 */
export function recordDemoTuningChange(
  ctx: { readonly db: DemoDb; readonly now: number; readonly user: DemoUser | null },
  store: DemoStore,
  change: {
    readonly objectKind: TuningObjectKind;
    readonly objectId: string | number;
    readonly before: unknown;
    readonly after: unknown;
  },
): void {
  // A save of the same fields again is no change: it gets no version.
  if (
    change.before !== null &&
    change.after !== null &&
    diffVersions(change.before, change.after).length === 0
  )
    return;
  commit(
    ctx.db,
    recordTuningChange(ctx.db.merchandising, { store: scopeOf(store), ...change }, changeContext(ctx, store)),
  );
}

/**
 * Puts a restored version of a Dynamic Re-Rank rule in place: the rule of that id is replaced (or added back,
 * when it was deleted since), or removed when the version is not a rule.
 */
function putBoostingRuleVersion(db: DemoDb, store: DemoStore, objectId: string, version: unknown): void {
  const id = Number(objectId);
  const parsed = z.safeParse(boostingRuleSchema, version);
  const mine = (rule: { readonly id: number; readonly storeId: number }) =>
    rule.id === id && rule.storeId === store.id;
  if (!parsed.success) {
    db.boostingRules = db.boostingRules.filter((rule) => !mine(rule));
    return;
  }
  const rule = demoBoostingRule(id, store, parsed.data);
  db.boostingRules = db.boostingRules.some(mine)
    ? db.boostingRules.map((current) => (mine(current) ? rule : current))
    : [...db.boostingRules, rule];
}

/**
 * Refuses to bring back a version of a Dynamic Re-Rank rule whose name another rule of the store has taken since
 * (`historyRestoreNameTaken`, naming that rule), as a create or an edit would be. The rule may keep a name it
 * shares today.
 */
function refuseTakenRuleName(
  db: DemoDb,
  store: DemoStore,
  objectId: string,
  version: unknown,
): Response | null {
  const parsed = z.safeParse(boostingRuleSchema, version);
  if (!parsed.success) return null;
  const storeRules = db.boostingRules.filter((rule) => rule.storeId === store.id);
  const current = storeRules.find((rule) => String(rule.id) === objectId);
  const unique = validateRuleNameUnique(
    parsed.data.name,
    takenRuleNames(storeRules, parsed.data.name, current),
  );
  const taken = unique.ok ? undefined : unique.errors[0]?.params;
  return taken ? errorResponse(400, formatMessage('historyRestoreNameTaken', taken, enComplete)) : null;
}

/** A colour mapping as its history records it. */
const colorMappingVersionSchema = z.object({ colorName: z.string(), hexValue: z.string() });

/** A facet as its history records it. */
const facetVersionSchema = z.object({
  id: z.number(),
  field: z.string(),
  label: z.string(),
  visible: z.boolean(),
  terms: z.number(),
  selectedValues: z.array(z.string()),
});

/**
 * Puts a restored version in place for the kinds the merchandising state does not hold itself: a Dynamic
 * Re-Rank rule, the facets, a colour mapping (each replaced, added back or removed) and a product's manual
 * boost. A version that does not read as its kind changes nothing.
 */
function putTuningVersion(
  db: DemoDb,
  store: DemoStore,
  entry: Pick<HistoryEntry, 'objectKind' | 'objectId' | 'after'>,
): void {
  const objectId = String(entry.objectId);
  switch (entry.objectKind) {
    case 'boostingRule':
      putBoostingRuleVersion(db, store, objectId, entry.after);
      return;
    case 'facets': {
      const parsed = z.safeParse(z.array(facetVersionSchema), entry.after);
      if (parsed.success) db.facets.set(store.id, parsed.data);
      return;
    }
    case 'colorMapping': {
      const id = Number(objectId);
      const mine = (m: { readonly id: number; readonly storeId: number }) =>
        m.id === id && m.storeId === store.id;
      const parsed = z.safeParse(colorMappingVersionSchema, entry.after);
      const others = db.colorMappings.filter((m) => !mine(m));
      db.colorMappings = parsed.success ? [...others, { id, storeId: store.id, ...parsed.data }] : others;
      return;
    }
    case 'productBoost': {
      const parsed = z.safeParse(z.object({ boost: z.number() }), entry.after);
      const product = db.products.get(store.id)?.find((p) => String(p.id) === objectId);
      if (parsed.success && product) product.boost = parsed.data.boost;
      return;
    }
    default:
  }
}

/** The store a write's body names, if the caller owns it. */
const storeInBody = (ctx: {
  readonly db: DemoDb;
  readonly vendorId: number | null;
  readonly body: { readonly storeId: string | number; readonly storeType?: string };
}) => ownedStore(ctx, ctx.body.storeId, ctx.body.storeType);

/** The first seeded query rule of vendor 1's Shopify store. */
const firstRule = (db: DemoDb) =>
  listQueryRules(db.merchandising, DEMO_STORE_SCOPES.shopify)[0]?.id ?? String(DEMO_STORES.shopify.id);

/** A query rule for vendor 1's Shopify store that the demo backend accepts. */
export function demoQueryRuleBody(matchText = 'rain jacket'): QueryRuleBody {
  return {
    ...DEMO_STORE_SCOPES.shopify,
    matchKind: 'contains',
    matchText,
    enabled: true,
    actions: { pins: [], hides: [], redirect: 'https://northwind-sports.myshopify.com/pages/rain-gear' },
  };
}

/** The merchandising domain's calls in the demo backend. */
export const merchandisingMock = defineDomainMock({
  domain: 'merchandising',
  tag: {
    name: 'merchandising',
    description:
      'Merchandising of a store: query rules, synonyms, the search preview and the history of tuning changes.',
  },
  routes: [
    route(listQueryRulesEndpoint).with({
      summary: "The store's query rules (pin, hide, bury, boost, redirect for one query).",
      access: 'vendor',
      sample: () => ({ query: DEMO_STORE_SCOPES.shopify }),
      find: storeInQuery,
      answer: (ctx, store) => ({ body: listQueryRules(ctx.db.merchandising, scopeOf(store)) }),
    }),

    route(createQueryRuleEndpoint).with({
      summary:
        'Creates a query rule; 400 with the validation messages when it breaks a rule (empty query, no action, ' +
        'a pin position outside 1 to the page size, a product pinned twice, a redirect that is not https, a schedule ' +
        'that ends before it starts). Answers the rule, version 1.',
      access: 'vendor',
      sample: () => ({ body: demoQueryRuleBody() }),
      find: storeInBody,
      answer: (ctx, store) => {
        const body = { ...ctx.body, ...scopeOf(store) };
        const rule = commit(ctx.db, createQueryRule(ctx.db.merchandising, body, changeContext(ctx, store)));
        return rule instanceof Response ? rule : { status: 201, body: { success: true, data: rule } };
      },
    }),

    route(updateQueryRuleEndpoint).with({
      summary: 'Replaces a query rule (also to enable or disable it); answers the rule, one version up.',
      access: 'vendor',
      sample: (db) => ({ params: { id: firstRule(db) }, body: demoQueryRuleBody('running shoes') }),
      find: storeInBody,
      answer: (ctx, store) => {
        const body = { ...ctx.body, ...scopeOf(store) };
        const step = updateQueryRule(ctx.db.merchandising, ctx.params.id, body, changeContext(ctx, store));
        const rule = commit(ctx.db, step);
        return rule instanceof Response ? rule : { body: { success: true, data: rule } };
      },
    }),

    route(deleteQueryRuleEndpoint).with({
      summary: 'Deletes a query rule of a store; the history keeps its versions.',
      access: 'vendor',
      sample: (db) => ({ params: { id: firstRule(db) }, query: DEMO_STORE_SCOPES.shopify }),
      find: storeInQuery,
      answer: (ctx, store) => {
        const target = { ...scopeOf(store), id: ctx.params.id };
        const rule = commit(ctx.db, deleteQueryRule(ctx.db.merchandising, target, changeContext(ctx, store)));
        return rule instanceof Response ? rule : { body: { success: true, message: 'Rule deleted.' } };
      },
    }),

    route(duplicateQueryRuleEndpoint).with({
      summary: 'Copies a query rule of a store as a new, disabled rule; answers the copy.',
      access: 'vendor',
      sample: (db) => ({ params: { id: firstRule(db) }, query: DEMO_STORE_SCOPES.shopify }),
      find: storeInQuery,
      answer: (ctx, store) => {
        const target = { ...scopeOf(store), id: ctx.params.id };
        const step = duplicateQueryRule(ctx.db.merchandising, target, changeContext(ctx, store));
        const rule = commit(ctx.db, step);
        return rule instanceof Response ? rule : { status: 201, body: { success: true, data: rule } };
      },
    }),

    route(getSynonymsEndpoint).with({
      summary: "The store's synonym groups (multi-way and one-way), with the list's version.",
      access: 'vendor',
      sample: () => ({ query: DEMO_STORE_SCOPES.shopify }),
      find: storeInQuery,
      answer: (ctx, store) => ({ body: getSynonyms(ctx.db.merchandising, scopeOf(store)) }),
    }),

    route(saveSynonymsEndpoint).with({
      summary:
        "Replaces the store's synonym groups; 400 when a group has fewer than two different terms. Answers the saved set.",
      access: 'vendor',
      sample: () => ({
        body: {
          ...DEMO_STORE_SCOPES.shopify,
          groups: [{ id: 'rain', kind: 'multiWay', terms: ['rain jacket', 'raincoat', 'waterproof jacket'] }],
        },
      }),
      find: storeInBody,
      answer: (ctx, store) => {
        const body = { ...scopeOf(store), groups: ctx.body.groups };
        const set = commit(ctx.db, saveSynonyms(ctx.db.merchandising, body, changeContext(ctx, store)));
        return set instanceof Response ? set : { body: { success: true, data: set } };
      },
    }),

    route(listSynonymSuggestionsEndpoint).with({
      summary:
        "Synonyms suggested from the store's search log: queries never clicked with a word one or two edits from a " +
        'catalogue word, most searched first.',
      access: 'vendor',
      sample: () => ({ query: DEMO_STORE_SCOPES.shopify }),
      find: storeInQuery,
      answer: (ctx, store) => ({
        body: synonymSuggestionsForStore(ctx.db.merchandising, {
          store: scopeOf(store),
          products: ctx.db.products.get(store.id) ?? [],
          // The log of the events the demo keeps (seeded traffic and what the collector received), so a query a
          // shopper mistyped in the demo storefront is suggested too.
          queries: searchLogFromEvents(keptEventsIn(ctx.db, ctx.now, [String(store.id)]), [String(store.id)]),
        }),
      }),
    }),

    route(listTuningHistoryEndpoint).with({
      summary:
        "The store's tuning changes (query rules, synonyms, Dynamic Re-Rank rules, facets, colour mappings, manual " +
        'boosts), newest first, each with who, when and the object before and after; filtered by kind and object.',
      access: 'vendor',
      sample: () => ({ query: DEMO_STORE_SCOPES.shopify }),
      find: storeInQuery,
      answer: (ctx, store) => ({
        body: listHistory(ctx.db.merchandising, {
          ...scopeOf(store),
          ...(ctx.query.objectKind === undefined ? {} : { objectKind: ctx.query.objectKind }),
          ...(ctx.query.objectId === undefined ? {} : { objectId: ctx.query.objectId }),
        }),
      }),
    }),

    route(restoreTuningVersionEndpoint).with({
      summary:
        'Brings back the content of an earlier version of one object as its next version, recorded as a restore ' +
        '(query rules, synonyms, Dynamic Re-Rank rules, facets, colour mappings and manual boosts are put back as ' +
        'they were); answers the new history entry. A Dynamic Re-Rank rule whose name another rule of the store ' +
        'has taken since is not brought back (400, as a create would be).',
      access: 'vendor',
      sample: (db) => {
        const [latest] = listHistory(db.merchandising, {
          ...DEMO_STORE_SCOPES.shopify,
          objectKind: 'queryRule',
        });
        return {
          body: {
            ...DEMO_STORE_SCOPES.shopify,
            objectKind: 'queryRule',
            objectId: latest?.objectId ?? firstRule(db),
            version: 1,
          },
        };
      },
      find: storeInBody,
      answer: (ctx, store) => {
        const target = { ...ctx.body, ...scopeOf(store) };
        const step = restoreVersion(ctx.db.merchandising, target, changeContext(ctx, store));
        const refused =
          step.ok && step.value.objectKind === 'boostingRule'
            ? refuseTakenRuleName(ctx.db, store, String(step.value.objectId), step.value.after)
            : null;
        if (refused) return refused;
        const entry = commit(ctx.db, step);
        if (entry instanceof Response) return entry;
        putTuningVersion(ctx.db, store, entry);
        return { status: 201, body: { success: true, data: entry } };
      },
    }),

    route(getSearchPreviewEndpoint).with({
      summary:
        'What a shopper would see for a query at an instant, every live rule and synonym applied, with why each ' +
        'result is where it is; with a draft (an unsaved rule or synonym list), each result also gives its position ' +
        'without it.',
      access: 'vendor',
      sample: () => ({ body: { ...DEMO_STORE_SCOPES.shopify, query: 'running shoes' } }),
      // A preview changes nothing: there is nothing to keep.
      journaled: false,
      find: storeInBody,
      answer: (ctx, store) => ({
        body: {
          success: true,
          data: previewForStore(ctx.db.merchandising, {
            request: { ...ctx.body, ...scopeOf(store) },
            products: ctx.db.products.get(store.id) ?? [],
            boostingRules: ctx.db.boostingRules.filter((rule) => rule.storeId === store.id),
            now: ctx.now,
          }),
        },
      }),
    }),
  ],
});
