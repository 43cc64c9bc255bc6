import { compileMatcher, parseMatcher } from '../boosting/boosting.matcher';
import type { BoolQuery } from '../boosting/boosting.schema';
import { invalid, type ValidationResult, valid } from '../validation/validation.rules';
import {
  BURY_NEGATIVE_BOOST,
  byPrecedence,
  matchesQuery,
  normaliseActions,
  type RuleMatch,
} from './merchandising.rules';
import { boostingRuleScheduleItem, isTimeZone, scheduleState } from './merchandising.schedule';
import type {
  BoostAction,
  BuryAction,
  Pin,
  QueryRuleActions,
  Schedule,
  SynonymGroup,
} from './merchandising.schema';
import { expandSynonyms } from './merchandising.synonyms';
import { surfaceTerms } from './merchandising.text';

/**
 * Query rules -> the search the engine runs, and back. The query is Elasticsearch's query DSL, built around
 * the organic text query:
 * - **text**: `multi_match` of type `cross_fields` with operator `and` over the weighted fields of
 *   `TEXT_FIELDS` (every query term must be in some field); with synonyms, a `dis_max` of that query and one
 *   per synonym variant with `boost` `SYNONYM_BOOST` (the best-scoring variant counts), each named so a hit
 *   says which one found it.
 * - **hide**: `bool: { must: [text], must_not: [{ ids: { values, _name } }] }`, one `ids` clause per rule.
 * - **boost**: `function_score` around that, `score_mode` and `boost_mode` `multiply`, one function
 *   `{ filter: <conditions as the Dynamic Re-Rank matcher>, weight }` per rule; active Dynamic Re-Rank
 *   rules join as functions too (their matcher and weight).
 * - **bury**: a `boosting` query around that with `negative_boost` `BURY_NEGATIVE_BOOST`; its `negative`
 *   holds per rule an `ids` clause, the conditions' matcher, or both as a `bool` `should`.
 * - **pin**: Elasticsearch's `pinned` query can only put ids first, in order; a pin at position 3 needs the
 *   search service to place hits. So pins go beside the query as `pinned_hits` ({ id, position }), the
 *   curation Typesense names the same way: the engine ranks, then each pinned product is put at its position
 *   (see merchandising.engine.ts).
 * - **redirect**: not a query; the search ends and the shopper is sent to the address.
 * Every clause a rule contributes carries `_name` (see `clauseName`), which is how a hit explains itself
 * and how `parseCompiledSearch` gives each rule its actions back.
 */

/** A query of the engine's DSL, as JSON. */
export type EngineQuery = { readonly [kind: string]: unknown };

/** A product placed at a position after ranking. */
export interface PinnedHit {
  /** Product id. */
  readonly id: string;
  /** Position, 1 for the first. */
  readonly position: number;
  /** The clause name of the rule that pinned it. */
  readonly _name: string;
}

/** A search to run: the query and the pinned hits placed after ranking. */
export interface SearchPlan {
  /** The engine query. */
  readonly query: EngineQuery;
  /** Products placed at positions, in rule precedence and position order. */
  readonly pinned_hits: readonly PinnedHit[];
}

/** A search that ends in a redirect. */
export interface RedirectPlan {
  /** Where the shopper is sent, and the clause name of the rule. */
  readonly redirect: { readonly url: string; readonly _name: string };
}

/** What a shopper's query compiles to. */
export type CompiledSearch = SearchPlan | RedirectPlan;

/** True when the search ends in a redirect. */
export function isRedirectPlan(compiled: CompiledSearch): compiled is RedirectPlan {
  return 'redirect' in compiled;
}

/** Text fields of the product index the query searches, with their weights. */
export const TEXT_FIELDS = { title: 3, brand: 2, category: 2, tags: 1, color: 1 } as const;

/** A searched text field. */
export type TextField = keyof typeof TEXT_FIELDS;

/** An action a query rule compiles. */
export type RuleAction = 'pin' | 'hide' | 'bury' | 'boost' | 'redirect';

/** Who a named clause belongs to. */
export type ClauseOwner =
  | { readonly source: 'text' }
  | { readonly source: 'synonym'; readonly groupId: string; readonly from: string; readonly to: string }
  | { readonly source: 'queryRule'; readonly ruleId: string; readonly action: RuleAction }
  | { readonly source: 'boostingRule'; readonly ruleId: string };

const RULE_ACTIONS: readonly string[] = ['pin', 'hide', 'bury', 'boost', 'redirect'] satisfies RuleAction[];

/** A clause's `_name`: its owner's parts, each URI-encoded, joined by colons (`queryRule:12:hide`). */
export function clauseName(owner: ClauseOwner): string {
  const parts = (() => {
    switch (owner.source) {
      case 'text':
        return [];
      case 'synonym':
        return [owner.groupId, owner.from, owner.to];
      case 'queryRule':
        return [owner.ruleId, owner.action];
      case 'boostingRule':
        return [owner.ruleId];
    }
  })();
  return [owner.source, ...parts.map(encodeURIComponent)].join(':');
}

/** The owner a `_name` names, or null for a name `clauseName` does not write. */
export function parseClauseName(name: unknown): ClauseOwner | null {
  if (typeof name !== 'string') return null;
  const [source, ...encoded] = name.split(':');
  let parts: string[];
  try {
    parts = encoded.map(decodeURIComponent);
  } catch {
    return null;
  }
  const [a, b, c] = parts;
  if (source === 'text' && parts.length === 0) return { source };
  if (source === 'synonym' && parts.length === 3 && a !== undefined && b !== undefined && c !== undefined)
    return { source, groupId: a, from: b, to: c };
  if (source === 'queryRule' && parts.length === 2 && a !== undefined && RULE_ACTIONS.includes(b ?? ''))
    return { source, ruleId: a, action: b as RuleAction };
  if (source === 'boostingRule' && parts.length === 1 && a !== undefined) return { source, ruleId: a };
  return null;
}

const FIELD_LIST = Object.entries(TEXT_FIELDS).map(([field, weight]) => `${field}^${weight}`);

/**
 * Score factor of a synonym variant: what the shopper typed ranks first, and a synonym still finds products
 * when the typed words find none. Without it a rarer synonym outscores the typed word (its idf is higher).
 */
export const SYNONYM_BOOST = 0.5;

function textQuery(text: string, name: string, boost?: number): EngineQuery {
  const query = { query: text, type: 'cross_fields', operator: 'and', fields: FIELD_LIST, _name: name };
  return { multi_match: boost === undefined ? query : { ...query, boost } };
}

/**
 * The organic query for a shopper's text: `match_all` for a blank one; the named `multi_match`; or, when
 * synonyms give variants (`expandSynonyms`), a `dis_max` of it and one named `multi_match` per variant.
 */
export function compileTextQuery(query: string, synonyms: readonly SynonymGroup[] = []): EngineQuery {
  if (surfaceTerms(query).length === 0) return { match_all: {} };
  const base = textQuery(query, clauseName({ source: 'text' }));
  const variants = expandSynonyms(query, synonyms);
  if (variants.length === 0) return base;
  return {
    dis_max: {
      queries: [
        base,
        ...variants.map((v) =>
          textQuery(
            v.text,
            clauseName({ source: 'synonym', groupId: v.groupId, from: v.from, to: v.to }),
            SYNONYM_BOOST,
          ),
        ),
      ],
      tie_breaker: 0,
    },
  };
}

/** A query rule as compiled: its id, match and normalised actions. */
export interface CompilableRule extends RuleMatch {
  /** Rule id. */
  readonly id: string | number;
  /** Actions, normalised (`normaliseActions`). */
  readonly actions: QueryRuleActions;
}

/** A Dynamic Re-Rank rule as compiled: its matcher and weight. */
export interface CompilableBoostingRule {
  /** Rule id. */
  readonly id: string | number;
  /** Which products it boosts. */
  readonly matcher: BoolQuery;
  /** Score multiplier. */
  readonly weight: number;
}

function named(matcher: BoolQuery, name: string): EngineQuery {
  return { bool: { ...matcher.bool, _name: name } };
}

function buryClause(ruleId: string, bury: BuryAction): EngineQuery {
  const _name = clauseName({ source: 'queryRule', ruleId, action: 'bury' });
  const ids = { ids: { values: bury.productIds } };
  if (bury.conditions.length === 0) return { ids: { ...ids.ids, _name } };
  const matcher = compileMatcher(bury);
  if (bury.productIds.length === 0) return named(matcher, _name);
  return { bool: { should: [ids, matcher], minimum_should_match: 1, _name } };
}

/**
 * Wraps an organic query with rules' actions as the module comment says. `rules` are in precedence order
 * (`byPrecedence`) with normalised actions: the first with a redirect ends the search; pins are listed in
 * rule order. Dynamic Re-Rank rules given join the boost functions.
 */
export function compileRules(
  organic: EngineQuery,
  rules: readonly CompilableRule[],
  boostingRules: readonly CompilableBoostingRule[] = [],
): CompiledSearch {
  const redirecting = rules.find((rule) => rule.actions.redirect !== undefined);
  if (redirecting?.actions.redirect !== undefined)
    return {
      redirect: {
        url: redirecting.actions.redirect,
        _name: clauseName({ source: 'queryRule', ruleId: String(redirecting.id), action: 'redirect' }),
      },
    };
  let query = organic;
  const hides = rules
    .filter((rule) => rule.actions.hides.length > 0)
    .map((rule) => ({
      ids: {
        values: rule.actions.hides,
        _name: clauseName({ source: 'queryRule', ruleId: String(rule.id), action: 'hide' }),
      },
    }));
  if (hides.length > 0) query = { bool: { must: [query], must_not: hides } };
  const functions = [
    ...rules.flatMap((rule) => {
      const boost = rule.actions.boost;
      if (boost === undefined) return [];
      const name = clauseName({ source: 'queryRule', ruleId: String(rule.id), action: 'boost' });
      return [{ filter: named(compileMatcher(boost), name), weight: boost.weight }];
    }),
    ...boostingRules.map((rule) => ({
      filter: named(rule.matcher, clauseName({ source: 'boostingRule', ruleId: String(rule.id) })),
      weight: rule.weight,
    })),
  ];
  if (functions.length > 0)
    query = { function_score: { query, functions, score_mode: 'multiply', boost_mode: 'multiply' } };
  const negatives = rules.flatMap((rule) =>
    rule.actions.bury ? [buryClause(String(rule.id), rule.actions.bury)] : [],
  );
  const [onlyNegative] = negatives;
  if (negatives.length > 0)
    query = {
      boosting: {
        positive: query,
        negative:
          negatives.length === 1 && onlyNegative
            ? onlyNegative
            : { bool: { should: negatives, minimum_should_match: 1 } },
        negative_boost: BURY_NEGATIVE_BOOST,
      },
    };
  const pinned_hits = rules.flatMap((rule) =>
    rule.actions.pins.map((pin) => ({
      id: String(pin.productId),
      position: pin.position,
      _name: clauseName({ source: 'queryRule', ruleId: String(rule.id), action: 'pin' }),
    })),
  );
  return { query, pinned_hits };
}

/** One rule compiled around an organic query (`compileRules` with just that rule). */
export function compileQueryRule(
  rule: CompilableRule,
  organic: EngineQuery = { match_all: {} },
): CompiledSearch {
  return compileRules(organic, [{ ...rule, actions: normaliseActions(rule.actions) }]);
}

/** A query rule as the search selects it: enabled, scheduled, matching. */
export interface SearchableRule extends CompilableRule {
  /** Off: never applied. */
  readonly enabled: boolean;
  /** When it applies. */
  readonly schedule?: Schedule | undefined;
}

/** A stored Dynamic Re-Rank rule, as the search reads it. */
export interface SearchableBoostingRule extends CompilableBoostingRule {
  /** Only active rules apply. */
  readonly status: 'active' | 'inactive';
  /** Its name. */
  readonly name: string;
  /** Its schedule, when the stored rule has one (read as `boostingRuleScheduleItem` says). */
  readonly schedule?: unknown;
}

/** True when a schedule lets a rule apply at an instant (an unknown time zone never does). */
function liveAt(schedule: Schedule | undefined, at: number): boolean {
  if (schedule !== undefined && !isTimeZone(schedule.timeZone)) return false;
  return scheduleState(schedule, at) === 'live';
}

/** What a shopper's search runs, and which query rules took part. */
export interface CompiledQuery {
  /** The search. */
  readonly compiled: CompiledSearch;
  /** Ids of the query rules that apply (enabled, live, matching), in precedence order; only the redirect's when one redirects. */
  readonly applied: readonly string[];
}

/**
 * Compiles the search for a shopper's query at an instant: the query rules that are enabled, live
 * (`scheduleState`) and match (`matchesQuery`), in precedence order, with normalised actions; the text query
 * with the synonyms; the active, live Dynamic Re-Rank rules. What the preview evaluates and what a saved
 * state serves are both this.
 */
export function compileSearch(input: {
  /** The shopper's query. */
  readonly query: string;
  /** The store's query rules. */
  readonly rules: readonly SearchableRule[];
  /** The store's synonyms. */
  readonly synonyms?: readonly SynonymGroup[];
  /** The store's Dynamic Re-Rank rules. */
  readonly boostingRules?: readonly SearchableBoostingRule[];
  /** The instant (epoch ms). */
  readonly at: number;
}): CompiledQuery {
  const applicable = byPrecedence(
    input.rules.filter(
      (rule) => rule.enabled && liveAt(rule.schedule, input.at) && matchesQuery(rule, input.query),
    ),
  ).map((rule) => ({
    id: String(rule.id),
    matchKind: rule.matchKind,
    matchText: rule.matchText,
    actions: normaliseActions(rule.actions),
  }));
  const boosting = (input.boostingRules ?? []).filter((rule) => {
    const item = boostingRuleScheduleItem(rule);
    return item.enabled && liveAt(item.schedule, input.at);
  });
  const compiled = compileRules(compileTextQuery(input.query, input.synonyms), applicable, boosting);
  const applied = isRedirectPlan(compiled)
    ? [(parseClauseName(compiled.redirect._name) as { ruleId: string }).ruleId]
    : applicable.map((rule) => rule.id);
  return { compiled, applied };
}

/** A compiled search read back: the organic query, each query rule's actions, the Dynamic Re-Rank rules. */
export interface ParsedSearch {
  /** The organic (text) query. */
  readonly organic: EngineQuery;
  /** Each query rule's actions, by rule id, in the order first met. */
  readonly rules: ReadonlyMap<string, QueryRuleActions>;
  /** Dynamic Re-Rank rules that joined the boost functions. */
  readonly boostingRules: readonly CompilableBoostingRule[];
}

/** A redirect read back. */
export interface ParsedRedirect {
  /** The address. */
  readonly url: string;
  /** The rule. */
  readonly ruleId: string;
}

/** Thrown inside the reader only, turned into a result at its entry point. */
class Unreadable {
  constructor(readonly detail: string) {}
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function only(value: unknown, kind: string): Record<string, unknown> | null {
  if (!isObject(value) || Object.keys(value).length !== 1 || !isObject(value[kind])) return null;
  return value[kind] as Record<string, unknown>;
}

function keysAre(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(value).sort().join() === [...keys].sort().join();
}

function fail(detail: unknown): never {
  throw new Unreadable(JSON.stringify(detail)?.slice(0, 80) ?? String(detail));
}

function ruleOwner(name: unknown, action: RuleAction): string {
  const owner = parseClauseName(name);
  if (owner?.source !== 'queryRule' || owner.action !== action) fail(name);
  return owner.ruleId;
}

/** The `values` of an `ids` clause, and its `_name`. */
function readIds(clause: unknown): { values: string[]; name: unknown } {
  const ids = only(clause, 'ids');
  if (ids === null || !Array.isArray(ids.values) || !ids.values.every((v) => typeof v === 'string'))
    fail(clause);
  return { values: ids.values as string[], name: ids._name };
}

function withoutName(bool: Record<string, unknown>): BoolQuery {
  const { _name, ...rest } = bool;
  return { bool: rest } as BoolQuery;
}

function conditionsOf(matcher: BoolQuery): Pick<BoostAction, 'conditionType' | 'conditions'> {
  const parsed = parseMatcher(matcher);
  if (!parsed.ok) fail(matcher);
  return parsed.value;
}

function readBury(clause: unknown): { ruleId: string; bury: BuryAction } {
  if (only(clause, 'ids') !== null) {
    const { values, name } = readIds(clause);
    return {
      ruleId: ruleOwner(name, 'bury'),
      bury: { productIds: values, conditionType: 'all', conditions: [] },
    };
  }
  const bool = only(clause, 'bool');
  if (bool === null) fail(clause);
  const ruleId = ruleOwner(bool._name, 'bury');
  const [first, second, ...more] = Array.isArray(bool.should) ? bool.should : [];
  if (
    keysAre(bool, ['should', 'minimum_should_match', '_name']) &&
    only(first, 'ids') !== null &&
    second &&
    more.length === 0
  )
    return { ruleId, bury: { productIds: readIds(first).values, ...conditionsOf(second as BoolQuery) } };
  return { ruleId, bury: { productIds: [], ...conditionsOf(withoutName(bool)) } };
}

/**
 * Reads a compiled search back (the inverse of `compileRules`): the redirect, or the organic query with each
 * query rule's actions (normalised, as compiled) and the Dynamic Re-Rank rules. A shape `compileRules` does
 * not write is refused with `ruleMatcherUnsupported`.
 */
export function parseCompiledSearch(
  compiled: unknown,
): ValidationResult<ParsedSearch | { readonly redirect: ParsedRedirect }, 'plan'> {
  try {
    if (!isObject(compiled)) fail(compiled);
    const redirect = only(compiled, 'redirect');
    if (redirect !== null) {
      if (!keysAre(redirect, ['url', '_name']) || typeof redirect.url !== 'string') fail(redirect);
      return valid({ redirect: { url: redirect.url, ruleId: ruleOwner(redirect._name, 'redirect') } });
    }
    if (!keysAre(compiled, ['query', 'pinned_hits']) || !Array.isArray(compiled.pinned_hits)) fail(compiled);
    const rules = new Map<string, QueryRuleActions>();
    const of = (ruleId: string) => {
      let actions = rules.get(ruleId);
      if (actions === undefined) {
        actions = { pins: [], hides: [] };
        rules.set(ruleId, actions);
      }
      return actions as { pins: Pin[]; hides: string[]; bury?: BuryAction; boost?: BoostAction };
    };
    const boostingRules: CompilableBoostingRule[] = [];
    const readLater: (() => void)[] = [];
    for (const hit of compiled.pinned_hits) {
      if (!isObject(hit) || typeof hit.id !== 'string' || typeof hit.position !== 'number') fail(hit);
      of(ruleOwner(hit._name, 'pin')).pins.push({ productId: hit.id, position: hit.position });
    }
    let query: unknown = compiled.query;
    const boosting = only(query, 'boosting');
    if (boosting !== null) {
      if (
        !keysAre(boosting, ['positive', 'negative', 'negative_boost']) ||
        boosting.negative_boost !== BURY_NEGATIVE_BOOST
      )
        fail(boosting);
      const negative = boosting.negative;
      const combined = only(negative, 'bool');
      const clauses =
        combined !== null &&
        !('_name' in combined) &&
        keysAre(combined, ['should', 'minimum_should_match']) &&
        Array.isArray(combined.should)
          ? combined.should
          : [negative];
      readLater.push(() => {
        for (const clause of clauses) {
          const { ruleId, bury } = readBury(clause);
          of(ruleId).bury = bury;
        }
      });
      query = boosting.positive;
    }
    const scoring = only(query, 'function_score');
    if (scoring !== null) {
      if (
        !keysAre(scoring, ['query', 'functions', 'score_mode', 'boost_mode']) ||
        scoring.score_mode !== 'multiply' ||
        scoring.boost_mode !== 'multiply' ||
        !Array.isArray(scoring.functions)
      )
        fail(scoring);
      readLater.push(() => {
        for (const fn of scoring.functions as unknown[]) {
          if (!isObject(fn) || !keysAre(fn, ['filter', 'weight']) || typeof fn.weight !== 'number') fail(fn);
          const filter = only(fn.filter, 'bool');
          if (filter === null) fail(fn);
          const owner = parseClauseName(filter._name);
          const matcher = withoutName(filter);
          if (owner?.source === 'boostingRule')
            boostingRules.push({ id: owner.ruleId, matcher, weight: fn.weight });
          else of(ruleOwner(filter._name, 'boost')).boost = { ...conditionsOf(matcher), weight: fn.weight };
        }
      });
      query = scoring.query;
    }
    const hiding = only(query, 'bool');
    if (
      hiding !== null &&
      keysAre(hiding, ['must', 'must_not']) &&
      Array.isArray(hiding.must) &&
      hiding.must.length === 1 &&
      Array.isArray(hiding.must_not)
    ) {
      for (const clause of hiding.must_not as unknown[]) {
        const { values, name } = readIds(clause);
        of(ruleOwner(name, 'hide')).hides.push(...values);
      }
      query = hiding.must[0];
    }
    // Hides, then boosts, then buries: the order the compiler wraps them, so each rule's entry is created alike.
    for (const read of readLater.reverse()) read();
    if (!isObject(query)) fail(query);
    return valid({ organic: query, rules, boostingRules });
  } catch (error) {
    if (error instanceof Unreadable)
      return invalid([
        { field: 'plan', messageKey: 'ruleMatcherUnsupported', params: { detail: error.detail } },
      ]);
    throw error;
  }
}
