import type { StoreScope, StoreSearchClient } from '@storesearch/sdk';
import { listBoostingRules } from '@storesearch/sdk/boosting';
import {
  compileSearch,
  createQueryRule,
  getSearchPreview,
  getSynonyms,
  listQueryRules,
  listTuningHistory,
  scheduleState,
} from '@storesearch/sdk/merchandising';

/**
 * One product first for "sale" over the Black Friday weekend: a query rule with a pin and a schedule. The
 * schedule's times are wall-clock times in the store's time zone (09:00 stays 09:00 across a clock change).
 */
export async function pinForBlackFriday(
  client: StoreSearchClient,
  store: StoreScope,
  productId: number | string,
  timeZone: string,
) {
  return createQueryRule(client, {
    ...store,
    matchKind: 'equals',
    matchText: 'sale',
    enabled: true,
    actions: { pins: [{ productId, position: 1 }], hides: [] },
    schedule: { start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone },
  });
}

/** What a shopper sees for a query at an instant, and why each result is where it is. */
export async function previewAt(client: StoreSearchClient, store: StoreScope, query: string, at: Date) {
  const preview = await getSearchPreview(client, { ...store, query, at: at.toISOString() });
  return preview.results.map((result) => ({
    position: result.position,
    title: result.title,
    pinnedBy: result.explanation.pinnedBy?.ruleId ?? null,
    boostedBy: result.explanation.boostedBy.map((boost) => boost.ruleId),
  }));
}

/**
 * The query a search engine runs for a shopper's query: every live query rule, synonym and Dynamic Re-Rank
 * rule of the store compiled into one request body (a `pinned` query around the organic one, `must_not`
 * for hidden products, negative boosts for buried ones). The preview evaluates exactly this.
 */
export async function engineQueryFor(client: StoreSearchClient, store: StoreScope, query: string, at: Date) {
  const [rules, synonyms, boostingRules] = await Promise.all([
    listQueryRules(client, store),
    getSynonyms(client, store),
    listBoostingRules(client, store),
  ]);
  return compileSearch({ query, rules, synonyms: synonyms.groups, boostingRules, at: at.getTime() });
}

/** Who changed a rule, when, and whether its schedule is live now. */
export async function ruleStory(client: StoreSearchClient, store: StoreScope, ruleId: number | string) {
  const [history, rules] = await Promise.all([
    listTuningHistory(client, { ...store, objectKind: 'queryRule', objectId: ruleId }),
    listQueryRules(client, store),
  ]);
  const rule = rules.find((r) => String(r.id) === String(ruleId));
  return {
    state: rule ? scheduleState(rule.schedule, Date.now()) : null,
    changes: history.map((entry) => `${entry.version} ${entry.action} by ${entry.who.name} at ${entry.when}`),
  };
}
