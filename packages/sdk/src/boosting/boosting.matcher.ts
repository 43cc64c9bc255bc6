import type { StoreType } from '../client/client.schema';
import { invalid, type ValidationResult, valid } from '../validation/validation.rules';
import { conditionId, RULE_TYPE, type RuleConditionType, validateRuleForm } from './boosting.rules';
import type {
  BoolQuery,
  BoostingRule,
  BoostingRuleBody,
  MatcherClause,
  RuleCondition,
  RuleConditionField,
  RuleForm,
} from './boosting.schema';

/**
 * Rule form <-> boosting matcher: a flat search-engine bool query over term/terms clauses, the shape of
 * `boolQuerySchema` (spec section 3).
 *
 * A condition `field is [v1, v2]` holds when the product's document field equals (or, for a list field,
 * contains) at least one of the values; its clause is `{ term: { f: v1 } }` for one value and
 * `{ terms: { f: [v1, v2] } }` for several. `field isNot [...]` holds when none of the values is there.
 * Call the `is` conditions P and the `isNot` conditions N. The condition types mean:
 * - `all`: every condition holds. `{ bool: { must: [P], must_not: [N] } }`, both arrays always present.
 * - `is`: at least one `is` condition holds, and every `isNot` condition holds (they act as exclusions).
 *   `{ bool: { should: [P], minimum_should_match: 1, must_not: [N] } }`, must_not only when N is not
 *   empty. With no `is` condition nothing matches (at least one of none cannot hold).
 * - `isNot`: no condition holds. `{ bool: { must_not: [P] } }`. When N is not empty this is `must: [N],
 *   must_not: [P]`, the query of the `all` form with every operator flipped; the form is normalised to that.
 * A flat query cannot say "A or not B", which is why `is` treats `isNot` conditions as exclusions.
 */

/** A boosting rule's matcher: a bool query over term/terms clauses. */
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

const FORM_FIELD_BY_DOCUMENT_FIELD: Readonly<Record<string, RuleConditionField>> =
  /* @__PURE__ */ Object.fromEntries(
    Object.entries(RULE_FIELD_DOCUMENT_FIELDS).map(([form, doc]) => [doc, form as RuleConditionField]),
  );

function valueClause(condition: RuleCondition): MatcherClause {
  const field = RULE_FIELD_DOCUMENT_FIELDS[condition.field as RuleConditionField] ?? condition.field;
  const [first, ...rest] = condition.value;
  return rest.length === 0 && first !== undefined
    ? { term: { [field]: first } }
    : { terms: { [field]: [...condition.value] } };
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
          should: positive,
          minimum_should_match: 1,
          ...(negative.length > 0 ? { must_not: negative } : {}),
        },
      };
    case 'isNot':
      return negative.length > 0
        ? { bool: { must: negative, must_not: positive } }
        : { bool: { must_not: positive } };
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
  const rawValues: unknown[] = Array.isArray(raw) ? raw : [raw];
  // Stored rules may hold numbers or booleans (featured: true); the form edits values as text.
  if (!rawValues.every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'))
    return null;
  const value = rawValues.map(String);
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

function parseList(queries: unknown, parse: (query: unknown) => ParsedCondition | null) {
  if (!Array.isArray(queries)) return null;
  const parsed = queries.map(parse);
  return parsed.every((c): c is ParsedCondition => c !== null) ? parsed : null;
}

/** The condition part of a rule form, as read back from a matcher. */
export type ParsedMatcher = Pick<RuleForm, 'conditionType' | 'conditions'>;

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
  } else if (
    (keys === 'minimum_should_match,should' || keys === 'minimum_should_match,must_not,should') &&
    bool.minimum_should_match === 1
  ) {
    conditionType = 'is';
    const is = parseList(bool.should, parseIs);
    const isNot = parseList(bool.must_not ?? [], parseIsNot);
    parsed = is && isNot && [...is, ...isNot];
  } else if (keys === 'must_not') {
    conditionType = 'isNot';
    parsed = parseList(bool.must_not, parseIs);
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
  } as const;
  return store.storeType === 'shopify'
    ? { ...common, shopifyStoreId: store.storeId }
    : { ...common, woocommerceStoreId: store.storeId };
}

/**
 * Validates a rule form and builds the payload to save: the form's messages (`enterRuleName`,
 * `addAtLeastOneCondition`), or `noActiveStoreSelected` when the store id is not numeric.
 */
export function buildBoostingRulePayload(
  form: RuleForm,
  store: RuleStore,
): ValidationResult<BoostingRuleBody, 'name' | 'conditions' | 'store'> {
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

/** The stored-rule fields the form is read from (the matcher is re-checked, so any value is accepted). */
export type StoredRuleLike = Pick<BoostingRule, 'name' | 'weight' | 'status'> & { readonly matcher: unknown };

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

/** Decides whether a document matches a matcher or clause, with the search engine's bool/term/terms semantics. */
export function evaluateMatcher(query: Matcher | MatcherClause, doc: MatchDocument): boolean {
  if ('term' in query) {
    return Object.entries(query.term).every(([field, value]) =>
      fieldValues(doc, field).includes(String(value)),
    );
  }
  if ('terms' in query) {
    return Object.entries(query.terms).every(([field, wanted]) => {
      const accepted = wanted.map(String);
      return fieldValues(doc, field).some((v) => accepted.includes(v));
    });
  }
  const { must = [], must_not = [], should = [], minimum_should_match } = query.bool;
  if (!must.every((q) => evaluateMatcher(q, doc))) return false;
  if (must_not.some((q) => evaluateMatcher(q, doc))) return false;
  // As in Elasticsearch: should is optional beside must unless minimum_should_match says otherwise.
  const required = minimum_should_match ?? (must.length === 0 && should.length > 0 ? 1 : 0);
  return should.filter((q) => evaluateMatcher(q, doc)).length >= required;
}
