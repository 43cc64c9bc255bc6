import type { StoreType } from '../client/client.schema';
import { invalid, type ValidationIssue, type ValidationResult, valid } from '../validation/validation.rules';
import {
  conditionId,
  isBooleanConditionField,
  isRuleConditionField,
  RULE_TYPE,
  type RuleConditionType,
  type RuleFormField,
  ruleConditionValue,
  validateRuleForm,
} from './boosting.rules';
import type {
  BoolQuery,
  BoostingRule,
  BoostingRuleBody,
  MatcherClause,
  RuleCondition,
  RuleConditionField,
  RuleForm,
  ValueClause,
} from './boosting.schema';

/**
 * Rule form <-> boosting matcher: a search-engine bool query over term/terms clauses, the shape of
 * `boolQuerySchema` (spec section 3).
 *
 * A condition `field is [v1, v2]` holds when the product's document field equals (or, for a list field,
 * contains) at least one of the values; its clause is `{ term: { f: v1 } }` for one value and
 * `{ terms: { f: [v1, v2] } }` for several. `field isNot [...]` holds when none of the values is there.
 * Call the `is` conditions P and the `isNot` conditions N. The condition types mean what the editor says:
 * - `all` ("All conditions match"): every condition holds. `{ bool: { must: [P], must_not: [N] } }`.
 * - `is` ("Any condition matches"): at least one condition holds. `{ bool: { should: [P, ¬N],
 *   minimum_should_match: 1 } }`, where each `isNot` condition is the nested `{ bool: { must_not: [n] } }`.
 *   With only `isNot` conditions it matches the products that lack at least one of those values sets.
 * - `isNot` ("No condition matches"): no condition holds. `{ bool: { must_not: [P] } }`. When N is not
 *   empty this is `must: [N], must_not: [P]`, the query of the `all` form with every operator flipped; the
 *   form is normalised to that.
 * featured and onSale compare with JSON booleans; stock status with the states of the spec's map.
 */

/** A boosting rule's matcher: a bool query over term/terms clauses. */
export type Matcher = BoolQuery;

/**
 * Document field of the search index each rule-form field tests: the index's names, which are also the
 * facet fields of the spec (tags, instock, insale). The one place that says so.
 */
export const RULE_FIELD_DOCUMENT_FIELDS = {
  brand: 'brand',
  category: 'category',
  tag: 'tags',
  color: 'color',
  size: 'size',
  stockStatus: 'instock',
  featured: 'featured',
  onSale: 'insale',
} as const satisfies Record<RuleConditionField, string>;

// Null prototype: a stored field such as "constructor" or "__proto__" must not find Object's members.
const FORM_FIELD_BY_DOCUMENT_FIELD: Readonly<Record<string, RuleConditionField>> =
  /* @__PURE__ */ Object.assign(
    Object.create(null),
    Object.fromEntries(
      Object.entries(RULE_FIELD_DOCUMENT_FIELDS).map(([form, doc]) => [doc, form as RuleConditionField]),
    ),
  );

function documentField(field: string): string {
  return isRuleConditionField(field) ? RULE_FIELD_DOCUMENT_FIELDS[field] : field;
}

function termValue(field: string, value: string): string | boolean {
  return isBooleanConditionField(field) ? value === 'true' : value;
}

function valueClause(condition: Omit<RuleCondition, 'id'>): ValueClause {
  const field = documentField(condition.field);
  const values = condition.value.map((v) => termValue(condition.field, v));
  const [first, ...rest] = values;
  return rest.length === 0 && first !== undefined
    ? { term: { [field]: first } }
    : { terms: { [field]: values } };
}

/** Compiles the conditions of a normalised rule form into its matcher (see the module comment). */
export function compileMatcher(form: Pick<RuleForm, 'conditionType' | 'conditions'>): Matcher {
  const positive = form.conditions.filter((c) => c.operator === 'is').map(valueClause);
  const negative = form.conditions.filter((c) => c.operator === 'isNot').map(valueClause);
  switch (form.conditionType) {
    case 'all':
      return { bool: { must: positive, must_not: negative } };
    case 'is':
      return {
        bool: {
          should: [...positive, ...negative.map((clause) => ({ bool: { must_not: [clause] } }))],
          minimum_should_match: 1,
        },
      };
    case 'isNot':
      return negative.length > 0
        ? { bool: { must: negative, must_not: positive } }
        : { bool: { must_not: positive } };
  }
}

type ParsedCondition = Omit<RuleCondition, 'id'>;

/** Why a stored matcher cannot be read into the form (or evaluated): a catalogue message and its values. */
export type MatcherProblem = ValidationIssue<'matcher'>;

/** A value read from a stored matcher, or why it could not be. */
export type MatcherResult<Value> = ValidationResult<Value, 'matcher'>;

function unsupported(detail: string): MatcherProblem {
  return { field: 'matcher', messageKey: 'ruleMatcherUnsupported', params: { detail } };
}

function isProblem(value: unknown): value is MatcherProblem {
  return typeof value === 'object' && value !== null && 'messageKey' in value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  try {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  } catch {
    return typeof value;
  }
}

function parseValueClause(
  query: unknown,
  operator: RuleCondition['operator'],
): ParsedCondition | MatcherProblem {
  if (!isPlainObject(query)) return unsupported(describe(query));
  const kinds = Object.keys(query);
  const kind = kinds[0];
  if (kinds.length !== 1 || (kind !== 'term' && kind !== 'terms')) return unsupported(describe(query));
  const body = query[kind];
  if (!isPlainObject(body)) return unsupported(describe(query));
  const entries = Object.entries(body);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) return unsupported(describe(query));
  const [docField, raw] = entry;
  if (!Object.hasOwn(FORM_FIELD_BY_DOCUMENT_FIELD, docField))
    return { field: 'matcher', messageKey: 'ruleMatcherUnknownField', params: { field: docField } };
  const field = FORM_FIELD_BY_DOCUMENT_FIELD[docField] as RuleConditionField;
  // `term` holds one value (the long form { value, boost } is not the editor's); `terms` a non-empty list.
  if (kind === 'term' ? Array.isArray(raw) : !Array.isArray(raw) || raw.length === 0)
    return unsupported(describe(query));
  const rawValues: unknown[] = Array.isArray(raw) ? raw : [raw];
  const value: string[] = [];
  for (const v of rawValues) {
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')
      return unsupported(describe(query));
    const text = String(v);
    // A value the form would drop or rewrite on save would change what the rule matches when re-saved.
    if (ruleConditionValue(field, text) !== text)
      return { field: 'matcher', messageKey: 'ruleConditionValueInvalid', params: { field, value: text } };
    value.push(text);
  }
  return { field, operator, value };
}

function parseNegated(query: unknown): ParsedCondition | MatcherProblem {
  if (isPlainObject(query) && 'bool' in query) {
    const bool = query.bool;
    if (isPlainObject(bool) && Object.keys(bool).join() === 'must_not' && Array.isArray(bool.must_not)) {
      const [only, ...more] = bool.must_not;
      if (more.length === 0 && only !== undefined) return parseValueClause(only, 'isNot');
    }
    return unsupported(describe(query));
  }
  return parseValueClause(query, 'is');
}

function parseList(
  queries: unknown,
  parse: (query: unknown) => ParsedCondition | MatcherProblem,
): ParsedCondition[] | MatcherProblem {
  if (!Array.isArray(queries)) return unsupported(describe(queries));
  const parsed: ParsedCondition[] = [];
  for (const query of queries) {
    const condition = parse(query);
    if (isProblem(condition)) return condition;
    parsed.push(condition);
  }
  return parsed;
}

/** The condition part of a rule form, as read back from a matcher. */
export type ParsedMatcher = Pick<RuleForm, 'conditionType' | 'conditions'>;

/**
 * Reads a stored matcher back into form conditions. A shape the compiler does not write, a field the form
 * does not offer, or a value the form would not save is refused with a displayable reason
 * (`ruleMatcherUnsupported`, `ruleMatcherUnknownField`, `ruleConditionValueInvalid`).
 */
export function parseMatcher(matcher: unknown): MatcherResult<ParsedMatcher> {
  if (!isPlainObject(matcher) || Object.keys(matcher).join() !== 'bool' || !isPlainObject(matcher.bool))
    return invalid([unsupported(describe(matcher))]);
  const bool = matcher.bool;
  const keys = Object.keys(bool).sort().join(',');
  let conditionType: RuleConditionType;
  let parsed: ParsedCondition[] | MatcherProblem;
  const is = (query: unknown) => parseValueClause(query, 'is');
  const isNot = (query: unknown) => parseValueClause(query, 'isNot');
  if (keys === 'must,must_not') {
    conditionType = 'all';
    const must = parseList(bool.must, is);
    const mustNot = parseList(bool.must_not, isNot);
    parsed = isProblem(must) ? must : isProblem(mustNot) ? mustNot : [...must, ...mustNot];
  } else if (keys === 'minimum_should_match,should') {
    conditionType = 'is';
    parsed =
      bool.minimum_should_match === 1
        ? parseList(bool.should, parseNegated)
        : unsupported(`minimum_should_match: ${describe(bool.minimum_should_match)}`);
  } else if (keys === 'must_not') {
    conditionType = 'isNot';
    parsed = parseList(bool.must_not, is);
  } else {
    return invalid([unsupported(`bool: ${keys || '{}'}`)]);
  }
  if (isProblem(parsed)) return invalid([parsed]);
  // A matcher without a condition matches every product or none: not a form the editor can save.
  if (parsed.length === 0) return invalid([unsupported(describe(matcher))]);
  const ordered = [
    ...parsed.filter((c) => c.operator === 'is'),
    ...parsed.filter((c) => c.operator === 'isNot'),
  ];
  return valid({ conditionType, conditions: ordered.map((c, index) => ({ id: conditionId(index), ...c })) });
}

/** Where a rule belongs: the selected store. */
export interface RuleStore {
  /** Store id (digits). */
  readonly storeId: string | number;
  /** The store's platform. */
  readonly storeType: StoreType;
}

/** Compiles a normalised rule form for a store into the payload; the numeric id goes under the store's type. */
export function compileRule(
  form: RuleForm,
  store: { readonly storeId: number; readonly storeType: StoreType },
): BoostingRuleBody {
  const common = {
    name: form.name,
    type: RULE_TYPE,
    matcher: compileMatcher(form),
    weight: form.boostValue,
    status: form.enabled ? 'active' : 'inactive',
    storeId: String(store.storeId),
    storeType: store.storeType,
    ...(form.schedule === undefined ? {} : { schedule: form.schedule }),
  } as const;
  return store.storeType === 'shopify'
    ? { ...common, shopifyStoreId: store.storeId }
    : { ...common, woocommerceStoreId: store.storeId };
}

/**
 * Validates a rule form and builds the payload to save: the form's messages (`enterRuleName`, `ruleNameTaken`
 * for a name one of `otherNames` has, `addAtLeastOneCondition`, …), or `noActiveStoreSelected` when the store
 * id is not numeric.
 */
export function buildBoostingRulePayload(
  form: RuleForm,
  store: RuleStore,
  otherNames: readonly string[] = [],
): ValidationResult<BoostingRuleBody, RuleFormField | 'store'> {
  const checked = validateRuleForm(form, otherNames);
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

/** The stored-rule fields the form is read from (the matcher is re-checked, so any value is accepted). */
export type StoredRuleLike = Pick<BoostingRule, 'name' | 'weight' | 'status' | 'schedule'> & {
  readonly matcher: unknown;
};

/** Reads a stored rule back into a normalised form for editing, or why its matcher cannot be edited. */
export function parseRule(rule: StoredRuleLike): MatcherResult<RuleForm> {
  const parsed = parseMatcher(rule.matcher);
  if (!parsed.ok) return parsed;
  return valid({
    name: rule.name,
    enabled: rule.status === 'active',
    boostValue: rule.weight,
    ...parsed.value,
    ...(rule.schedule === undefined ? {} : { schedule: rule.schedule }),
  });
}

/** A product document as the search engine stores it: field name to value or list of values. */
export type MatchDocument = Readonly<Record<string, unknown>>;

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Whether a document's field holds (or, for a list, contains) a value that `accepts` takes. */
function fieldHas(
  doc: MatchDocument,
  field: string,
  accepts: (value: string | number | boolean) => boolean,
): boolean {
  // Own fields only: "toString" or "__proto__" name no field of a document that lacks them.
  if (!Object.hasOwn(doc, field)) return false;
  const raw = doc[field];
  return Array.isArray(raw) ? raw.some((v) => isScalar(v) && accepts(v)) : isScalar(raw) && accepts(raw);
}

/** Thrown inside the evaluator only, and turned into a result at its entry point. */
class Refused {
  constructor(readonly problem: MatcherProblem) {}
}

function refuse(detail: string): never {
  throw new Refused(unsupported(detail));
}

function clauses(value: unknown, name: string): unknown[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  if (isPlainObject(value)) return [value];
  return refuse(`${name}: ${describe(value)}`);
}

/** How many `should` clauses must hold, as the engine computes `minimum_should_match`, within 0..count. */
function requiredShould(spec: unknown, count: number, hasRequiredClauses: boolean): number {
  if (spec === undefined || spec === null) return count > 0 && !hasRequiredClauses ? 1 : 0;
  const text = typeof spec === 'number' ? String(spec) : typeof spec === 'string' ? spec.trim() : '';
  const match = /^(-?)(\d+)(%?)$/.exec(text);
  if (match === null) return refuse(`minimum_should_match: ${describe(spec)}`);
  const [, sign, digits, percent] = match;
  const amount = percent ? Math.floor((count * Number(digits)) / 100) : Number(digits);
  const required = sign ? count - amount : amount;
  return Math.min(count, Math.max(0, required));
}

/** A query checked once and turned into a test of documents. */
type DocumentTest = (doc: MatchDocument) => boolean;

function prepare(query: unknown): DocumentTest {
  if (!isPlainObject(query)) return refuse(describe(query));
  const kinds = Object.keys(query);
  const kind = kinds[0];
  if (kinds.length !== 1 || kind === undefined) return refuse(describe(query));
  const body = query[kind];
  if (!isPlainObject(body)) return refuse(describe(query));
  if (kind === 'bool') {
    for (const key of Object.keys(body))
      if (!['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost', '_name'].includes(key))
        refuse(`bool.${key}`);
    const required = [...clauses(body.must, 'must'), ...clauses(body.filter, 'filter')].map(prepare);
    const should = clauses(body.should, 'should').map(prepare);
    const mustNot = clauses(body.must_not, 'must_not').map(prepare);
    const minimum = requiredShould(body.minimum_should_match, should.length, required.length > 0);
    return (doc) => {
      if (!required.every((test) => test(doc)) || mustNot.some((test) => test(doc))) return false;
      let held = 0;
      for (const test of should) if (held < minimum && test(doc)) held += 1;
      return held >= minimum;
    };
  }
  if (kind === 'term' || kind === 'terms') {
    const entries = Object.entries(body).filter(([key]) => key !== 'boost' && key !== '_name');
    const [entry] = entries;
    if (entries.length !== 1 || entry === undefined) return refuse(describe(query));
    const [field, raw] = entry;
    let wanted: unknown[];
    let caseInsensitive = false;
    if (kind === 'terms') {
      if (!Array.isArray(raw)) return refuse(describe(query));
      wanted = raw;
    } else if (isPlainObject(raw)) {
      // Long form: { field: { value, boost, case_insensitive } }.
      for (const key of Object.keys(raw))
        if (!['value', 'boost', 'case_insensitive', '_name'].includes(key)) refuse(describe(query));
      wanted = [raw.value];
      caseInsensitive = raw.case_insensitive === true;
    } else {
      wanted = [raw];
    }
    if (!wanted.every(isScalar)) return refuse(describe(query));
    // Keyword, number and boolean fields compare by value: 12 matches '12', true matches 'true'.
    const accepted = new Set(wanted.map((w) => (caseInsensitive ? String(w).toLowerCase() : String(w))));
    const accepts = caseInsensitive
      ? (v: string | number | boolean) => accepted.has(String(v).toLowerCase())
      : (v: string | number | boolean) => accepted.has(String(v));
    return (doc) => fieldHas(doc, field, accepts);
  }
  // match, range, exists and the rest analyse text or compare ranges, which the preview cannot do alike.
  return refuse(kind);
}

/** A query as a test of documents, checked once (see `matchMatcher`), or why it cannot be evaluated. */
export function matcherTest(query: unknown): MatcherResult<DocumentTest> {
  try {
    return valid(prepare(query));
  } catch (error) {
    if (error instanceof Refused) return invalid([error.problem]);
    // Deeply nested input can exhaust the stack: a refusal, not a crash.
    return invalid([unsupported(describe(query))]);
  }
}

/**
 * Decides whether a document matches a query with the search engine's semantics: bool with must, filter,
 * should and must_not (arrays or single clauses), `minimum_should_match` as an integer, a negative integer,
 * a percentage or a negative percentage (default: 1 when there are should clauses but no must/filter,
 * else 0), term (short or long form) and terms. Any other query is refused with `ruleMatcherUnsupported`.
 */
export function matchMatcher(query: unknown, doc: MatchDocument): MatcherResult<boolean> {
  const test = matcherTest(query);
  return test.ok ? valid(test.value(doc)) : test;
}

/** Decides whether a document matches a matcher or clause (see `matchMatcher`); a refused shape matches nothing. */
export function evaluateMatcher(query: Matcher | MatcherClause, doc: MatchDocument): boolean {
  const test = matcherTest(query);
  return test.ok && test.value(doc);
}
