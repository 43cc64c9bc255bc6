/**
 * Which action fixes what a report row shows: a synonym or a redirect for a query that finds nothing, pinned
 * products for one whose results nobody clicks, a Dynamic Re-Rank rule (from the filters shoppers use with
 * the query) for one clicked far down the page or that does not sell.
 */

import { FILTER_USAGE_FIELDS } from '../analytics/analytics.rules';
import {
  conditionId,
  isRuleConditionField,
  newRuleForm,
  RULE_CONDITION_FIELDS,
} from '../boosting/boosting.rules';
import type { RuleForm } from '../boosting/boosting.schema';
import type { MessageKey } from '../i18n/messages';
import { appliedFilter } from './insights.events';
import type { FacetValue, InsightFix, InsightFixAction } from './insights.schema';
import type { QueryTally } from './insights.tally';

/** Catalogue key of each fix's button. */
export const FIX_ACTION_LABELS = {
  addSynonym: 'fixAddSynonym',
  addRedirect: 'fixAddRedirect',
  pinProducts: 'fixPinProducts',
  reRank: 'fixReRank',
} as const satisfies Record<InsightFixAction, MessageKey>;

/** Average click positions beyond this are far down the page: the best matches rank too low. */
export const FAR_CLICK_POSITION = 5;

/** Most conditions a suggested Dynamic Re-Rank rule starts with. */
export const RERANK_FACET_LIMIT = 3;

/** The fixes of a query that finds nothing. */
export function noResultFixes(): InsightFix[] {
  return [{ action: 'addSynonym' }, { action: 'addRedirect' }];
}

/**
 * True when the query's latest search in the period found nothing: as it stands the query finds nothing, so there
 * are no results to pin products among.
 */
export function findsNothingNow(tally: Pick<QueryTally, 'searches' | 'lastSeen' | 'lastNoResult'>): boolean {
  return tally.searches > 0 && tally.lastNoResult >= tally.lastSeen;
}

/**
 * The fix of a query whose results nobody clicks: pinned products while it finds some; once its latest search
 * found nothing, a synonym or a redirect, as for a query that finds nothing.
 */
export function noClickFixes(
  tally: Pick<QueryTally, 'searches' | 'lastSeen' | 'lastNoResult'>,
): InsightFix[] {
  return findsNothingNow(tally) ? noResultFixes() : [{ action: 'pinProducts' }];
}

/**
 * The filters shoppers used most with a query: for each filter, its most used value (ties by value), the
 * most used filters first (ties in rule-form order), at most RERANK_FACET_LIMIT.
 */
export function queryFacets(tally: Pick<QueryTally, 'searchDetails'>): FacetValue[] {
  const uses = new Map<string, Map<string, number>>();
  for (const details of tally.searchDetails) {
    for (const field of FILTER_USAGE_FIELDS) {
      const value = appliedFilter(details, field);
      if (value === null) continue;
      const values = uses.get(field) ?? new Map<string, number>();
      values.set(value, (values.get(value) ?? 0) + 1);
      uses.set(field, values);
    }
  }
  const best = new Map<string, { value: string; uses: number }>();
  for (const [field, values] of uses) {
    for (const [value, count] of values) {
      const top = best.get(field);
      if (!top || count > top.uses || (count === top.uses && value < top.value))
        best.set(field, { value, uses: count });
    }
  }
  const order = (field: string) => (RULE_CONDITION_FIELDS as readonly string[]).indexOf(field);
  return [...best]
    .sort(([a, x], [b, y]) => y.uses - x.uses || order(a) - order(b))
    .slice(0, RERANK_FACET_LIMIT)
    .map(([field, { value }]) => ({ field, value }));
}

/** A Dynamic Re-Rank rule for the query, from the filters shoppers use with it. */
export function reRankFix(tally: Pick<QueryTally, 'searchDetails'>): InsightFix {
  return { action: 'reRank', facets: queryFacets(tally) };
}

/** The average position of a query's clicks that say one, or undefined without any. */
export function averagePosition(
  tally: Pick<QueryTally, 'positionedClicks' | 'positionSum'>,
): number | undefined {
  return tally.positionedClicks > 0 ? tally.positionSum / tally.positionedClicks : undefined;
}

/**
 * What would fix a query as it stands: nothing found, a synonym or a redirect; results nobody clicks, pinned
 * products (a synonym or a redirect when its latest search found nothing); clicks far down the page or no sale, a
 * Dynamic Re-Rank rule; otherwise nothing.
 */
export function queryFixes(tally: QueryTally): InsightFix[] {
  if (tally.searches > 0 && tally.noResultSearches === tally.searches) return noResultFixes();
  if (tally.searches > 0 && tally.clicks === 0) return noClickFixes(tally);
  const position = averagePosition(tally);
  if (tally.clicks > 0 && (tally.conversions === 0 || (position ?? 0) > FAR_CLICK_POSITION))
    return [reRankFix(tally)];
  return [];
}

/**
 * The Dynamic Re-Rank rule form a reRank fix opens: named after the query, one `is` condition per suggested
 * filter the rule form knows (all must hold); without any, the usual empty condition to fill in.
 */
export function fixRuleForm(query: string, fix: InsightFix): RuleForm {
  const base = newRuleForm();
  const conditions = (fix.facets ?? [])
    .filter((facet) => isRuleConditionField(facet.field))
    .map((facet, index) => ({
      id: conditionId(index),
      field: facet.field,
      operator: 'is' as const,
      value: [facet.value],
    }));
  return { ...base, name: query.trim(), conditions: conditions.length > 0 ? conditions : base.conditions };
}
