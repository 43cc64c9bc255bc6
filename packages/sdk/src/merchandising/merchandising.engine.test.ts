import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engineDocument, engineMatches } from '../boosting/boosting.engine.test-support';
import { compileMatcher } from '../boosting/boosting.matcher';
import { compileRules, compileTextQuery, type EngineQuery, type SearchPlan } from './merchandising.compile';
import { BM25_B, BM25_K1, buildSearchIndex, type IndexableProduct, runSearch } from './merchandising.engine';
import { BURY_NEGATIVE_BOOST, normaliseActions } from './merchandising.rules';
import { conditionsArb, demoProducts } from './merchandising.test-support';

const product = (id: number, title: string, more: Partial<IndexableProduct> = {}): IndexableProduct => ({
  id,
  title,
  brand: 'Acme',
  category: 'Shoes',
  tag: 'new-arrival',
  color: 'Black',
  size: '42',
  stockStatus: 'instock',
  featured: false,
  onSale: false,
  price: 50,
  ...more,
});

const tiny = [
  product(1, 'Red Running Shoe'),
  product(2, 'Blue Running Shoe', { color: 'Red' }),
  product(3, 'Red Rain Jacket', { category: 'Jackets' }),
  product(4, 'Trail Runner', { brand: 'Red Peak', category: 'Trail' }),
];

const run = (plan: SearchPlan, products: readonly IndexableProduct[] = tiny, size = 50) => {
  const result = runSearch(plan, buildSearchIndex(products), size);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};
const plan = (query: EngineQuery, pinned_hits: SearchPlan['pinned_hits'] = []): SearchPlan => ({
  query,
  pinned_hits,
});

/** The relevance formula as the engine's documentation states it, written out for a check. */
function documentedScore(
  query: string,
  target: IndexableProduct,
  products: readonly IndexableProduct[],
): number {
  const fields = [
    ['title', 3],
    ['brand', 2],
    ['category', 2],
    ['tags', 1],
    ['color', 1],
  ] as const;
  const text = (p: IndexableProduct, f: (typeof fields)[number][0]) =>
    (f === 'tags' ? p.tag : p[f])
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map((w) => (w.endsWith('s') && w.length > 3 ? w.slice(0, -1) : w));
  const terms = [...new Set(text(product(0, query), 'title'))];
  let total = 0;
  for (const term of terms) {
    const df = products.filter((p) => fields.some(([f]) => text(p, f).includes(term))).length;
    const idf = Math.log(1 + (products.length - df + 0.5) / (df + 0.5));
    let best = 0;
    for (const [f, weight] of fields) {
      const words = text(target, f);
      const tf = words.filter((w) => w === term).length;
      const avg = products.reduce((sum, p) => sum + text(p, f).length, 0) / products.length;
      if (tf > 0)
        best = Math.max(
          best,
          (weight * tf * (BM25_K1 + 1)) / (tf + BM25_K1 * (1 - BM25_B + (BM25_B * words.length) / avg)),
        );
    }
    total += idf * best;
  }
  return total;
}

describe('text relevance', () => {
  it('scores as documented: BM25 per field, the best field per term, summed over terms', () => {
    const result = run(plan(compileTextQuery('red shoes')));
    expect(result.hits.map((h) => h.id)).toEqual(['1', '2']);
    for (const hit of result.hits) {
      const target = tiny.find((p) => String(p.id) === hit.id) as IndexableProduct;
      expect(hit.score).toBeCloseTo(documentedScore('red shoes', target, tiny), 10);
    }
    // A title match outweighs a colour match of the same term.
    expect(result.hits[0]?.score).toBeGreaterThan(result.hits[1]?.score ?? 0);
  });

  it('needs every term somewhere, and says where each matched', () => {
    const result = run(plan(compileTextQuery('red runner')));
    expect(result.hits.map((h) => h.id)).toEqual(['4']);
    expect(result.explain(3).terms).toEqual([
      { term: 'red', fields: ['brand'] },
      { term: 'runner', fields: ['title'] },
    ]);
    expect(run(plan(compileTextQuery('purple'))).total).toBe(0);
  });

  it('ranks by score, equal scores in catalogue order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('running shoes', 'nike', 'black hoodie', 'rain jacket', 'trainer', 'sock'),
        (query) => {
          const result = run(plan(compileTextQuery(query)), demoProducts, 60);
          const positions = new Map(demoProducts.map((p, i) => [String(p.id), i]));
          result.hits.forEach((hit, i) => {
            const next = result.hits[i + 1];
            if (!next) return;
            expect(hit.score).toBeGreaterThanOrEqual(next.score);
            if (hit.score === next.score)
              expect(positions.get(hit.id)).toBeLessThan(positions.get(next.id) ?? 0);
          });
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe("rules with the engine's semantics", () => {
  const sample = demoProducts.slice(0, 80);
  const index = buildSearchIndex(sample);
  const all = { match_all: {} };

  it('boosts and buries exactly the products the search engine would match (documentation oracle)', () => {
    fc.assert(
      fc.property(
        conditionsArb,
        conditionsArb,
        fc.integer({ min: 2, max: 10 }),
        (boostConditions, buryConditions, weight) => {
          const actions = normaliseActions({
            pins: [],
            hides: [],
            boost: { ...boostConditions, weight },
            bury: { productIds: [], ...buryConditions },
          });
          const compiled = compileRules(all, [
            { id: 'r', matchKind: 'contains', matchText: 'x', actions },
          ]) as SearchPlan;
          const result = runSearch(compiled, index, sample.length);
          expect(result.ok).toBe(true);
          if (!result.ok || !actions.boost || !actions.bury) return;
          const boostQuery = compileMatcher(actions.boost);
          const buryQuery = compileMatcher(actions.bury);
          for (const hit of result.value.hits) {
            const doc = engineDocument(sample[hit.index] as never);
            const boosted = engineMatches(boostQuery, doc);
            const buried = engineMatches(buryQuery, doc);
            const trace = result.value.explain(hit.index);
            expect(trace.boosts.length > 0).toBe(boosted);
            expect(trace.names.includes('queryRule:r:bury')).toBe(buried);
            expect(hit.score).toBeCloseTo((boosted ? weight : 1) * (buried ? BURY_NEGATIVE_BOOST : 1), 12);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('never shows a hidden product, pinned or not, and lists the ones the query found', () => {
    const hidden = run({
      query: {
        bool: {
          must: [compileTextQuery('red')],
          must_not: [{ ids: { values: ['1', '4'], _name: 'queryRule:h:hide' } }],
        },
      },
      pinned_hits: [{ id: '4', position: 1, _name: 'queryRule:p:pin' }],
    });
    expect(hidden.hits.map((h) => h.id)).toEqual(['3', '2']);
    expect([...hidden.excluded]).toEqual([
      [0, { names: ['queryRule:h:hide'], found: true }],
      [3, { names: ['queryRule:h:hide'], found: true }],
    ]);
  });

  it('places each pinned product at its position, the ranking around it', () => {
    const ids = sample.map((p) => String(p.id));
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ id: fc.constantFrom(...ids), position: fc.integer({ min: 1, max: 40 }) }),
          {
            maxLength: 8,
            selector: (p) => p.id,
          },
        ),
        fc.uniqueArray(fc.constantFrom(...ids), { maxLength: 5 }),
        (pins, hides) => {
          const distinct = pins.filter((p, i) => pins.findIndex((q) => q.position === p.position) === i);
          const pinned_hits = distinct.map((p) => ({ ...p, _name: 'queryRule:r:pin' }));
          const query =
            hides.length > 0
              ? { bool: { must: [all], must_not: [{ ids: { values: hides, _name: 'queryRule:r:hide' } }] } }
              : all;
          const result = runSearch({ query, pinned_hits }, index, sample.length);
          if (!result.ok) throw new Error('refused');
          const shown = result.value.hits.map((h) => h.id);
          expect(result.value.total).toBe(sample.length - hides.length);
          expect(shown).toHaveLength(sample.length - hides.length);
          for (const id of hides) expect(shown).not.toContain(id);
          for (const pin of distinct)
            if (!hides.includes(pin.id)) expect(shown.indexOf(pin.id) + 1).toBe(pin.position);
          const organic = shown.filter((id) => !distinct.some((p) => p.id === id));
          expect(organic).toEqual(
            ids.filter((id) => !hides.includes(id) && !distinct.some((p) => p.id === id)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('puts a pinned product the query does not find at its position, score 0, and resolves a contested position in order', () => {
    const result = run(
      plan(compileTextQuery('red shoes'), [
        { id: '3', position: 1, _name: 'queryRule:a:pin' },
        { id: '4', position: 1, _name: 'queryRule:b:pin' },
        { id: '999', position: 2, _name: 'queryRule:b:pin' },
      ]),
    );
    expect(result.hits.map((h) => [h.id, h.score, h.pinned?._name])).toEqual([
      ['3', 0, 'queryRule:a:pin'],
      ['4', 0, 'queryRule:b:pin'],
      ['1', expect.any(Number), undefined],
      ['2', expect.any(Number), undefined],
    ]);
    expect(result.total).toBe(4);
  });

  it('refuses a query it cannot run', () => {
    expect(runSearch(plan({ match: { title: 'x' } }), index, 5)).toMatchObject({
      ok: false,
      errors: [{ messageKey: 'ruleMatcherUnsupported', params: { detail: 'match' } }],
    });
    expect(
      runSearch(plan({ function_score: { query: all, functions: [], score_mode: 'sum' } }), index, 5).ok,
    ).toBe(false);
    expect(runSearch(plan({ bool: { must: [all], minimum_should_match: '50%' } }), index, 5).ok).toBe(false);
  });

  it('answers any query with a result or a refusal, never by throwing', () => {
    const key = fc.constantFrom(
      'bool',
      'must',
      'must_not',
      'should',
      'filter',
      'ids',
      'values',
      'multi_match',
      'query',
      'fields',
      'dis_max',
      'queries',
      'boosting',
      'positive',
      'negative',
      'negative_boost',
      'function_score',
      'functions',
      'weight',
      'term',
      'brand',
      '_name',
    );
    fc.assert(
      fc.property(fc.anything({ key, maxDepth: 5 }), (query) => {
        const result = runSearch(plan(query as EngineQuery), index, 5);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 400 },
    );
  });
});
