/**
 * The preview's speed on a large catalogue: a benchmark that reports (never a timed test). It generates a
 * catalogue with the demo generator, a few hundred query rules and synonym groups, and times the index build
 * and previews of typical queries, with and without a draft (a draft runs the search twice: with and without it).
 */
import { brandMix, generateCatalog } from '../mocks/mocks.catalog';
import { createRandom } from '../mocks/mocks.random';
import type { SearchableBoostingRule, SearchableRule } from './merchandising.compile';
import { buildSearchIndex } from './merchandising.engine';
import { previewSearch } from './merchandising.preview';
import type { PreviewDraft, SynonymGroup } from './merchandising.schema';

/** What the benchmark measures on. */
export interface PreviewBenchOptions {
  /** Products in the catalogue. */
  readonly products?: number;
  /** Times each query is previewed. */
  readonly runs?: number;
  /** Seed of the generated catalogue. */
  readonly seed?: number;
}

/** Times in ms: the median, the 95th percentile and the slowest. */
export interface Timing {
  /** Median. */
  readonly median: number;
  /** 95th percentile. */
  readonly p95: number;
  /** Slowest. */
  readonly max: number;
}

/** What the benchmark found. */
export interface PreviewBenchResult {
  /** Products in the catalogue. */
  readonly products: number;
  /** Query rules in the store. */
  readonly rules: number;
  /** Synonym groups in the store. */
  readonly synonymGroups: number;
  /** Previews timed (queries times runs). */
  readonly previews: number;
  /** Building the catalogue's index, once per catalogue. */
  readonly indexBuildMs: number;
  /** One preview on the built index. */
  readonly previewMs: Timing;
  /** One preview with a draft rule (with and without it). */
  readonly previewWithDraftMs: Timing;
}

/** Queries shoppers type, typos included. */
export const BENCH_QUERIES = [
  'running shoes',
  'sneakers',
  'sneekers',
  'rain jacket',
  'black hoodie',
  'nike',
  'trail runner',
  'backpack',
  'sale',
  'hiking boots',
] as const;

const round = (ms: number) => Math.round(ms * 100) / 100;

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1) ?? 0) };
}

/** Times the preview (see the module comment). */
export function benchmarkPreview(options: PreviewBenchOptions = {}): PreviewBenchResult {
  const count = options.products ?? 10_000;
  const runs = options.runs ?? 20;
  const random = createRandom(options.seed ?? 7);
  const products = generateCatalog(random.fork('products'), {
    firstId: 1,
    count,
    ...brandMix(['Nike', 'Hoka']),
  });
  const pick = () => String(random.pick(products).id);
  const store = { storeId: '1', storeType: 'shopify' as const };
  const texts = [...BENCH_QUERIES, 'shoes', 'jacket', 'hoodie', 'socks', 'cap', 'leggings', 'tee', 'boots'];
  const rules: SearchableRule[] = Array.from({ length: 300 }, (_, i) => ({
    ...store,
    id: String(i + 1),
    enabled: i % 10 !== 0,
    matchKind: (['equals', 'contains', 'startsWith'] as const)[i % 3] ?? 'contains',
    matchText: `${texts[i % texts.length]}${i < texts.length ? '' : ` ${i}`}`,
    actions: {
      pins: [{ productId: pick(), position: 1 + (i % 5) }],
      hides: [pick()],
      bury: {
        productIds: [pick()],
        conditionType: 'all',
        conditions: [{ id: 'c', field: 'stockStatus', operator: 'is', value: ['outofstock'] }],
      },
      boost: {
        conditionType: 'all',
        conditions: [{ id: 'c', field: 'tag', operator: 'is', value: ['bestseller'] }],
        weight: 2,
      },
    },
  }));
  const synonyms: SynonymGroup[] = [
    { id: 's1', kind: 'multiWay', terms: ['sneakers', 'trainers', 'kicks'] },
    { id: 's2', kind: 'oneWay', from: 'sneekers', to: ['sneakers'] },
    { id: 's3', kind: 'oneWay', from: 'tee', to: ['t-shirt'] },
    ...Array.from(
      { length: 200 },
      (_, i): SynonymGroup => ({ id: `g${i}`, kind: 'multiWay', terms: [`term${i}`, `word${i}`] }),
    ),
  ];
  const boostingRules: SearchableBoostingRule[] = [
    {
      id: 'b1',
      name: 'Nike',
      status: 'active',
      weight: 1.5,
      matcher: { bool: { must: [{ term: { brand: 'Nike' } }], must_not: [] } },
    },
    {
      id: 'b2',
      name: 'Featured',
      status: 'active',
      weight: 1.2,
      matcher: { bool: { must: [{ term: { featured: true } }], must_not: [] } },
    },
  ];
  const started = performance.now();
  const index = buildSearchIndex(products);
  const indexBuildMs = performance.now() - started;
  const draft: PreviewDraft = {
    rule: {
      ...store,
      matchKind: 'contains',
      matchText: 'shoes',
      enabled: true,
      actions: { pins: [{ productId: pick(), position: 1 }], hides: [] },
    },
  };
  const time = (withDraft: boolean) => {
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      for (const query of BENCH_QUERIES) {
        const start = performance.now();
        previewSearch({
          query,
          catalogue: index,
          rules,
          synonyms,
          boostingRules,
          at: 0,
          ...(withDraft ? { draft } : {}),
        });
        samples.push(performance.now() - start);
      }
    }
    return samples;
  };
  time(false); // warm up the JIT
  const plain = time(false);
  const drafted = time(true);
  return {
    products: count,
    rules: rules.length,
    synonymGroups: synonyms.length,
    previews: plain.length,
    indexBuildMs: round(indexBuildMs),
    previewMs: timing(plain),
    previewWithDraftMs: timing(drafted),
  };
}
