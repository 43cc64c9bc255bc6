/**
 * The demo backend's merchandising state as pure transitions: query rules, each store's synonyms and the
 * history of every tuning change, typed from the schemas' output types. Each transition takes the state and
 * returns a new one (the input is never changed) with its answer, or the status and issues a route answers
 * with. Routes wrap these; ownership of the store (the caller's vendor) is the routes' check.
 */
import * as z from 'zod/mini';
import type { StoreType } from '../client/client.schema';
import type { ValidationIssue } from '../validation/validation.rules';
import type { SearchableBoostingRule } from './merchandising.compile';
import type { IndexableProduct } from './merchandising.engine';
import { diffVersions, historyEntry, restoreEntry } from './merchandising.history';
import { catalogueIndex, previewSearch } from './merchandising.preview';
import { validateQueryRule } from './merchandising.rules';
import {
  type HistoryActor,
  type HistoryEntry,
  type ParsedPreviewRequest,
  type PreviewResponse,
  type QueryRule,
  type QueryRuleFields,
  queryRuleSchema,
  type SynonymGroup,
  type SynonymSet,
  type SynonymSuggestion,
  synonymGroupSchema,
  type TuningObjectKind,
} from './merchandising.schema';
import {
  catalogueVocabulary,
  type LoggedQuery,
  suggestSynonyms,
  validateSynonyms,
} from './merchandising.synonyms';

/** The merchandising part of the demo world. */
export interface MerchandisingState {
  /** Next id handed out (rules and history entries). */
  readonly nextId: number;
  /** Every store's query rules. */
  readonly rules: readonly QueryRule[];
  /** Every store's synonyms (a store without an entry has none, version 0). */
  readonly synonyms: readonly SynonymSet[];
  /** Every recorded change, oldest first. */
  readonly history: readonly HistoryEntry[];
}

/** Who acts and when. */
export interface ChangeContext {
  /** The signed-in user. */
  readonly who: HistoryActor;
  /** The backend clock (epoch ms). */
  readonly now: number;
}

/** One store. */
export interface MerchandisingStore {
  /** Store id. */
  readonly storeId: string | number;
  /** Its platform. */
  readonly storeType: StoreType;
}

/** The answer of a transition: the new state and a value, or what the route answers instead. */
export type Transition<T> =
  | { readonly ok: true; readonly state: MerchandisingState; readonly value: T }
  | { readonly ok: false; readonly status: 400 | 404; readonly errors: readonly ValidationIssue[] };

/** The state with nothing in it. */
export function emptyMerchandisingState(): MerchandisingState {
  return { nextId: 1, rules: [], synonyms: [], history: [] };
}

const NOT_FOUND = {
  ok: false,
  status: 404,
  errors: [{ field: 'id', messageKey: 'merchandisingNotFound' }],
} as const;

const sameStore = (a: MerchandisingStore, b: MerchandisingStore) =>
  String(a.storeId) === String(b.storeId) && a.storeType === b.storeType;

/** The store's query rules, in creation order. */
export function listQueryRules(state: MerchandisingState, store: MerchandisingStore): QueryRule[] {
  return state.rules.filter((rule) => sameStore(rule, store));
}

function record(
  state: MerchandisingState,
  change: {
    readonly store: MerchandisingStore;
    readonly objectKind: TuningObjectKind;
    readonly objectId: string;
    readonly before: unknown;
    readonly after: unknown;
  },
  ctx: ChangeContext,
): { state: MerchandisingState; entry: HistoryEntry } {
  const entry = historyEntry(state.history, {
    id: String(state.nextId),
    storeId: String(change.store.storeId),
    storeType: change.store.storeType,
    objectKind: change.objectKind,
    objectId: change.objectId,
    before: change.before,
    after: change.after,
    who: ctx.who,
    when: new Date(ctx.now).toISOString(),
  });
  return { state: { ...state, nextId: state.nextId + 1, history: [...state.history, entry] }, entry };
}

/** Records a change of a query rule: created (no before), changed, or deleted (no after). */
function recordRule(
  state: MerchandisingState,
  before: QueryRule | null,
  after: QueryRule | null,
  ctx: ChangeContext,
): MerchandisingState {
  const rule = (after ?? before) as QueryRule;
  return record(state, { store: rule, objectKind: 'queryRule', objectId: rule.id, before, after }, ctx).state;
}

/** Records a change of a tuning object the merchandising state does not hold (a Dynamic Re-Rank rule, facets...). */
export function recordTuningChange(
  state: MerchandisingState,
  change: {
    /** The store. */
    readonly store: MerchandisingStore;
    /** Kind of object. */
    readonly objectKind: TuningObjectKind;
    /** Its id (the store id for a store-wide object such as facets). */
    readonly objectId: string | number;
    /** The object before; null when created. */
    readonly before: unknown;
    /** The object after; null when deleted. */
    readonly after: unknown;
  },
  ctx: ChangeContext,
): Transition<HistoryEntry> {
  const { state: next, entry } = record(state, { ...change, objectId: String(change.objectId) }, ctx);
  return { ok: true, state: next, value: entry };
}

function rejected(errors: readonly ValidationIssue[]): Transition<never> {
  return { ok: false, status: 400, errors };
}

/** Creates a rule (validated: `validateQueryRule`), version 1, and records it. */
export function createQueryRule(
  state: MerchandisingState,
  body: QueryRuleFields,
  ctx: ChangeContext,
): Transition<QueryRule> {
  const checked = validateQueryRule(body);
  if (!checked.ok) return rejected(checked.errors);
  const when = new Date(ctx.now).toISOString();
  const id = String(state.nextId);
  const rule: QueryRule = {
    ...checked.value,
    id,
    storeId: String(body.storeId),
    version: 1,
    createdAt: when,
    updatedAt: when,
  };
  const withRule = { ...state, nextId: state.nextId + 1, rules: [...state.rules, rule] };
  return { ok: true, state: recordRule(withRule, null, rule, ctx), value: rule };
}

function findRule(
  state: MerchandisingState,
  id: string | number,
  store: MerchandisingStore,
): QueryRule | undefined {
  return state.rules.find((rule) => rule.id === String(id) && sameStore(rule, store));
}

/**
 * Replaces a rule of the store (validated), one version up, and records the change. A save that changes nothing
 * (the same fields again) keeps the rule as it is: no new version, nothing in the history.
 */
export function updateQueryRule(
  state: MerchandisingState,
  id: string | number,
  body: QueryRuleFields,
  ctx: ChangeContext,
): Transition<QueryRule> {
  const old = findRule(state, id, body);
  if (old === undefined) return NOT_FOUND;
  const checked = validateQueryRule(body);
  if (!checked.ok) return rejected(checked.errors);
  const rule: QueryRule = {
    ...checked.value,
    id: old.id,
    storeId: old.storeId,
    version: old.version + 1,
    createdAt: old.createdAt,
    updatedAt: new Date(ctx.now).toISOString(),
  };
  if (diffVersions(old, rule).length === 0) return { ok: true, state, value: old };
  const replaced = { ...state, rules: state.rules.map((r) => (r === old ? rule : r)) };
  return { ok: true, state: recordRule(replaced, old, rule, ctx), value: rule };
}

/** Deletes a rule of the store and records it. */
export function deleteQueryRule(
  state: MerchandisingState,
  target: MerchandisingStore & { readonly id: string | number },
  ctx: ChangeContext,
): Transition<QueryRule> {
  const old = findRule(state, target.id, target);
  if (old === undefined) return NOT_FOUND;
  const removed = { ...state, rules: state.rules.filter((r) => r !== old) };
  return { ok: true, state: recordRule(removed, old, null, ctx), value: old };
}

/** Copies a rule of the store as a new, disabled rule (so the copy cannot conflict until enabled), and records it. */
export function duplicateQueryRule(
  state: MerchandisingState,
  target: MerchandisingStore & { readonly id: string | number },
  ctx: ChangeContext,
): Transition<QueryRule> {
  const old = findRule(state, target.id, target);
  if (old === undefined) return NOT_FOUND;
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...fields } = old;
  return createQueryRule(state, { ...structuredClone(fields), enabled: false }, ctx);
}

/** The store's synonyms (none, version 0, before the first save). */
export function getSynonyms(state: MerchandisingState, store: MerchandisingStore): SynonymSet {
  return (
    state.synonyms.find((set) => sameStore(set, store)) ?? {
      storeId: String(store.storeId),
      storeType: store.storeType,
      groups: [],
      version: 0,
    }
  );
}

function putSynonyms(state: MerchandisingState, set: SynonymSet): MerchandisingState {
  const others = state.synonyms.filter((s) => !sameStore(s, set));
  return { ...state, synonyms: [...others, set] };
}

/** Replaces the store's synonyms (validated: `validateSynonyms`), one version up, and records it. */
export function saveSynonyms(
  state: MerchandisingState,
  body: MerchandisingStore & { readonly groups: readonly SynonymGroup[] },
  ctx: ChangeContext,
): Transition<SynonymSet> {
  const checked = validateSynonyms(body.groups);
  if (!checked.ok) return rejected(checked.errors);
  const old = getSynonyms(state, body);
  const set: SynonymSet = {
    storeId: String(body.storeId),
    storeType: body.storeType,
    groups: checked.value,
    version: old.version + 1,
    updatedAt: new Date(ctx.now).toISOString(),
  };
  const recorded = record(
    putSynonyms(state, set),
    {
      store: set,
      objectKind: 'synonyms',
      objectId: String(body.storeId),
      before: old.version === 0 ? null : { groups: old.groups },
      after: { groups: set.groups },
    },
    ctx,
  );
  return { ok: true, state: recorded.state, value: set };
}

/** The store's history, newest first (by when; in the order recorded for equal times); only one kind, or one object, when asked. */
export function listHistory(
  state: MerchandisingState,
  query: MerchandisingStore & { readonly objectKind?: TuningObjectKind; readonly objectId?: string | number },
): HistoryEntry[] {
  return state.history
    .filter(
      (entry) =>
        sameStore(entry, query) &&
        (query.objectKind === undefined || entry.objectKind === query.objectKind) &&
        (query.objectId === undefined || entry.objectId === String(query.objectId)),
    )
    .reverse()
    .sort((a, b) => Date.parse(b.when) - Date.parse(a.when));
}

/**
 * Restores an earlier version of an object of the store: records the restore (`restoreEntry`) and, for a
 * query rule or the synonyms, puts that content back (a rule whose version was a deletion is deleted). For
 * other kinds the entry's `after` is the content the caller puts back. 404 when there is no such version.
 */
export function restoreVersion(
  state: MerchandisingState,
  target: MerchandisingStore & {
    readonly objectKind: TuningObjectKind;
    readonly objectId: string | number;
    readonly version: number;
  },
  ctx: ChangeContext,
): Transition<HistoryEntry> {
  const objectId = String(target.objectId);
  const own = state.history.filter((entry) => sameStore(entry, target));
  const entry = restoreEntry(
    own,
    { objectKind: target.objectKind, objectId, version: target.version },
    { id: String(state.nextId), who: ctx.who, when: new Date(ctx.now).toISOString() },
  );
  if (entry === null) return NOT_FOUND;
  let next: MerchandisingState = { ...state, nextId: state.nextId + 1, history: [...state.history, entry] };
  if (target.objectKind === 'queryRule') {
    const others = next.rules.filter((rule) => !(rule.id === objectId && sameStore(rule, target)));
    const parsed = z.safeParse(queryRuleSchema, entry.after);
    const rules = parsed.success
      ? [...others, { ...parsed.data, version: entry.version, updatedAt: entry.when }]
      : others;
    next = { ...next, rules };
  } else if (target.objectKind === 'synonyms') {
    const parsed = z.safeParse(z.object({ groups: z.array(synonymGroupSchema) }), entry.after);
    next = putSynonyms(next, {
      storeId: String(target.storeId),
      storeType: target.storeType,
      groups: parsed.success ? parsed.data.groups : [],
      version: entry.version,
      updatedAt: entry.when,
    });
  }
  return { ok: true, state: next, value: entry };
}

/**
 * The preview call's answer for a store: its rules and synonyms from the state, its catalogue and Dynamic
 * Re-Rank rules from the caller, at the request's instant or the backend clock.
 */
export function previewForStore(
  state: MerchandisingState,
  input: {
    /** The parsed request body. */
    readonly request: ParsedPreviewRequest;
    /** The store's catalogue. */
    readonly products: readonly IndexableProduct[];
    /** The store's Dynamic Re-Rank rules. */
    readonly boostingRules?: readonly SearchableBoostingRule[];
    /** The backend clock (epoch ms). */
    readonly now: number;
  },
): PreviewResponse {
  const { request } = input;
  const at = request.at === undefined ? Number.NaN : Date.parse(request.at);
  return previewSearch({
    query: request.query,
    catalogue: catalogueIndex(input.products),
    rules: listQueryRules(state, request),
    synonyms: getSynonyms(state, request).groups,
    boostingRules: input.boostingRules ?? [],
    at: Number.isNaN(at) ? input.now : at,
    ...(request.size === undefined ? {} : { size: request.size }),
    ...(request.draft === undefined ? {} : { draft: request.draft }),
  });
}

const vocabularies = new WeakMap<readonly IndexableProduct[], Map<string, number>>();

/** The synonym suggestions of a store: from its logged queries, its catalogue's words and its synonyms. */
export function synonymSuggestionsForStore(
  state: MerchandisingState,
  input: {
    /** The store. */
    readonly store: MerchandisingStore;
    /** Its catalogue. */
    readonly products: readonly IndexableProduct[];
    /** Its logged queries. */
    readonly queries: readonly LoggedQuery[];
  },
): SynonymSuggestion[] {
  let vocabulary = vocabularies.get(input.products);
  if (vocabulary === undefined) {
    vocabulary = catalogueVocabulary(input.products);
    vocabularies.set(input.products, vocabulary);
  }
  return suggestSynonyms({
    queries: input.queries,
    vocabulary,
    groups: getSynonyms(state, input.store).groups,
  });
}

/** A demo store's catalogue and owner, for seeding. */
export interface MerchandisingSeedStore extends MerchandisingStore {
  /** The store's IANA time zone (schedules). */
  readonly timeZone: string;
  /** Its products. */
  readonly products: readonly IndexableProduct[];
  /** Who set its merchandising up. */
  readonly owner: HistoryActor;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Black Friday weekend of the demo year, as wall-clock times of the store's zone. */
export const DEMO_BLACK_FRIDAY = { start: '2026-11-27T00:00', end: '2026-11-30T00:00' } as const;

function pick(
  products: readonly IndexableProduct[],
  test: (p: IndexableProduct) => boolean,
  count: number,
): string[] {
  return products
    .filter(test)
    .slice(0, count)
    .map((p) => String(p.id));
}

function apply(step: Transition<unknown>): MerchandisingState {
  if (!step.ok) throw new Error(`The merchandising seed is invalid: ${JSON.stringify(step.errors)}`);
  return step.state;
}

/**
 * Seeds realistic merchandising for the demo stores, recorded as their owner made it over the days before
 * `anchor`: "running shoes" boosts bestsellers (changed yesterday: a weight of 1.5 raised to 2, out-of-stock
 * shoes buried since, so there is a version to restore); "hiking boots" pins two boots first; "backpack"
 * hides a clearance bag; "sale" boosts products on sale over `DEMO_BLACK_FRIDAY` (scheduled); synonyms
 * sneakers / trainers / kicks and tee -> t-shirt. Misspellings stay without synonyms, for the suggestions.
 */
export function seedMerchandising(
  stores: readonly MerchandisingSeedStore[],
  anchor: number,
): MerchandisingState {
  let state = emptyMerchandisingState();
  for (const store of stores) {
    const scope = { storeId: String(store.storeId), storeType: store.storeType };
    const at = (ago: number): ChangeContext => ({ who: store.owner, now: anchor - ago });
    const rule = (fields: Omit<QueryRuleFields, 'storeId' | 'storeType' | 'enabled'>) =>
      ({ ...scope, enabled: true, ...fields }) satisfies QueryRuleFields;
    const conditions = (field: string, value: string) => ({
      conditionType: 'all' as const,
      conditions: [{ id: 'condition-0', field, operator: 'is' as const, value: [value] }],
    });
    const running = rule({
      matchKind: 'contains',
      matchText: 'running shoes',
      actions: { pins: [], hides: [], boost: { ...conditions('tag', 'bestseller'), weight: 1.5 } },
    });
    const created = createQueryRule(state, running, at(9 * DAY_MS));
    state = apply(created);
    if (created.ok) {
      const changed = {
        ...running,
        actions: {
          ...running.actions,
          boost: { ...conditions('tag', 'bestseller'), weight: 2 },
          bury: { productIds: [], ...conditions('stockStatus', 'outofstock') },
        },
      };
      state = apply(updateQueryRule(state, created.value.id, changed, at(DAY_MS)));
    }
    const boots = pick(
      store.products,
      (p) => p.category === 'Hiking Boots' && p.stockStatus === 'instock',
      2,
    );
    if (boots.length > 0)
      state = apply(
        createQueryRule(
          state,
          rule({
            matchKind: 'equals',
            matchText: 'hiking boots',
            actions: { pins: boots.map((productId, i) => ({ productId, position: i + 1 })), hides: [] },
          }),
          at(7 * DAY_MS),
        ),
      );
    const clearanceBag = pick(store.products, (p) => p.category === 'Bags' && p.tag === 'clearance', 1);
    if (clearanceBag.length > 0)
      state = apply(
        createQueryRule(
          state,
          rule({ matchKind: 'contains', matchText: 'backpack', actions: { pins: [], hides: clearanceBag } }),
          at(5 * DAY_MS),
        ),
      );
    state = apply(
      createQueryRule(
        state,
        rule({
          matchKind: 'equals',
          matchText: 'sale',
          actions: { pins: [], hides: [], boost: { ...conditions('onSale', 'true'), weight: 3 } },
          schedule: { ...DEMO_BLACK_FRIDAY, timeZone: store.timeZone },
        }),
        at(3 * DAY_MS),
      ),
    );
    state = apply(
      saveSynonyms(
        state,
        {
          ...scope,
          groups: [
            { id: 'sneakers', kind: 'multiWay', terms: ['sneakers', 'trainers', 'kicks'] },
            { id: 'tee', kind: 'oneWay', from: 'tee', to: ['t-shirt'] },
          ],
        },
        at(2 * DAY_MS + 4 * HOUR_MS),
      ),
    );
  }
  return state;
}
