import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { SearchableRule } from './merchandising.compile';
import { catalogueIndex, matchedWords, previewSearch } from './merchandising.preview';
import { DRAFT_RULE_ID } from './merchandising.rules';
import { type PreviewResponse, previewResponseSchema, type QueryRuleDraft } from './merchandising.schema';
import {
  demoIdArb,
  demoProducts,
  demoStore,
  queryArb,
  ruleArb,
  synonymGroupArb,
} from './merchandising.test-support';

const index = catalogueIndex(demoProducts);
const NOW = Date.UTC(2026, 9, 15, 10);
const draftRule = (fields: Partial<QueryRuleDraft> & Pick<QueryRuleDraft, 'actions'>): QueryRuleDraft => ({
  ...demoStore,
  matchKind: 'contains',
  matchText: 'running shoes',
  enabled: true,
  ...fields,
});
const ids = (preview: PreviewResponse) => preview.results.map((r) => r.productId);

describe('the search preview on the demo catalogue', () => {
  it('finds nothing for "sneekers" until a synonym says what it means, and says which synonym found each result', () => {
    const saved = previewSearch({ query: 'sneekers', catalogue: index, rules: [], at: NOW });
    expect(saved.total).toBe(0);
    const fixed = previewSearch({
      query: 'sneekers',
      catalogue: index,
      rules: [],
      at: NOW,
      draft: { synonyms: [{ id: 'fix', kind: 'oneWay', from: 'sneekers', to: ['sneakers'] }] },
    });
    expect(fixed.total).toBeGreaterThan(0);
    expect(fixed.before).toEqual({ redirect: null, total: 0, productIds: [] });
    for (const result of fixed.results) {
      expect(result.previousPosition).toBeNull();
      expect(result.explanation.synonym).toEqual({ groupId: 'fix', from: 'sneekers', to: 'sneakers' });
      expect(result.explanation.matchedTerms).toEqual([
        { term: 'sneaker', fields: expect.arrayContaining(['category']) },
      ]);
    }
  });

  it('pins a product at position 1 for "running shoes", moving the others down, and says why', () => {
    const before = previewSearch({ query: 'running shoes', catalogue: index, rules: [], at: NOW });
    const chosen = before.results[6];
    expect(chosen).toBeDefined();
    const after = previewSearch({
      query: 'running shoes',
      catalogue: index,
      rules: [],
      at: NOW,
      draft: {
        rule: draftRule({
          actions: { pins: [{ productId: chosen?.productId ?? '', position: 1 }], hides: [] },
        }),
      },
    });
    expect(after.results[0]).toMatchObject({
      productId: chosen?.productId,
      position: 1,
      previousPosition: 7,
      explanation: {
        pinnedBy: { ruleId: DRAFT_RULE_ID, position: 1 },
        matchedTerms: [{ term: 'running' }, { term: 'shoe' }],
      },
    });
    expect(ids(after).slice(1, 7)).toEqual(ids(before).slice(0, 6));
    expect(after.results.slice(1, 7).map((r) => r.previousPosition)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(after.appliedRules).toEqual([DRAFT_RULE_ID]);
    expect(after.before?.productIds).toEqual(ids(before));
  });

  it('hides a product and lists it with the rule that hides it', () => {
    const before = previewSearch({ query: 'backpack', catalogue: index, rules: [], at: NOW });
    const hiddenId = before.results[0]?.productId ?? '';
    const rule: SearchableRule = {
      id: '5',
      matchKind: 'contains',
      matchText: 'backpack',
      enabled: true,
      actions: { pins: [], hides: [hiddenId] },
    };
    const after = previewSearch({ query: 'Backpack', catalogue: index, rules: [rule], at: NOW });
    expect(ids(after)).not.toContain(hiddenId);
    expect(after.total).toBe(before.total - 1);
    expect(after.hidden).toEqual([{ productId: hiddenId, title: before.results[0]?.title, hiddenBy: ['5'] }]);
  });

  it('redirects "returns" and shows no results', () => {
    const preview = previewSearch({
      query: 'Returns',
      catalogue: index,
      rules: [],
      at: NOW,
      draft: {
        rule: draftRule({
          matchKind: 'equals',
          matchText: 'returns',
          actions: { pins: [], hides: [], redirect: 'https://northwind.example.com/pages/returns' },
        }),
      },
    });
    expect(preview).toMatchObject({
      redirect: { url: 'https://northwind.example.com/pages/returns', ruleId: DRAFT_RULE_ID },
      results: [],
      total: 0,
      before: { redirect: null },
    });
  });

  it('applies a scheduled rule only while it is live', () => {
    const boots = demoProducts.find((p) => p.category === 'Hiking Boots');
    const rule: SearchableRule = {
      id: 'weekend',
      matchKind: 'contains',
      matchText: 'shoes',
      enabled: true,
      actions: { pins: [{ productId: String(boots?.id), position: 1 }], hides: [] },
      schedule: { start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'Europe/Stockholm' },
    };
    const at = (instant: number) =>
      previewSearch({ query: 'running shoes', catalogue: index, rules: [rule], at: instant, size: 3 });
    expect(at(NOW).results[0]?.productId).not.toBe(String(boots?.id));
    expect(at(Date.UTC(2026, 10, 28)).results[0]).toMatchObject({ productId: String(boots?.id), score: 0 });
    expect(at(Date.UTC(2026, 10, 30)).appliedRules).toEqual([]);
  });

  it('explains boosts and burial with the rules that gave them', () => {
    const rule: SearchableRule = {
      id: 'r',
      matchKind: 'contains',
      matchText: 'shoes',
      enabled: true,
      actions: {
        pins: [],
        hides: [],
        boost: {
          conditionType: 'all',
          conditions: [{ id: 'c', field: 'tag', operator: 'is', value: ['bestseller'] }],
          weight: 4,
        },
        bury: {
          productIds: [],
          conditionType: 'all',
          conditions: [{ id: 'c', field: 'stockStatus', operator: 'is', value: ['outofstock'] }],
        },
      },
    };
    const boostingRules = [
      {
        id: 'nike',
        name: 'Nike',
        status: 'active' as const,
        weight: 1.5,
        matcher: { bool: { must: [{ term: { brand: 'Nike' } }], must_not: [] } },
      },
    ];
    const preview = previewSearch({
      query: 'running shoes',
      catalogue: index,
      rules: [rule],
      boostingRules,
      at: NOW,
      size: 200,
    });
    const byId = new Map(demoProducts.map((p) => [String(p.id), p]));
    for (const result of preview.results) {
      const p = byId.get(result.productId);
      expect(result.explanation.boostedBy).toEqual([
        ...(p?.tag === 'bestseller' ? [{ ruleId: 'r', source: 'queryRule', weight: 4 }] : []),
        ...(p?.brand === 'Nike'
          ? [{ ruleId: 'nike', source: 'boostingRule', weight: 1.5, name: 'Nike' }]
          : []),
      ]);
      expect(result.explanation.buriedBy).toEqual(p?.stockStatus === 'outofstock' ? ['r'] : []);
    }
    // Buried products sink below every other: the out-of-stock ones come last.
    const out = preview.results.map((r) => byId.get(r.productId)?.stockStatus === 'outofstock');
    expect(out.some(Boolean)).toBe(true);
    expect(out).toEqual([...out].sort((a, b) => Number(a) - Number(b)));
  });
});

describe('the words a result matches', () => {
  it('are the words typed, not the folded terms the engine matched', () => {
    const preview = previewSearch({ query: 'Running SHOES', catalogue: index, rules: [], at: NOW });
    const [first] = preview.results;
    expect(first?.explanation.matchedTerms.map((t) => t.term)).toEqual(['running', 'shoe']);
    expect(first && matchedWords(first.explanation, preview.query)).toEqual(['running', 'shoes']);
  });

  it("are the synonym's words for a result a synonym found", () => {
    const preview = previewSearch({
      query: 'sneekers',
      catalogue: index,
      rules: [],
      at: NOW,
      synonyms: [{ id: 'fix', kind: 'oneWay', from: 'sneekers', to: ['sneakers'] }],
    });
    expect(preview.results.length).toBeGreaterThan(0);
    for (const result of preview.results)
      expect(matchedWords(result.explanation, 'sneekers')).toEqual(['sneakers']);
  });

  it('name every matched term once, by a word of the query whenever one folds to it', () => {
    const wordArb = fc.constantFrom(
      'shoes',
      'shoe',
      'boots',
      'dresses',
      'running',
      'bus',
      'asics',
      'tee',
      'Tees',
    );
    fc.assert(
      fc.property(fc.array(wordArb, { minLength: 1, maxLength: 4 }), (words) => {
        const query = words.join(' ');
        const preview = previewSearch({ query, catalogue: index, rules: [], at: NOW });
        for (const result of preview.results.slice(0, 5)) {
          const shown = matchedWords(result.explanation, query);
          expect(new Set(shown).size).toBe(shown.length);
          const typed = query.toLowerCase().split(' ');
          for (const { term } of result.explanation.matchedTerms)
            expect(
              shown.some((word) => word === term || (typed.includes(word) && word.startsWith(term))),
            ).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('the preview cannot disagree with what is saved', () => {
  const rulesArb = fc.uniqueArray(ruleArb(demoIdArb), { maxLength: 3, selector: (r) => r.id });

  it('shows a draft exactly as the same rule shows once saved', () => {
    fc.assert(
      fc.property(
        rulesArb,
        ruleArb(demoIdArb),
        fc.constantFrom('running shoes', 'red jacket', 'nike', 'trail', 'sale'),
        (saved, draft, query) => {
          const others = saved.filter((r) => r.id !== draft.id);
          const asDraft = previewSearch({
            query,
            catalogue: index,
            rules: others,
            at: NOW,
            size: 12,
            draft: { rule: draft },
          });
          const asSaved = previewSearch({
            query,
            catalogue: index,
            rules: [...others, draft],
            at: NOW,
            size: 12,
          });
          const strip = (p: PreviewResponse) => ({
            ...p,
            before: null,
            results: p.results.map(({ previousPosition: _, ...r }) => r),
          });
          expect(strip(asDraft)).toEqual(strip(asSaved));
        },
      ),
      { numRuns: 80 },
    );
  });

  it("moves nothing when the draft changes nothing, and always answers in the contract's shape", () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.array(synonymGroupArb, { maxLength: 3 }),
        queryArb,
        (saved, synonyms, query) => {
          const [first] = saved;
          const preview = previewSearch({
            query,
            catalogue: index,
            rules: saved,
            synonyms,
            at: NOW,
            size: 10,
            ...(first ? { draft: { rule: { ...demoStore, ...first } } } : {}),
          });
          for (const result of preview.results) expect(result.previousPosition).toBe(result.position);
          expect(z.safeParse(previewResponseSchema, preview).success).toBe(true);
        },
      ),
      { numRuns: 80 },
    );
  });
});
