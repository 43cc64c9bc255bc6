import {
  invalidConditionValues,
  normaliseRuleForm,
  RULE_BOOST_LIMITS,
  validateRuleBoost,
} from '../boosting/boosting.rules';
import type { RuleForm } from '../boosting/boosting.schema';
import type { MessageKey } from '../i18n/messages';
import { normaliseStoreUrl } from '../stores/stores.rules';
import { invalid, type ValidationIssue, type ValidationResult, valid } from '../validation/validation.rules';
import { scheduleState, validateSchedule } from './merchandising.schedule';
import type {
  BoostAction,
  BuryAction,
  MatchKind,
  Pin,
  QueryRuleActions,
  QueryRuleFields,
  Schedule,
} from './merchandising.schema';
import { normaliseQuery, queryWords } from './merchandising.text';

/** Results on the first page of a search: pins go from 1 to this position. */
export const QUERY_RULE_PAGE_SIZE = 24;

/**
 * The longest query a rule may be for, in characters as saved (`normaliseQuery`): longer than any query shoppers
 * type, short enough to read in a rule card, a toast and the history.
 */
export const QUERY_RULE_MAX_QUERY_LENGTH = 200;

/** Score factor of a buried product (the engine's `negative_boost`): it sinks below nearly every other result. */
export const BURY_NEGATIVE_BOOST = 0.01;

/** Id the preview gives an unsaved new rule in its explanations. */
export const DRAFT_RULE_ID = 'draft';

/** The match kinds, in the order offered and in the order of precedence (most specific first). */
export const MATCH_KINDS = ['equals', 'startsWith', 'contains'] as const satisfies readonly MatchKind[];

/** Catalogue labels of the match kinds. */
export const MATCH_KIND_LABELS = {
  equals: 'matchKindEquals',
  startsWith: 'matchKindStartsWith',
  contains: 'matchKindContains',
} as const satisfies Record<MatchKind, MessageKey>;

/** Only https redirects: a shopper must never be sent to plain http or to script. */
export const REDIRECT_PROTOCOL = 'https:';

/** What a rule compares with the shopper's query. */
export interface RuleMatch {
  /** How. */
  readonly matchKind: MatchKind;
  /** The text. */
  readonly matchText: string;
}

/** True when `inner` occurs in `outer` as consecutive words. */
export function containsWords(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0) return true;
  for (let start = 0; start + inner.length <= outer.length; start += 1) {
    if (inner.every((word, i) => outer[start + i] === word)) return true;
  }
  return false;
}

/** True when `words` begins with `prefix`, word by word. */
export function startsWithWords(words: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= words.length && prefix.every((word, i) => words[i] === word);
}

/**
 * Whether a rule applies to a shopper's query. Both are normalised (case, accents, spaces) and compared
 * word by word: `equals` the same words, `startsWith` the query's first words are the rule's,
 * `contains` the rule's words appear together in the query ("running shoes" is in "red running shoes",
 * "shoe" is not in "snowshoes"). A rule with no words matches nothing.
 */
export function matchesQuery(rule: RuleMatch, query: string): boolean {
  const ruleWords = queryWords(rule.matchText);
  if (ruleWords.length === 0) return false;
  const words = queryWords(query);
  switch (rule.matchKind) {
    case 'equals':
      return words.length === ruleWords.length && startsWithWords(words, ruleWords);
    case 'startsWith':
      return startsWithWords(words, ruleWords);
    case 'contains':
      return containsWords(words, ruleWords);
  }
}

/**
 * Orders rules that apply to one query, the first wins where they disagree (a redirect, a contested pin
 * position): `equals` before `startsWith` before `contains`, then longer texts first; equal rules keep
 * their order. Returns a new array.
 */
export function byPrecedence<R extends RuleMatch>(rules: readonly R[]): R[] {
  const rank = (rule: R) => MATCH_KINDS.indexOf(rule.matchKind);
  return rules
    .map((rule, index) => ({ rule, index, words: queryWords(rule.matchText).length }))
    .sort((a, b) => rank(a.rule) - rank(b.rule) || b.words - a.words || a.index - b.index)
    .map(({ rule }) => rule);
}

/** Longest host name (RFC 1035), in characters of its ASCII form. */
export const HOST_NAME_MAX_LENGTH = 253;

// One label of a host name: letters, digits and inner hyphens, 1 to 63 characters (RFC 1123).
const HOST_LABEL = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/i;

/**
 * True when `host` is a host name a shopper can be sent to: two labels or more, each `HOST_LABEL`, the last
 * with a letter (so not an IP address), `HOST_NAME_MAX_LENGTH` at most; stricter than a store URL's host
 * (`isHostName`), which may be an address or hold underscores. Read it from a parsed URL, where an international
 * name is already in its punycode form (`xn--`). A browser's URL parser keeps spaces and other signs in a host
 * as percent escapes (`%20spaces%20here.com`): those are refused here.
 */
export function isRedirectHost(host: string): boolean {
  const labels = host.split('.');
  const last = labels.at(-1) ?? '';
  return (
    host.length <= HOST_NAME_MAX_LENGTH &&
    labels.length >= 2 &&
    labels.every((label) => HOST_LABEL.test(label)) &&
    /[a-z]/i.test(last)
  );
}

/**
 * The https address a redirect input names (https assumed without a scheme), or null when it is not one: the
 * host must be a host name shoppers can be sent to (`isRedirectHost`).
 */
export function normaliseRedirect(input: string): string | null {
  const url = normaliseStoreUrl(input);
  if (url === null) return null;
  const { protocol, hostname } = new URL(url);
  return protocol === REDIRECT_PROTOCOL && isRedirectHost(hostname) ? url : null;
}

type Conditions = Pick<RuleForm, 'conditionType' | 'conditions'>;

/** Conditions as saved: placeholders and blanks dropped, values mapped, the canonical shape of the rule form. */
function normaliseConditions(conditions: Conditions): Conditions {
  const form = normaliseRuleForm({ name: '', enabled: true, boostValue: 1, ...conditions });
  return { conditionType: form.conditionType, conditions: form.conditions };
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** A bury as saved: ids once each, conditions normalised; none when it buries nothing. */
function normaliseBury(bury: BuryAction | undefined): BuryAction | undefined {
  if (bury === undefined) return undefined;
  const conditions = normaliseConditions(bury);
  const productIds = unique(bury.productIds.map(String));
  if (conditions.conditions.length > 0) return { productIds, ...conditions };
  // Without conditions, how they combine means nothing: one value keeps saved rules comparable.
  return productIds.length === 0 ? undefined : { productIds, conditionType: 'all', conditions: [] };
}

/** A boost as saved: conditions normalised; none without a condition. */
function normaliseBoost(boost: BoostAction | undefined): BoostAction | undefined {
  if (boost === undefined) return undefined;
  const conditions = normaliseConditions(boost);
  return conditions.conditions.length === 0 ? undefined : { ...conditions, weight: boost.weight };
}

/**
 * A rule's actions as saved and compiled: pins in position order (each product once, its first pin kept;
 * a position that is not a whole number from 1 dropped), hides once each, empty bury and boost dropped, the
 * redirect as its parsed https address (dropped when blank or not https). Validation reports what this drops.
 */
export function normaliseActions(actions: QueryRuleActions): QueryRuleActions {
  const seen = new Set<string>();
  const pins: Pin[] = [];
  for (const pin of [...actions.pins].sort((a, b) => a.position - b.position)) {
    const productId = String(pin.productId);
    if (seen.has(productId) || !Number.isInteger(pin.position) || pin.position < 1) continue;
    seen.add(productId);
    pins.push({ productId, position: pin.position });
  }
  const bury = normaliseBury(actions.bury);
  const boost = normaliseBoost(actions.boost);
  const redirect = normaliseRedirect(actions.redirect ?? '');
  return {
    pins,
    hides: unique(actions.hides.map(String)),
    ...(bury ? { bury } : {}),
    ...(boost ? { boost } : {}),
    ...(redirect ? { redirect } : {}),
  };
}

/** A query rule's fields as saved: match text normalised, actions normalised (see `normaliseActions`). */
export function normaliseQueryRule<R extends QueryRuleFields>(rule: R): R {
  return { ...rule, matchText: normaliseQuery(rule.matchText), actions: normaliseActions(rule.actions) };
}

/** True when the rule does something once saved. */
export function hasAction(actions: QueryRuleActions): boolean {
  const normalised = normaliseActions(actions);
  return (
    normalised.pins.length > 0 ||
    normalised.hides.length > 0 ||
    normalised.bury !== undefined ||
    normalised.boost !== undefined ||
    normalised.redirect !== undefined
  );
}

/**
 * A field of the query-rule editor that can carry a message. A message about one pin (field `pins`) names its
 * product's id in the param `product`, so the editor can show it by that pin and name the product.
 */
export type QueryRuleField =
  | 'matchText'
  | 'actions'
  | 'pins'
  | 'bury'
  | 'boost'
  | 'boostWeight'
  | 'redirect'
  | 'schedule';

function conditionIssues(conditions: Conditions, field: 'bury' | 'boost'): ValidationIssue<QueryRuleField>[] {
  return invalidConditionValues({ name: '', enabled: true, boostValue: 1, ...conditions }).map((issue) => ({
    ...issue,
    field,
  }));
}

function pinIssues(pins: readonly Pin[], pageSize: number): ValidationIssue<QueryRuleField>[] {
  const issues: ValidationIssue<QueryRuleField>[] = [];
  const products = new Set<string>();
  const positions = new Set<number>();
  for (const pin of pins) {
    const productId = String(pin.productId);
    // A position left empty or typed as no number reaches here as NaN, and one typed as 2.5 is no position on a
    // page: both are asked for as a whole number, never shown as "NaN" or said to be out of range.
    if (!Number.isInteger(pin.position))
      issues.push({
        field: 'pins',
        messageKey: 'queryRulePinPositionMissing',
        params: { product: productId, max: pageSize },
      });
    else if (pin.position < 1 || pin.position > pageSize)
      issues.push({
        field: 'pins',
        messageKey: 'queryRulePinPositionOutOfRange',
        params: { product: productId, position: pin.position, max: pageSize },
      });
    else if (positions.has(pin.position))
      issues.push({
        field: 'pins',
        messageKey: 'queryRulePositionTaken',
        params: { product: productId, position: pin.position },
      });
    if (products.has(productId))
      issues.push({
        field: 'pins',
        messageKey: 'queryRuleProductPinnedTwice',
        params: { product: productId },
      });
    products.add(productId);
    positions.add(pin.position);
  }
  return issues;
}

function redirectIssues(actions: QueryRuleActions): ValidationIssue<QueryRuleField>[] {
  const text = actions.redirect?.trim() ?? '';
  if (text === '') return [];
  if (normaliseRedirect(text) === null) {
    const url = normaliseStoreUrl(text);
    // Only a real address on another scheme is told to use https; anything else is not an address at all.
    const address = url !== null && isRedirectHost(new URL(url).hostname);
    const messageKey = address ? 'queryRuleRedirectNotHttps' : 'queryRuleRedirectInvalid';
    return [{ field: 'redirect', messageKey }];
  }
  const others = { ...normaliseActions(actions), redirect: undefined };
  return hasAction(others) ? [{ field: 'redirect', messageKey: 'queryRuleRedirectAlone' }] : [];
}

function scheduleIssues(schedule: Schedule | undefined): ValidationIssue<QueryRuleField>[] {
  if (schedule === undefined) return [];
  const checked = validateSchedule(schedule);
  return checked.ok ? [] : [...checked.errors];
}

/** Options of rule validation. */
export interface QueryRuleValidationOptions {
  /** The last position a pin may take; `QUERY_RULE_PAGE_SIZE` by default. */
  readonly pageSize?: number;
}

/**
 * Validates a query rule and returns it as saved (`normaliseQueryRule`). Messages: an empty query
 * (`queryRuleEmptyQuery`), no action (`queryRuleNoAction`), a pin position that is no whole number, as an empty,
 * non-numeric or fractional input gives (`queryRulePinPositionMissing`), one below 1 or above the page size
 * (`queryRulePinPositionOutOfRange`), two pins at one position (`queryRulePositionTaken`), a product pinned
 * twice (`queryRuleProductPinnedTwice`), a bury with nothing to bury (`queryRuleBuryEmpty`), a boost without
 * a condition (`addAtLeastOneCondition`) or with a weight outside 1 to 10 (`ruleBoostOutOfRange`, on the field
 * `boostWeight`), a condition value its field cannot hold (`ruleConditionValueInvalid`), a redirect that is not
 * https to a host name (`queryRuleRedirectNotHttps`, `queryRuleRedirectInvalid`) or that comes with other actions
 * (`queryRuleRedirectAlone`: it ends the search), and the schedule's (`validateSchedule`).
 */
export function validateQueryRule<R extends QueryRuleFields>(
  rule: R,
  options: QueryRuleValidationOptions = {},
): ValidationResult<R, QueryRuleField> {
  const pageSize = options.pageSize ?? QUERY_RULE_PAGE_SIZE;
  const { actions } = rule;
  const errors: ValidationIssue<QueryRuleField>[] = [];
  const query = normaliseQuery(rule.matchText);
  if (query === '') errors.push({ field: 'matchText', messageKey: 'queryRuleEmptyQuery' });
  else if ([...query].length > QUERY_RULE_MAX_QUERY_LENGTH)
    errors.push({
      field: 'matchText',
      messageKey: 'queryRuleQueryTooLong',
      params: { max: QUERY_RULE_MAX_QUERY_LENGTH },
    });
  const asked =
    actions.pins.length > 0 ||
    actions.hides.length > 0 ||
    actions.bury !== undefined ||
    actions.boost !== undefined ||
    (actions.redirect?.trim() ?? '') !== '';
  if (!asked) errors.push({ field: 'actions', messageKey: 'queryRuleNoAction' });
  errors.push(...pinIssues(actions.pins, pageSize));
  if (actions.bury !== undefined) {
    if (normaliseBury(actions.bury) === undefined)
      errors.push({ field: 'bury', messageKey: 'queryRuleBuryEmpty' });
    errors.push(...conditionIssues(actions.bury, 'bury'));
  }
  if (actions.boost !== undefined) {
    if (normaliseBoost(actions.boost) === undefined)
      errors.push({ field: 'boost', messageKey: 'addAtLeastOneCondition' });
    if (!validateRuleBoost(actions.boost.weight).ok)
      errors.push({ field: 'boostWeight', messageKey: 'ruleBoostOutOfRange', params: RULE_BOOST_LIMITS });
    errors.push(...conditionIssues(actions.boost, 'boost'));
  }
  errors.push(...redirectIssues(actions));
  errors.push(...scheduleIssues(rule.schedule));
  return errors.length > 0 ? invalid(errors) : valid(normaliseQueryRule(rule));
}

/**
 * What the editor warns about without refusing the rule: a schedule that has already ended at `at` (epoch ms),
 * so the rule would be saved expired and never apply (`queryRuleScheduleEnded`). A schedule that
 * `validateSchedule` refuses gets its error instead.
 */
export function queryRuleWarnings(
  rule: Pick<QueryRuleFields, 'schedule'>,
  at: number,
): ValidationIssue<QueryRuleField>[] {
  const { schedule } = rule;
  if (schedule === undefined || !validateSchedule(schedule).ok) return [];
  return scheduleState(schedule, at) === 'expired'
    ? [{ field: 'schedule', messageKey: 'queryRuleScheduleEnded' }]
    : [];
}
