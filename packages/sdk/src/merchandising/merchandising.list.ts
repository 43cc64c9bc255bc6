/**
 * The query-rule list as the editor shows it: searched by its query text, sorted, each rule's actions in
 * words, and the body a saved rule is written back with (to switch it on or off).
 */
import type { MessageParams } from '../i18n/i18n.format';
import type { MessageKey } from '../i18n/messages';
import { type ScheduleState, scheduleState } from './merchandising.schedule';
import type { QueryRule, QueryRuleActions, QueryRuleFields } from './merchandising.schema';
import { normaliseQuery } from './merchandising.text';

/** The orders the rule list offers: by query text (A to Z), or the latest changed first. */
export const QUERY_RULE_SORTS = ['matchText', 'updated'] as const;

/** An order of the rule list. */
export type QueryRuleSort = (typeof QUERY_RULE_SORTS)[number];

/** Catalogue labels of the orders. */
export const QUERY_RULE_SORT_LABELS = {
  matchText: 'queryRuleSortMatchText',
  updated: 'queryRuleSortUpdated',
} as const satisfies Record<QueryRuleSort, MessageKey>;

/** True when `value` names an order of the list (e.g. read from a select). */
export function isQueryRuleSort(value: string): value is QueryRuleSort {
  return (QUERY_RULE_SORTS as readonly string[]).includes(value);
}

/**
 * The rules whose query text contains the search (both normalised: case, accents, spaces), in the order
 * asked for; ties keep the given order. The input is not changed.
 */
export function searchQueryRules<R extends Pick<QueryRule, 'matchText' | 'updatedAt'>>(
  rules: readonly R[],
  search: string,
  sort: QueryRuleSort,
): R[] {
  const needle = normaliseQuery(search);
  const found = rules.filter((rule) => needle === '' || normaliseQuery(rule.matchText).includes(needle));
  return found.sort((a, b) =>
    sort === 'matchText'
      ? normaliseQuery(a.matchText).localeCompare(normaliseQuery(b.matchText))
      : Date.parse(b.updatedAt) - Date.parse(a.updatedAt),
  );
}

/** One action of a rule in words. */
export interface ActionSummary {
  /** Catalogue key. */
  readonly messageKey: MessageKey;
  /** Values of its placeholders. */
  readonly params: MessageParams;
}

/** A rule's actions in words, in the order the engine applies them: redirect, pins, hides, boost, bury. */
export function summariseActions(actions: QueryRuleActions): ActionSummary[] {
  const lines: ActionSummary[] = [];
  if (actions.redirect)
    lines.push({ messageKey: 'queryRuleSummaryRedirect', params: { url: actions.redirect } });
  if (actions.pins.length > 0)
    lines.push({ messageKey: 'queryRuleSummaryPins', params: { count: actions.pins.length } });
  if (actions.hides.length > 0)
    lines.push({ messageKey: 'queryRuleSummaryHides', params: { count: actions.hides.length } });
  if (actions.boost)
    lines.push({ messageKey: 'queryRuleSummaryBoost', params: { weight: actions.boost.weight } });
  if (actions.bury) lines.push({ messageKey: 'queryRuleSummaryBury', params: {} });
  return lines;
}

/** What a rule's card says of it: off when it is switched off, else where its schedule stands. */
export type QueryRuleStatus = 'off' | ScheduleState;

/**
 * A rule's status at an instant (epoch ms): a disabled rule is off whatever its schedule says (it never applies,
 * so it is never live); an enabled one is scheduled, live or expired (`scheduleState`).
 */
export function queryRuleStatus(
  rule: Pick<QueryRuleFields, 'enabled' | 'schedule'>,
  at: number,
): QueryRuleStatus {
  return rule.enabled ? scheduleState(rule.schedule, at) : 'off';
}

/** The fields a saved rule is written back with (id, version and dates left out), `enabled` replaced. */
export function queryRuleBodyOf(rule: QueryRule, enabled: boolean = rule.enabled): QueryRuleFields {
  return {
    storeId: rule.storeId,
    storeType: rule.storeType,
    matchKind: rule.matchKind,
    matchText: rule.matchText,
    enabled,
    actions: rule.actions,
    ...(rule.schedule ? { schedule: rule.schedule } : {}),
  };
}
