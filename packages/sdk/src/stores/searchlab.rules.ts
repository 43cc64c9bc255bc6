import type { MessageKey } from '../i18n/messages';
import type { SearchLabConfig, SearchLabUrlRule } from './stores.schema';

/** The Search Lab's two URL-rule groups, in the order shown. */
export const SEARCH_LAB_URL_GROUPS = ['checkoutSummaryUrls', 'paymentConfirmationUrls'] as const;

/** A Search Lab URL-rule group. */
export type SearchLabUrlGroup = (typeof SEARCH_LAB_URL_GROUPS)[number];

/** Title key of each group. */
export const SEARCH_LAB_GROUP_LABELS = {
  checkoutSummaryUrls: 'checkoutSummaryUrls',
  paymentConfirmationUrls: 'paymentConfirmationUrls',
} as const satisfies Record<SearchLabUrlGroup, MessageKey>;

/** The match types offered, the first being the default. */
export const URL_MATCH_TYPES = ['contains', 'equals'] as const;

/** Label key of each match type. */
export const URL_MATCH_TYPE_LABELS = {
  contains: 'matchContains',
  equals: 'matchEquals',
} as const satisfies Record<(typeof URL_MATCH_TYPES)[number], MessageKey>;

/** A store without saved rules. */
export const EMPTY_SEARCH_LAB_CONFIG: SearchLabConfig = {
  checkoutSummaryUrls: [],
  paymentConfirmationUrls: [],
};

/** Why a URL rule was refused. */
export type UrlRuleError = Extract<
  MessageKey,
  'urlFragmentRequired' | 'urlFragmentSpaces' | 'urlFragmentDuplicate'
>;

/** The result of adding a rule: the new list, or why it was refused (the list is then unchanged). */
export type AddUrlRuleResult =
  | { readonly ok: true; readonly rules: SearchLabUrlRule[] }
  | { readonly ok: false; readonly error: UrlRuleError };

/** Same rule: same match type and the same fragment, ignoring case and surrounding spaces. */
function sameRule(a: SearchLabUrlRule, b: SearchLabUrlRule): boolean {
  return a.matchType === b.matchType && a.fragment.trim().toLowerCase() === b.fragment.trim().toLowerCase();
}

/**
 * Adds a rule with its fragment trimmed. Refused: a blank fragment, one with a space or another blank inside
 * (a page address never holds one, so the rule could never match), and a duplicate of a listed rule.
 */
export function addUrlRule(rules: readonly SearchLabUrlRule[], rule: SearchLabUrlRule): AddUrlRuleResult {
  const fragment = rule.fragment.trim();
  if (fragment === '') return { ok: false, error: 'urlFragmentRequired' };
  if (/\s/.test(fragment)) return { ok: false, error: 'urlFragmentSpaces' };
  const next = { matchType: rule.matchType, fragment };
  if (rules.some((listed) => sameRule(listed, next))) return { ok: false, error: 'urlFragmentDuplicate' };
  return { ok: true, rules: [...rules, next] };
}

/** The first refused rule of a configuration: its group, position and why (rules are added in order). */
export interface SearchLabConfigIssue {
  readonly group: SearchLabUrlGroup;
  readonly position: number;
  readonly error: UrlRuleError;
}

/**
 * Reads a whole configuration as `addUrlRule` would build it, rule by rule: the configuration with every
 * fragment trimmed, or the first rule refused. What a save sends is checked by the same rule as the form.
 */
export function checkSearchLabConfig(
  config: SearchLabConfig,
): { readonly ok: true; readonly config: SearchLabConfig } | ({ readonly ok: false } & SearchLabConfigIssue) {
  const built: Record<SearchLabUrlGroup, SearchLabUrlRule[]> = {
    checkoutSummaryUrls: [],
    paymentConfirmationUrls: [],
  };
  for (const group of SEARCH_LAB_URL_GROUPS) {
    for (const [position, rule] of config[group].entries()) {
      const added = addUrlRule(built[group], rule);
      if (!added.ok) return { ok: false, group, position, error: added.error };
      built[group] = added.rules;
    }
  }
  return { ok: true, config: built };
}

/** Removes the rule at a position. */
export function removeUrlRule(rules: readonly SearchLabUrlRule[], position: number): SearchLabUrlRule[] {
  return rules.filter((_, index) => index !== position);
}

/** True when two configurations hold the same rules in the same order (nothing to save). */
export function sameSearchLabConfig(a: SearchLabConfig, b: SearchLabConfig): boolean {
  return SEARCH_LAB_URL_GROUPS.every(
    (group) =>
      a[group].length === b[group].length &&
      a[group].every((rule, index) => {
        const other = b[group][index];
        return other !== undefined && rule.matchType === other.matchType && rule.fragment === other.fragment;
      }),
  );
}
