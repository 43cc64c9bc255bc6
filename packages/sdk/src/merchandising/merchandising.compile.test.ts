import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ClauseOwner,
  type CompilableRule,
  clauseName,
  compileQueryRule,
  compileRules,
  compileSearch,
  compileTextQuery,
  type EngineQuery,
  parseClauseName,
  parseCompiledSearch,
  SYNONYM_BOOST,
} from './merchandising.compile';
import { BURY_NEGATIVE_BOOST, normaliseActions } from './merchandising.rules';
import type { QueryRuleActions } from './merchandising.schema';
import { actionsArb, matchKindArb, redirectActionsArb, ruleArb, textArb } from './merchandising.test-support';

const FIELDS = ['title^3', 'brand^2', 'category^2', 'tags^1', 'color^1'];
const organic = compileTextQuery('running shoes');
const empty: QueryRuleActions = { pins: [], hides: [] };
const tagIs = (tag: string) => ({
  conditionType: 'all' as const,
  conditions: [{ id: 'condition-0', field: 'tag', operator: 'is' as const, value: [tag] }],
});
const rule = (actions: Partial<QueryRuleActions>, id = '12'): CompilableRule => ({
  id,
  matchKind: 'contains',
  matchText: 'running shoes',
  actions: { ...empty, ...actions },
});

describe('each action compiles to the engine query', () => {
  it('text: a cross-fields multi_match that needs every term; synonyms add weaker named variants', () => {
    expect(organic).toEqual({
      multi_match: {
        query: 'running shoes',
        type: 'cross_fields',
        operator: 'and',
        fields: FIELDS,
        _name: 'text',
      },
    });
    expect(compileTextQuery('  ')).toEqual({ match_all: {} });
    expect(
      compileTextQuery('sneekers', [{ id: 's1', kind: 'oneWay', from: 'sneekers', to: ['sneakers'] }]),
    ).toEqual({
      dis_max: {
        queries: [
          {
            multi_match: {
              query: 'sneekers',
              type: 'cross_fields',
              operator: 'and',
              fields: FIELDS,
              _name: 'text',
            },
          },
          {
            multi_match: {
              query: 'sneakers',
              type: 'cross_fields',
              operator: 'and',
              fields: FIELDS,
              _name: 'synonym:s1:sneekers:sneakers',
              boost: SYNONYM_BOOST,
            },
          },
        ],
        tie_breaker: 0,
      },
    });
  });

  it('pin: pinned hits with their positions beside the query', () => {
    expect(
      compileQueryRule(
        rule({
          pins: [
            { productId: '7', position: 3 },
            { productId: '5', position: 1 },
          ],
        }),
        organic,
      ),
    ).toEqual({
      query: organic,
      pinned_hits: [
        { id: '5', position: 1, _name: 'queryRule:12:pin' },
        { id: '7', position: 3, _name: 'queryRule:12:pin' },
      ],
    });
  });

  it('hide: must_not ids', () => {
    expect(compileQueryRule(rule({ hides: ['9', '4'] }), organic)).toEqual({
      query: {
        bool: { must: [organic], must_not: [{ ids: { values: ['9', '4'], _name: 'queryRule:12:hide' } }] },
      },
      pinned_hits: [],
    });
  });

  it('bury: a boosting query whose negative holds the products and the conditions', () => {
    expect(compileQueryRule(rule({ bury: { productIds: ['3'], ...tagIs('clearance') } }), organic)).toEqual({
      query: {
        boosting: {
          positive: organic,
          negative: {
            bool: {
              should: [
                { ids: { values: ['3'] } },
                { bool: { must: [{ term: { tags: 'clearance' } }], must_not: [] } },
              ],
              minimum_should_match: 1,
              _name: 'queryRule:12:bury',
            },
          },
          negative_boost: BURY_NEGATIVE_BOOST,
        },
      },
      pinned_hits: [],
    });
  });

  it('boost: a function_score weight on the conditions, as Dynamic Re-Rank rules join it', () => {
    const compiled = compileRules(
      organic,
      [rule({ boost: { ...tagIs('bestseller'), weight: 2 } })],
      [{ id: 40, matcher: { bool: { must: [{ term: { brand: 'Nike' } }], must_not: [] } }, weight: 1.5 }],
    );
    expect(compiled).toEqual({
      query: {
        function_score: {
          query: organic,
          functions: [
            {
              filter: {
                bool: { must: [{ term: { tags: 'bestseller' } }], must_not: [], _name: 'queryRule:12:boost' },
              },
              weight: 2,
            },
            {
              filter: {
                bool: { must: [{ term: { brand: 'Nike' } }], must_not: [], _name: 'boostingRule:40' },
              },
              weight: 1.5,
            },
          ],
          score_mode: 'multiply',
          boost_mode: 'multiply',
        },
      },
      pinned_hits: [],
    });
  });

  it('redirect: no query, the search ends; the first redirecting rule in precedence wins', () => {
    expect(compileQueryRule(rule({ redirect: 'https://shop.example.com/returns' }), organic)).toEqual({
      redirect: { url: 'https://shop.example.com/returns', _name: 'queryRule:12:redirect' },
    });
    const compiled = compileRules(organic, [
      rule({ hides: ['1'] }, 'a'),
      rule({ redirect: 'https://x.example.com/' }, 'b'),
    ]);
    expect(compiled).toEqual({ redirect: { url: 'https://x.example.com/', _name: 'queryRule:b:redirect' } });
  });

  it('all actions of several rules nest in one query: hide inside boost inside bury', () => {
    const compiled = compileRules(organic, [
      rule({ hides: ['1'], boost: { ...tagIs('eco'), weight: 3 } }, 'a'),
      rule(
        {
          bury: { productIds: ['2'], conditionType: 'all', conditions: [] },
          pins: [{ productId: '8', position: 2 }],
        },
        'b',
      ),
      rule({ bury: { productIds: [], ...tagIs('clearance') } }, 'c'),
    ]);
    expect(compiled).toMatchObject({
      query: {
        boosting: {
          positive: {
            function_score: { query: { bool: { must: [organic], must_not: [{ ids: { values: ['1'] } }] } } },
          },
          negative: {
            bool: {
              should: [
                { ids: { values: ['2'], _name: 'queryRule:b:bury' } },
                { bool: { must: [{ term: { tags: 'clearance' } }], _name: 'queryRule:c:bury' } },
              ],
              minimum_should_match: 1,
            },
          },
        },
      },
      pinned_hits: [{ id: '8', position: 2, _name: 'queryRule:b:pin' }],
    });
  });
});

describe('reading a compiled search back', () => {
  it('gives every rule its actions as saved, and the organic query and Dynamic Re-Rank rules unchanged', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(ruleArb(), { maxLength: 4, selector: (r) => r.id }),
        fc.constantFrom<EngineQuery>(
          organic,
          { match_all: {} },
          compileTextQuery('tee', [{ id: 't', kind: 'oneWay', from: 'tee', to: ['t-shirt'] }]),
        ),
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 99 }), weight: fc.constantFrom(1, 2.5, 10) }), {
          maxLength: 2,
        }),
        (rules, text, boosting) => {
          const saved = rules
            .filter((r) => r.actions.redirect === undefined)
            .map((r) => ({ ...r, actions: normaliseActions(r.actions) }));
          const drr = boosting.map((b) => ({
            ...b,
            matcher: { bool: { must: [{ term: { brand: `B${b.id}` } }], must_not: [] } },
          }));
          const parsed = parseCompiledSearch(compileRules(text, saved, drr));
          expect(parsed.ok).toBe(true);
          if (!parsed.ok || 'redirect' in parsed.value) return;
          expect(parsed.value.organic).toEqual(text);
          expect(parsed.value.boostingRules.map((b) => [b.id, b.weight])).toEqual(
            drr.map((b) => [String(b.id), b.weight]),
          );
          for (const r of saved) expect(parsed.value.rules.get(r.id) ?? empty).toEqual(r.actions);
          expect([...parsed.value.rules.keys()].sort()).toEqual(saved.map((r) => r.id).sort());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives a redirect back as the address and its rule', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        matchKindArb,
        textArb,
        redirectActionsArb,
        (id, matchKind, matchText, actions) => {
          const compiled = compileQueryRule({ id, matchKind, matchText, actions }, organic);
          expect(parseCompiledSearch(compiled)).toEqual({
            ok: true,
            value: { redirect: { url: actions.redirect, ruleId: id } },
          });
        },
      ),
      { numRuns: 50 },
    );
  });

  it('round-trips each single rule whatever its ids hold', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6 }), actionsArb(), (id, actions) => {
        const parsed = parseCompiledSearch(
          compileQueryRule({ id, matchKind: 'equals', matchText: 'x', actions }, organic),
        );
        expect(parsed.ok && !('redirect' in parsed.value) && parsed.value.rules.get(id)).toEqual(
          normaliseActions(actions),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('refuses shapes the compiler does not write, without throwing', () => {
    const refused = (value: unknown) => {
      const parsed = parseCompiledSearch(value);
      return !parsed.ok && parsed.errors[0]?.messageKey === 'ruleMatcherUnsupported';
    };
    const hidden = compileQueryRule(rule({ hides: ['1'] }), organic) as { query: EngineQuery };
    expect(refused({ ...hidden, extra: 1 })).toBe(true);
    expect(
      refused({
        query: {
          boosting: {
            positive: organic,
            negative: { ids: { values: ['1'], _name: 'queryRule:1:bury' } },
            negative_boost: 0.5,
          },
        },
        pinned_hits: [],
      }),
    ).toBe(true);
    expect(
      refused({
        query: {
          bool: { must: [organic], must_not: [{ ids: { values: ['1'], _name: 'queryRule:1:pin' } }] },
        },
        pinned_hits: [],
      }),
    ).toBe(true);
    expect(refused({ query: organic, pinned_hits: [{ id: '1', position: 1, _name: 'someone' }] })).toBe(true);
    expect(refused({ redirect: { url: 'https://x.example.com', _name: 'text' } })).toBe(true);
    const negative = { bool: { should: { ids: { values: ['1'] } }, minimum_should_match: 1 } };
    expect(
      refused({
        query: { boosting: { positive: organic, negative, negative_boost: BURY_NEGATIVE_BOOST } },
        pinned_hits: [],
      }),
    ).toBe(true);
    // A must_not that is not a list is not a hide: the bool stays the organic query.
    const bool = { bool: { must: [organic], must_not: { ids: { values: ['1'] } } } };
    expect(parseCompiledSearch({ query: bool, pinned_hits: [] })).toMatchObject({
      ok: true,
      value: { organic: bool },
    });
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4 }), fc.anything({ maxDepth: 3 }), (query, hits) => {
        const parsed = parseCompiledSearch({ query, pinned_hits: hits });
        expect(typeof parsed.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('clause names', () => {
  it('read back to their owner whatever the ids and terms hold', () => {
    const owner = fc.oneof(
      fc.constant<ClauseOwner>({ source: 'text' }),
      fc.record({
        source: fc.constant('synonym' as const),
        groupId: fc.string(),
        from: fc.string(),
        to: fc.string(),
      }),
      fc.record({
        source: fc.constant('queryRule' as const),
        ruleId: fc.string(),
        action: fc.constantFrom(
          'pin' as const,
          'hide' as const,
          'bury' as const,
          'boost' as const,
          'redirect' as const,
        ),
      }),
      fc.record({ source: fc.constant('boostingRule' as const), ruleId: fc.string() }),
    );
    fc.assert(
      fc.property(owner, (o) => {
        expect(parseClauseName(clauseName(o))).toEqual(o);
      }),
      { numRuns: 300 },
    );
    expect(parseClauseName('queryRule:1:explode')).toBeNull();
    expect(parseClauseName('queryRule:%E0%A4%A:pin')).toBeNull();
    expect(parseClauseName(42)).toBeNull();
  });
});

describe("compiling a shopper's search", () => {
  const base = {
    storeId: '201',
    storeType: 'shopify' as const,
    enabled: true,
    matchKind: 'contains' as const,
  };
  const rules = [
    { ...base, id: 'off', matchText: 'shoes', enabled: false, actions: { ...empty, hides: ['1'] } },
    { ...base, id: 'broad', matchText: 'shoes', actions: { ...empty, hides: ['2'] } },
    {
      ...base,
      id: 'exact',
      matchKind: 'equals' as const,
      matchText: 'running shoes',
      actions: { ...empty, hides: ['3'] },
    },
    { ...base, id: 'other', matchText: 'boots', actions: { ...empty, hides: ['4'] } },
    {
      ...base,
      id: 'friday',
      matchText: 'shoes',
      actions: { ...empty, hides: ['5'] },
      schedule: { start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'Europe/Stockholm' },
    },
    {
      ...base,
      id: 'badZone',
      matchText: 'shoes',
      actions: { ...empty, hides: ['6'] },
      schedule: { timeZone: 'Nowhere' },
    },
  ];

  it('applies the enabled, live, matching rules, most specific first', () => {
    expect(compileSearch({ query: 'Running Shoes', rules, at: Date.UTC(2026, 9, 15) }).applied).toEqual([
      'exact',
      'broad',
    ]);
    expect(compileSearch({ query: 'running shoes', rules, at: Date.UTC(2026, 10, 28) }).applied).toEqual([
      'exact',
      'broad',
      'friday',
    ]);
    expect(compileSearch({ query: 'boots', rules, at: 0 }).applied).toEqual(['other']);
  });

  it('reports only the redirect when one applies', () => {
    const redirecting = [
      ...rules,
      {
        ...base,
        id: 'away',
        matchText: 'running',
        actions: { ...empty, redirect: 'https://x.example.com/r' },
      },
    ];
    const { compiled, applied } = compileSearch({ query: 'running shoes', rules: redirecting, at: 0 });
    expect(compiled).toEqual({
      redirect: { url: 'https://x.example.com/r', _name: 'queryRule:away:redirect' },
    });
    expect(applied).toEqual(['away']);
  });

  it('joins only active Dynamic Re-Rank rules whose schedule is live', () => {
    const matcher = { bool: { must: [{ term: { brand: 'Nike' } }], must_not: [] } };
    const boostingRules = [
      { id: 'on', name: 'On', status: 'active' as const, weight: 2, matcher },
      { id: 'off', name: 'Off', status: 'inactive' as const, weight: 2, matcher },
      {
        id: 'later',
        name: 'Later',
        status: 'active' as const,
        weight: 2,
        matcher,
        schedule: { start: '2027-01-01T00:00', timeZone: 'UTC' },
      },
    ];
    const { compiled } = compileSearch({ query: 'nike', rules: [], boostingRules, at: Date.UTC(2026, 0) });
    const parsed = parseCompiledSearch(compiled);
    expect(parsed.ok && !('redirect' in parsed.value) && parsed.value.boostingRules.map((b) => b.id)).toEqual(
      ['on'],
    );
  });
});
