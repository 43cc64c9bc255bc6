import type { StoreType } from '../client/client.schema';
import { invalid, type ValidationResult, valid } from '../validation/validation.rules';
import {
  conditionId,
  RULE_TYPE,
  type RuleCondition,
  type RuleConditionField,
  type RuleConditionType,
  type RuleForm,
  type RuleFormInput,
  validateRuleForm,
} from './boosting.rules';

/**
 * Rule form <-> boosting matcher (a search-engine bool query over term/terms).
 *
 * A condition `field is [v1, v2]` holds when the product's document field equals (or, for a list field,
 * contains) at least one of the values: `{ term: { f: v1 } }` for one value, `{ terms: { f: [v1, v2] } }`
 * for several. `isNot` holds when none of the values is there; where a single clause is needed it is
 * written `{ bool: { must_not: [clause] } }`.
 *
 * How the conditions combine (conditionType), and the canonical query each one compiles to:
 * - `all`: every condition holds. `{ bool: { must: [is clauses], must_not: [isNot clauses] } }`; both
 *   arrays are always present (possibly empty), which is what marks the query as `all`.
 * - `is`: at least one condition holds. `{ bool: { should: [conditions], minimum_should_match: 1 } }`.
 * - `isNot`: no condition holds. `{ bool: { must_not: [conditions] } }` with no `must` array.
 */

/** A term query: the field equals (or contains) the value. */
export interface TermQuery {
  /** One field and its value. */
  readonly term: Readonly<Record<string, string>>;
}

/** A terms query: the field equals (or contains) any of the values. */
export interface TermsQuery {
  /** One field and its values. */
  readonly terms: Readonly<Record<string, readonly string[]>>;
}

/** A bool query over other queries. */
export interface BoolQuery {
  /** The combination. */
  readonly bool: {
    /** Every one must match. */
    readonly must?: readonly MatcherQuery[];
    /** Every one must match (scoring aside, as must). */
    readonly filter?: readonly MatcherQuery[];
    /** None may match. */
    readonly must_not?: readonly MatcherQuery[];
    /** Optional matches; required when there is no must/filter, or as many as minimum_should_match. */
    readonly should?: readonly MatcherQuery[];
    /** How many should clauses must match. */
    readonly minimum_should_match?: number;
  };
}

/** A query the matcher uses. */
export type MatcherQuery = TermQuery | TermsQuery | BoolQuery;

/** A boosting rule's matcher: always a bool query at the top. */
export type Matcher = BoolQuery;

/** Document field each rule-form field tests. */
export const RULE_FIELD_DOCUMENT_FIELDS = {
  brand: 'brand',
  category: 'category',
  tag: 'tags',
  color: 'color',
  size: 'size',
  stockStatus: 'stock_status',
  featured: 'featured',
  onSale: 'insale',
} as const satisfies Record<RuleConditionField, string>;

const FORM_FIELD_BY_DOCUMENT_FIELD: Readonly<Record<string, RuleConditionField>> = Object.fromEntries(
  Object.entries(RULE_FIELD_DOCUMENT_FIELDS).map(([form, doc]) => [doc, form as RuleConditionField]),
);

function valueClause(condition: RuleCondition): TermQuery | TermsQuery {
  const field = RULE_FIELD_DOCUMENT_FIELDS[condition.field];
  const [first, ...rest] = condition.value;
  return rest.length === 0 && first !== undefined
    ? { term: { [field]: first } }
    : { terms: { [field]: [...condition.value] } };
}

function conditionClause(condition: RuleCondition): MatcherQuery {
  const clause = valueClause(condition);
  return condition.operator === 'is' ? clause : { bool: { must_not: [clause] } };
}

/** Compiles the conditions of a normalised rule form into its matcher (see the module comment). */
export function compileMatcher(form: Pick<RuleForm, 'conditionType' | 'conditions'>): Matcher {
  const { conditions } = form;
  switch (form.conditionType) {
    case 'all':
      return {
        bool: {
          must: conditions.filter((c) => c.operator === 'is').map(valueClause),
          must_not: conditions.filter((c) => c.operator === 'isNot').map(valueClause),
        },
      };
    case 'is':
      return { bool: { should: conditions.map(conditionClause), minimum_should_match: 1 } };
    case 'isNot':
      return { bool: { must_not: conditions.map(conditionClause) } };
  }
}

type ParsedCondition = Omit<RuleCondition, 'id'>;

function parseValueClause(query: unknown): Omit<ParsedCondition, 'operator'> | null {
  if (typeof query !== 'object' || query === null) return null;
  const body = 'term' in query ? query.term : 'terms' in query ? query.terms : undefined;
  if (typeof body !== 'object' || body === null) return null;
  const entries = Object.entries(body);
  if (entries.length !== 1 || entries[0] === undefined) return null;
  const [docField, raw] = entries[0];
  const field = FORM_FIELD_BY_DOCUMENT_FIELD[docField];
  if (field === undefined) return null;
  const value: unknown[] = Array.isArray(raw) ? raw : [raw];
  if (!value.every((v): v is string => typeof v === 'string')) return null;
  // The compiler writes one value as `term` and several as `terms`; anything else is not its output.
  if ('terms' in query ? !Array.isArray(raw) || value.length < 2 : Array.isArray(raw)) return null;
  return { field, value };
}

function parseIs(query: unknown): ParsedCondition | null {
  const clause = parseValueClause(query);
  return clause && { ...clause, operator: 'is' };
}

function parseIsNot(query: unknown): ParsedCondition | null {
  const clause = parseValueClause(query);
  return clause && { ...clause, operator: 'isNot' };
}

function parseConditionClause(query: unknown): ParsedCondition | null {
  if (typeof query === 'object' && query !== null && 'bool' in query) {
    const bool = query.bool;
    if (typeof bool !== 'object' || bool === null) return null;
    const keys = Object.keys(bool);
    const mustNot = 'must_not' in bool ? bool.must_not : undefined;
    if (keys.length !== 1 || !Array.isArray(mustNot) || mustNot.length !== 1) return null;
    return parseIsNot(mustNot[0]);
  }
  return parseIs(query);
}

function parseList(queries: unknown, parse: (query: unknown) => ParsedCondition | null) {
  if (!Array.isArray(queries)) return null;
  const parsed = queries.map(parse);
  return parsed.every((c): c is ParsedCondition => c !== null) ? parsed : null;
}

/** The condition part of a rule form, as read back from a matcher. */
export interface ParsedMatcher {
  /** How the conditions combine. */
  readonly conditionType: RuleConditionType;
  /** The conditions, ids renumbered. */
  readonly conditions: readonly RuleCondition[];
}

/** Reads a stored matcher back into form conditions; null when it is not a shape the compiler writes. */
export function parseMatcher(matcher: unknown): ParsedMatcher | null {
  if (typeof matcher !== 'object' || matcher === null || !('bool' in matcher)) return null;
  const bool = (matcher as Matcher).bool;
  if (typeof bool !== 'object' || bool === null) return null;
  const keys = Object.keys(bool).sort().join(',');
  let conditionType: RuleConditionType;
  let parsed: ParsedCondition[] | null;
  if (keys === 'must,must_not') {
    conditionType = 'all';
    const is = parseList(bool.must, parseIs);
    const isNot = parseList(bool.must_not, parseIsNot);
    parsed = is && isNot && [...is, ...isNot];
  } else if (keys === 'minimum_should_match,should' && bool.minimum_should_match === 1) {
    conditionType = 'is';
    parsed = parseList(bool.should, parseConditionClause);
  } else if (keys === 'must_not') {
    conditionType = 'isNot';
    parsed = parseList(bool.must_not, parseConditionClause);
  } else {
    return null;
  }
  if (parsed === null) return null;
  return { conditionType, conditions: parsed.map((c, index) => ({ id: conditionId(index), ...c })) };
}

/** Where a rule belongs: the selected store. */
export interface RuleStore {
  /** Store id (digits). */
  readonly storeId: string | number;
  /** The store's platform. */
  readonly storeType: StoreType;
}

/** The boosting-rule body sent on create and update (spec section 3). */
export interface BoostingRulePayload {
  /** Rule name. */
  readonly name: string;
  /** Always 'attribute'. */
  readonly type: typeof RULE_TYPE;
  /** The compiled bool query. */
  readonly matcher: Matcher;
  /** Boost value. */
  readonly weight: number;
  /** active or inactive. */
  readonly status: 'active' | 'inactive';
  /** Store id, as text. */
  readonly storeId: string;
  /** The store's platform. */
  readonly storeType: StoreType;
  /** Numeric store id, for Shopify stores. */
  readonly shopifyStoreId?: number;
  /** Numeric store id, for WooCommerce stores. */
  readonly woocommerceStoreId?: number;
}

/** Compiles a normalised rule form for a store into the payload; the numeric id goes under the store's type. */
export function compileRule(
  form: RuleForm,
  store: { readonly storeId: number; readonly storeType: StoreType },
) {
  const common = {
    name: form.name,
    type: RULE_TYPE,
    matcher: compileMatcher(form),
    weight: form.boostValue,
    status: form.enabled ? 'active' : 'inactive',
    storeId: String(store.storeId),
    storeType: store.storeType,
  } as const;
  const payload: BoostingRulePayload =
    store.storeType === 'shopify'
      ? { ...common, shopifyStoreId: store.storeId }
      : { ...common, woocommerceStoreId: store.storeId };
  return payload;
}

/**
 * Validates a rule form and builds the payload to save: the form's messages (`enterRuleName`,
 * `addAtLeastOneCondition`), or `noActiveStoreSelected` when the store id is not numeric.
 */
export function buildBoostingRulePayload(
  form: RuleFormInput,
  store: RuleStore,
): ValidationResult<BoostingRulePayload, 'name' | 'conditions' | 'store'> {
  const checked = validateRuleForm(form);
  const storeId = String(store.storeId).trim();
  const storeOk = /^\d+$/.test(storeId);
  if (!checked.ok || !storeOk) {
    return invalid([
      ...(checked.ok ? [] : checked.errors),
      ...(storeOk ? [] : [{ field: 'store' as const, messageKey: 'noActiveStoreSelected' as const }]),
    ]);
  }
  return valid(compileRule(checked.value, { storeId: Number(storeId), storeType: store.storeType }));
}

/** The stored-rule fields the form is read from. */
export interface StoredRuleLike {
  /** Rule name. */
  readonly name: string;
  /** Boost value. */
  readonly weight: number;
  /** active or inactive. */
  readonly status: string;
  /** The stored matcher. */
  readonly matcher: unknown;
}

/** Reads a stored rule back into a normalised form for editing; null when its matcher is not understood. */
export function parseRule(rule: StoredRuleLike): RuleForm | null {
  const parsed = parseMatcher(rule.matcher);
  if (parsed === null) return null;
  return { name: rule.name, enabled: rule.status === 'active', boostValue: rule.weight, ...parsed };
}

/** A product document as the search engine stores it: field name to value or list of values. */
export type MatchDocument = Readonly<Record<string, unknown>>;

function fieldValues(doc: MatchDocument, field: string): string[] {
  const raw = doc[field];
  const values: unknown[] = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  // Keyword fields compare as text, so true, 12 and '12' match the values 'true' and '12'.
  return values.map((v) => String(v));
}

/** Decides whether a document matches a query, with the search engine's bool/term/terms semantics. */
export function evaluateMatcher(query: MatcherQuery, doc: MatchDocument): boolean {
  if ('term' in query) {
    return Object.entries(query.term).every(([field, value]) => fieldValues(doc, field).includes(value));
  }
  if ('terms' in query) {
    return Object.entries(query.terms).every(([field, wanted]) =>
      fieldValues(doc, field).some((v) => wanted.includes(v)),
    );
  }
  const { must = [], filter = [], must_not = [], should = [], minimum_should_match } = query.bool;
  if (![...must, ...filter].every((q) => evaluateMatcher(q, doc))) return false;
  if (must_not.some((q) => evaluateMatcher(q, doc))) return false;
  // As in Elasticsearch: should is optional beside must/filter unless minimum_should_match says otherwise.
  const required = minimum_should_match ?? (must.length + filter.length === 0 && should.length > 0 ? 1 : 0);
  return should.filter((q) => evaluateMatcher(q, doc)).length >= required;
}
