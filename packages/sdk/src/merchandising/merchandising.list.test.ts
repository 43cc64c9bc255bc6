import { describe, expect, it } from 'vitest';
import { queryRuleBodyOf, queryRuleStatus, searchQueryRules, summariseActions } from './merchandising.list';
import type { QueryRule } from './merchandising.schema';

const rule = (
  id: string,
  matchText: string,
  updatedAt: string,
  actions: Partial<QueryRule['actions']> = {},
) =>
  ({
    id,
    storeId: '1',
    storeType: 'shopify',
    matchKind: 'equals',
    matchText,
    enabled: true,
    actions: { pins: [], hides: [], ...actions },
    version: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt,
  }) satisfies QueryRule;

const rules = [
  rule('1', 'Running shoes', '2026-11-09T00:00:00.000Z'),
  rule('2', 'backpack', '2026-11-05T00:00:00.000Z'),
  rule('3', 'Crème solaire', '2026-11-03T00:00:00.000Z'),
];

describe('the query-rule list', () => {
  it('sorts by query text, case and accents aside, or the latest changed first', () => {
    expect(searchQueryRules(rules, '', 'matchText').map((r) => r.id)).toEqual(['2', '3', '1']);
    expect(searchQueryRules(rules, '', 'updated').map((r) => r.id)).toEqual(['1', '2', '3']);
  });

  it('finds rules whose normalised query contains the search, and leaves the input alone', () => {
    expect(searchQueryRules(rules, '  CREME ', 'matchText').map((r) => r.id)).toEqual(['3']);
    expect(searchQueryRules(rules, 'shoe', 'matchText').map((r) => r.id)).toEqual(['1']);
    expect(searchQueryRules(rules, 'socks', 'matchText')).toEqual([]);
    expect(rules.map((r) => r.id)).toEqual(['1', '2', '3']);
  });

  it('says what a rule does, redirect first', () => {
    expect(
      summariseActions(rule('4', 'x', '', { redirect: 'https://shop.example/returns' }).actions),
    ).toEqual([{ messageKey: 'queryRuleSummaryRedirect', params: { url: 'https://shop.example/returns' } }]);
    const lines = summariseActions(
      rule('5', 'x', '', {
        pins: [{ productId: 'a', position: 1 }],
        hides: ['b', 'c'],
        boost: { conditionType: 'all', conditions: [], weight: 2 },
        bury: { productIds: ['d'], conditionType: 'all', conditions: [] },
      }).actions,
    );
    expect(lines.map((l) => [l.messageKey, l.params])).toEqual([
      ['queryRuleSummaryPins', { count: 1 }],
      ['queryRuleSummaryHides', { count: 2 }],
      ['queryRuleSummaryBoost', { weight: 2 }],
      ['queryRuleSummaryBury', {}],
    ]);
    expect(summariseActions(rule('6', 'x', '').actions)).toEqual([]);
  });

  it('writes a saved rule back without its id, version and dates, switched as asked', () => {
    const body = queryRuleBodyOf(rules[0] as QueryRule, false);
    expect(body).toEqual({
      storeId: '1',
      storeType: 'shopify',
      matchKind: 'equals',
      matchText: 'Running shoes',
      enabled: false,
      actions: { pins: [], hides: [] },
    });
    expect(queryRuleBodyOf(rules[0] as QueryRule).enabled).toBe(true);
  });

  it('says a disabled rule is off whatever its schedule, an enabled one where its schedule stands', () => {
    const weekend = { start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'UTC' };
    const status = (enabled: boolean, schedule: QueryRule['schedule'], at: number) =>
      queryRuleStatus({ enabled, schedule }, at);
    const before = Date.UTC(2026, 10, 26, 23, 59);
    const first = Date.UTC(2026, 10, 27);
    const end = Date.UTC(2026, 10, 30);
    expect([before, first, end - 1, end].map((at) => status(true, weekend, at))).toEqual([
      'scheduled',
      'live',
      'live',
      'expired',
    ]);
    expect(status(true, undefined, first)).toBe('live');
    expect([before, first, end].map((at) => status(false, weekend, at))).toEqual(['off', 'off', 'off']);
    expect(status(false, undefined, first)).toBe('off');
  });
});
