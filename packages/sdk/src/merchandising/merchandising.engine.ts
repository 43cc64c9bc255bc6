import type { MatchDocument } from '../boosting/boosting.matcher';
import { matcherTest } from '../boosting/boosting.matcher';
import { productMatchDocument } from '../boosting/boosting.preview';
import type { ProductAttributes } from '../products/products.schema';
import { invalid, type ValidationResult, valid } from '../validation/validation.rules';
import { type PinnedHit, type SearchPlan, TEXT_FIELDS, type TextField } from './merchandising.compile';
import { analyse } from './merchandising.text';

/**
 * A small search engine over a product catalogue that runs what `compileRules` writes, with Elasticsearch's
 * semantics where the query DSL defines them, so the preview shows what a saved state serves.
 *
 * Text relevance (documented, deliberately simple): a product's title, brand, category, tags and colour are
 * analysed into terms (merchandising.text.ts). For a `multi_match` query each distinct query term scores
 * `idf(t) * max over fields f of weight(f) * tf * (k1 + 1) / (tf + k1 * (1 - b + b * len(f) / avgLen(f)))`
 * (BM25 per field, the best field counts, as `cross_fields` blends fields), with
 * `idf(t) = ln(1 + (N - df(t) + 0.5) / (df(t) + 0.5))` over the catalogue, k1 = 1.2 and b = 0.75. Operator
 * `and`: every term must be in some field. The query's score is the sum over its terms, times its `boost`.
 *
 * Queries: `match_all` (score 1); `multi_match` as above; `dis_max` (best branch plus `tie_breaker` times the
 * others); `bool` (must and should scores add up; filter and must_not only decide; `minimum_should_match` as
 * a whole number, default 1 with should clauses and no must or filter); `ids` (score 1); `term`/`terms`
 * (decided by the Dynamic Re-Rank evaluator, `matcherTest`; score 0, they only filter); `function_score`
 * with `score_mode` and `boost_mode` `multiply` and `{ filter, weight }` functions (the score times each
 * matching function's weight); `boosting` (the positive score, times `negative_boost` when the negative
 * query matches). Anything else is refused with `ruleMatcherUnsupported`.
 *
 * Ranking: score, highest first; equal scores keep catalogue order. Then `pinned_hits` are placed: each
 * pinned product leaves the ranking and goes to its position (two pins at one position: the first listed
 * there, the other next; a position past the last result: at the end). A pinned product need not match the
 * query; a product a named `must_not` clause excludes (a hide) is never shown, pinned or not.
 */

/** BM25's term-frequency saturation. */
export const BM25_K1 = 1.2;

/** BM25's length normalisation. */
export const BM25_B = 0.75;

const FIELDS = Object.keys(TEXT_FIELDS) as TextField[];

/** The product fields the index reads: the attributes call's, with an id of either type (the demo's are numbers). */
export type IndexableProduct = Pick<
  ProductAttributes,
  'title' | 'brand' | 'category' | 'tag' | 'color' | 'size' | 'stockStatus' | 'featured' | 'onSale' | 'price'
> & { readonly id: string | number };

/** A product as the index holds it. */
interface IndexedDoc {
  /** Product id as text. */
  readonly id: string;
  /** Position in the catalogue. */
  readonly index: number;
  /** Term frequencies per text field (in `FIELDS` order), by term. */
  readonly tf: ReadonlyMap<string, readonly number[]>;
  /** `k1 * (1 - b + b * len / avgLen)` per text field. */
  readonly norm: readonly number[];
  /** The document term queries test. */
  readonly match: MatchDocument;
}

/** A catalogue indexed for search. */
export interface SearchIndex<P extends IndexableProduct = IndexableProduct> {
  /** The products, in catalogue order. */
  readonly products: readonly P[];
  /** Their documents. */
  readonly docs: readonly IndexedDoc[];
  /** Catalogue position by product id. */
  readonly byId: ReadonlyMap<string, number>;
  /** Products holding each term in some text field. */
  readonly df: ReadonlyMap<string, number>;
  /** Catalogue positions of the products holding each term in some text field, ascending. */
  readonly postings: ReadonlyMap<string, readonly number[]>;
}

function fieldText(product: IndexableProduct, field: TextField): string {
  return field === 'tags' ? product.tag : product[field];
}

/** Indexes a catalogue: each product's text fields analysed, the statistics of the relevance formula. */
export function buildSearchIndex<P extends IndexableProduct>(products: readonly P[]): SearchIndex<P> {
  const analysed = products.map((product) => FIELDS.map((field) => analyse(fieldText(product, field))));
  const totals = FIELDS.map((_, f) => analysed.reduce((sum, fields) => sum + (fields[f]?.length ?? 0), 0));
  const average = totals.map((total) =>
    products.length === 0 ? 1 : Math.max(total / products.length, 1e-9),
  );
  const df = new Map<string, number>();
  const postings = new Map<string, number[]>();
  const byId = new Map<string, number>();
  const docs = products.map((product, index): IndexedDoc => {
    const fields = analysed[index] ?? [];
    const tf = new Map<string, number[]>();
    fields.forEach((terms, f) => {
      for (const term of terms) {
        let counts = tf.get(term);
        if (counts === undefined) {
          counts = FIELDS.map(() => 0);
          tf.set(term, counts);
        }
        counts[f] = (counts[f] ?? 0) + 1;
      }
    });
    for (const term of tf.keys()) {
      df.set(term, (df.get(term) ?? 0) + 1);
      const list = postings.get(term);
      if (list === undefined) postings.set(term, [index]);
      else list.push(index);
    }
    const id = String(product.id);
    if (!byId.has(id)) byId.set(id, index);
    return {
      id,
      index,
      tf,
      norm: fields.map((terms, f) => BM25_K1 * (1 - BM25_B + (BM25_B * terms.length) / (average[f] ?? 1))),
      match: productMatchDocument({ ...product, id } as ProductAttributes),
    };
  });
  return { products, docs, byId, df, postings };
}

/** A query term a document matched and the fields holding it. */
export interface TraceTerm {
  /** The term. */
  readonly term: string;
  /** The fields. */
  readonly fields: readonly TextField[];
}

/** What a document matched, collected while scoring it. */
export interface Trace {
  /** Names of the named clauses it matched (a `dis_max` keeps only its best branch's). */
  readonly names: string[];
  /** Functions whose weight it received: the filter's name and the weight. */
  readonly boosts: { readonly name: string; readonly weight: number }[];
  /** Terms of the text query that scored it. */
  readonly terms: TraceTerm[];
}

/** Why a document was excluded by named `must_not` clauses. */
export interface Exclusion {
  /** Names of the clauses. */
  readonly names: string[];
  /** True when the rest of its query matched: the query found it and the clauses took it away. */
  readonly found: boolean;
}

interface Context {
  readonly trace: Trace | null;
  readonly exclusions: Map<number, Exclusion> | null;
}

const QUIET: Context = { trace: null, exclusions: null };

/** A prepared query: the document's score, or null when it does not match. */
type Scorer = (doc: IndexedDoc, ctx: Context) => number | null;

class Refused {
  constructor(readonly detail: string) {}
}

function refuse(detail: unknown): never {
  throw new Refused(
    typeof detail === 'string' ? detail : (JSON.stringify(detail)?.slice(0, 80) ?? String(detail)),
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clauses(value: unknown): unknown[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  if (isObject(value)) return [value];
  return refuse(value);
}

function allowOnly(body: Record<string, unknown>, keys: readonly string[]): void {
  for (const key of Object.keys(body)) if (!keys.includes(key)) refuse(key);
}

function nameOf(body: Record<string, unknown>): string | null {
  return typeof body._name === 'string' ? body._name : null;
}

function newTrace(): Trace {
  return { names: [], boosts: [], terms: [] };
}

function mergeTrace(into: Trace, from: Trace): void {
  into.names.push(...from.names);
  into.boosts.push(...from.boosts);
  into.terms.push(...from.terms);
}

function prepareMultiMatch(body: Record<string, unknown>, index: SearchIndex): Scorer {
  allowOnly(body, ['query', 'type', 'operator', 'fields', 'boost', '_name']);
  if (typeof body.query !== 'string' || (body.type !== undefined && body.type !== 'cross_fields'))
    refuse(body);
  const boost = body.boost ?? 1;
  if (typeof boost !== 'number' || !Number.isFinite(boost) || boost < 0) refuse(body);
  const operator = body.operator ?? 'or';
  if (operator !== 'and' && operator !== 'or') refuse(body);
  if (!Array.isArray(body.fields)) refuse(body);
  const fields = body.fields.map((spec) => {
    const match = typeof spec === 'string' ? /^(\w+)(?:\^(\d+(?:\.\d+)?))?$/.exec(spec) : null;
    const field = match?.[1] as TextField | undefined;
    if (!match || field === undefined || !FIELDS.includes(field)) return refuse(spec);
    return { at: FIELDS.indexOf(field), field, weight: Number(match[2] ?? 1) };
  });
  const terms = [...new Set(analyse(body.query))];
  const n = index.docs.length;
  const idf = terms.map((term) => {
    const df = index.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  });
  const name = nameOf(body);
  const all = operator === 'and';
  return (doc, ctx) => {
    if (terms.length === 0) return null;
    let total = 0;
    let matched = 0;
    const found: TraceTerm[] | null = ctx.trace ? [] : null;
    for (let t = 0; t < terms.length; t += 1) {
      const counts = doc.tf.get(terms[t] as string);
      let best = 0;
      if (counts !== undefined) {
        for (const { at, weight } of fields) {
          const tf = counts[at] as number;
          if (tf > 0) best = Math.max(best, (weight * tf * (BM25_K1 + 1)) / (tf + (doc.norm[at] as number)));
        }
      }
      if (best === 0) {
        if (all) return null;
        continue;
      }
      total += (idf[t] as number) * best;
      matched += 1;
      if (found && counts)
        found.push({
          term: terms[t] as string,
          fields: fields.filter(({ at }) => (counts[at] as number) > 0).map((f) => f.field),
        });
    }
    if (matched === 0) return null;
    if (ctx.trace && found) {
      ctx.trace.terms.push(...found);
      if (name) ctx.trace.names.push(name);
    }
    return total * boost;
  };
}

function prepareBool(body: Record<string, unknown>, index: SearchIndex): Scorer {
  allowOnly(body, ['must', 'filter', 'should', 'must_not', 'minimum_should_match', '_name']);
  const must = clauses(body.must).map((q) => prepare(q, index));
  const filter = clauses(body.filter).map((q) => prepare(q, index));
  const should = clauses(body.should).map((q) => prepare(q, index));
  const mustNotQueries = clauses(body.must_not);
  const mustNot = mustNotQueries.map((q) => prepare(q, index));
  const mustNotNames = mustNotQueries.map((q) => {
    const [kind] = isObject(q) ? Object.keys(q) : [];
    const inner = kind !== undefined && isObject(q) ? q[kind] : undefined;
    return isObject(inner) ? nameOf(inner) : null;
  });
  const spec = body.minimum_should_match;
  if (spec !== undefined && (typeof spec !== 'number' || !Number.isInteger(spec) || spec < 0)) refuse(spec);
  const minimum = Math.min(
    should.length,
    spec ?? (should.length > 0 && must.length === 0 && filter.length === 0 ? 1 : 0),
  );
  const name = nameOf(body);
  const positive = (doc: IndexedDoc, ctx: Context): number | null => {
    let score = 0;
    for (const test of filter) if (test(doc, QUIET) === null) return null;
    for (const scorer of must) {
      const s = scorer(doc, ctx);
      if (s === null) return null;
      score += s;
    }
    let held = 0;
    for (const scorer of should) {
      if (held >= minimum && !ctx.trace) break;
      const s = scorer(doc, ctx);
      if (s === null) continue;
      held += 1;
      score += s;
    }
    return held >= minimum ? score : null;
  };
  return (doc, ctx) => {
    let excludedBy: string[] | null = null;
    for (let i = 0; i < mustNot.length; i += 1) {
      if ((mustNot[i] as Scorer)(doc, QUIET) === null) continue;
      if (!ctx.exclusions) return null;
      excludedBy ??= [];
      const excluding = mustNotNames[i];
      if (excluding) excludedBy.push(excluding);
    }
    if (excludedBy !== null) {
      if (excludedBy.length > 0 && ctx.exclusions) {
        const found = positive(doc, QUIET) !== null;
        const known = ctx.exclusions.get(doc.index);
        ctx.exclusions.set(doc.index, {
          names: [...(known?.names ?? []), ...excludedBy],
          found: (known?.found ?? false) || found,
        });
      }
      return null;
    }
    const score = positive(doc, ctx);
    if (score !== null && name && ctx.trace) ctx.trace.names.push(name);
    return score;
  };
}

function prepareDisMax(body: Record<string, unknown>, index: SearchIndex): Scorer {
  allowOnly(body, ['queries', 'tie_breaker']);
  const branches = clauses(body.queries).map((q) => prepare(q, index));
  const tie = body.tie_breaker ?? 0;
  if (typeof tie !== 'number' || tie < 0 || tie > 1) refuse(body);
  return (doc, ctx) => {
    let best: number | null = null;
    let bestTrace: Trace | null = null;
    let sum = 0;
    for (const branch of branches) {
      const trace = ctx.trace ? newTrace() : null;
      const score = branch(doc, trace ? { ...ctx, trace } : ctx);
      if (score === null) continue;
      sum += score;
      if (best === null || score > best) {
        best = score;
        bestTrace = trace;
      }
    }
    if (best === null) return null;
    if (ctx.trace && bestTrace) mergeTrace(ctx.trace, bestTrace);
    return best + tie * (sum - best);
  };
}

function prepareFunctionScore(body: Record<string, unknown>, index: SearchIndex): Scorer {
  allowOnly(body, ['query', 'functions', 'score_mode', 'boost_mode']);
  if ((body.score_mode ?? 'multiply') !== 'multiply' || (body.boost_mode ?? 'multiply') !== 'multiply')
    refuse(body);
  const query = prepare(body.query ?? { match_all: {} }, index);
  const functions = clauses(body.functions).map((fn) => {
    if (!isObject(fn)) return refuse(fn);
    allowOnly(fn, ['filter', 'weight']);
    if (typeof fn.weight !== 'number' || !Number.isFinite(fn.weight)) return refuse(fn);
    const [kind] = isObject(fn.filter) ? Object.keys(fn.filter) : [];
    const inner = kind !== undefined && isObject(fn.filter) ? fn.filter[kind] : undefined;
    return {
      test: prepare(fn.filter ?? { match_all: {} }, index),
      weight: fn.weight,
      name: isObject(inner) ? nameOf(inner) : null,
    };
  });
  return (doc, ctx) => {
    let score = query(doc, ctx);
    if (score === null) return null;
    for (const fn of functions) {
      if (fn.test(doc, QUIET) === null) continue;
      score *= fn.weight;
      if (ctx.trace && fn.name) ctx.trace.boosts.push({ name: fn.name, weight: fn.weight });
    }
    return score;
  };
}

function prepareBoosting(body: Record<string, unknown>, index: SearchIndex): Scorer {
  allowOnly(body, ['positive', 'negative', 'negative_boost']);
  const positive = prepare(body.positive, index);
  const negative = prepare(body.negative, index);
  const factor = body.negative_boost;
  if (typeof factor !== 'number' || factor < 0 || factor > 1) refuse(body);
  return (doc, ctx) => {
    const score = positive(doc, ctx);
    if (score === null) return null;
    const trace = ctx.trace ? newTrace() : null;
    if (negative(doc, { trace, exclusions: null }) === null) return score;
    if (ctx.trace && trace) ctx.trace.names.push(...trace.names);
    return score * factor;
  };
}

function prepareIds(body: Record<string, unknown>): Scorer {
  allowOnly(body, ['values', '_name']);
  if (!Array.isArray(body.values)) refuse(body);
  const values = new Set(body.values.map(String));
  const name = nameOf(body);
  return (doc, ctx) => {
    if (!values.has(doc.id)) return null;
    if (name && ctx.trace) ctx.trace.names.push(name);
    return 1;
  };
}

function prepare(query: unknown, index: SearchIndex): Scorer {
  if (!isObject(query)) return refuse(query);
  const kinds = Object.keys(query);
  const [kind] = kinds;
  if (kinds.length !== 1 || kind === undefined) return refuse(query);
  const body = query[kind];
  if (!isObject(body)) return refuse(query);
  switch (kind) {
    case 'match_all':
      allowOnly(body, []);
      return () => 1;
    case 'multi_match':
      return prepareMultiMatch(body, index);
    case 'bool':
      return prepareBool(body, index);
    case 'dis_max':
      return prepareDisMax(body, index);
    case 'function_score':
      return prepareFunctionScore(body, index);
    case 'boosting':
      return prepareBoosting(body, index);
    case 'ids':
      return prepareIds(body);
    case 'term':
    case 'terms': {
      const test = matcherTest(query);
      if (!test.ok) return refuse(query);
      return (doc) => (test.value(doc.match) ? 0 : null);
    }
    default:
      return refuse(kind);
  }
}

function intersect(lists: (readonly number[])[]): number[] {
  const [smallest, ...rest] = [...lists].sort((a, b) => a.length - b.length);
  if (smallest === undefined) return [];
  const others = rest.map((list) => new Set(list));
  return smallest.filter((at) => others.every((set) => set.has(at)));
}

function unite(lists: (readonly number[])[]): number[] {
  return [...new Set(lists.flat())];
}

/**
 * The catalogue positions that can match a query, a superset of its matches, or null for "any": the scan
 * then scores only these. From the postings of `multi_match` terms (all of them with `and`), through the
 * queries that wrap one (bool's must, function_score, boosting, dis_max branches).
 */
function candidates(query: unknown, index: SearchIndex): number[] | null {
  if (!isObject(query)) return null;
  const [kind] = Object.keys(query);
  const body = kind === undefined ? undefined : query[kind];
  if (!isObject(body)) return null;
  switch (kind) {
    case 'multi_match': {
      if (typeof body.query !== 'string') return null;
      const lists = [...new Set(analyse(body.query))].map((term) => index.postings.get(term) ?? []);
      return body.operator === 'and' ? intersect(lists) : unite(lists);
    }
    case 'dis_max': {
      const branches = clauses(body.queries).map((q) => candidates(q, index));
      return branches.some((b) => b === null) ? null : unite(branches as number[][]);
    }
    case 'bool': {
      const required = [...clauses(body.must), ...clauses(body.filter)]
        .map((q) => candidates(q, index))
        .filter((c): c is number[] => c !== null);
      return required.length > 0 ? intersect(required) : null;
    }
    case 'function_score':
      return candidates(body.query, index);
    case 'boosting':
      return candidates(body.positive, index);
    case 'ids':
      return Array.isArray(body.values)
        ? body.values.map((v) => index.byId.get(String(v))).filter((at): at is number => at !== undefined)
        : null;
    default:
      return null;
  }
}

/** A hit of a search. */
export interface EngineHit {
  /** Catalogue position. */
  readonly index: number;
  /** Product id. */
  readonly id: string;
  /** Score; 0 for a pinned product the query does not match. */
  readonly score: number;
  /** The pin that placed it, if any. */
  readonly pinned: PinnedHit | null;
}

/** The answer to a search. */
export interface EngineResult {
  /** The first hits, in order. */
  readonly hits: readonly EngineHit[];
  /** Products found: the query's matches plus pinned products it does not match. */
  readonly total: number;
  /** Products named `must_not` clauses excluded, by catalogue position (see `Exclusion`). */
  readonly excluded: ReadonlyMap<number, Exclusion>;
  /** What a document matched, scoring it again with a trace. */
  readonly explain: (index: number) => Trace;
}

/**
 * Runs a compiled search over an index (see the module comment) and returns the first `size` hits, or why
 * the query cannot be run (`ruleMatcherUnsupported`).
 */
export function runSearch(
  plan: SearchPlan,
  index: SearchIndex,
  size: number,
): ValidationResult<EngineResult, 'plan'> {
  let scorer: Scorer;
  try {
    scorer = prepare(plan.query, index);
  } catch (error) {
    if (error instanceof Refused)
      return invalid([
        { field: 'plan', messageKey: 'ruleMatcherUnsupported', params: { detail: error.detail } },
      ]);
    throw error;
  }
  const exclusions = new Map<number, Exclusion>();
  const scan: Context = { trace: null, exclusions };
  const scores = new Float64Array(index.docs.length).fill(Number.NaN);
  const scanned = new Uint8Array(index.docs.length);
  const matched: number[] = [];
  const score = (at: number) => {
    if (scanned[at] === 1) return;
    scanned[at] = 1;
    const result = scorer(index.docs[at] as IndexedDoc, scan);
    if (result === null) return;
    scores[at] = result;
    matched.push(at);
  };
  const possible = candidates(plan.query, index);
  if (possible === null) for (let at = 0; at < index.docs.length; at += 1) score(at);
  else for (const at of possible) score(at);
  const pinnedAt = new Map<number, PinnedHit>();
  const pins: { hit: PinnedHit; index: number }[] = [];
  for (const hit of plan.pinned_hits) {
    const at = index.byId.get(hit.id);
    if (at === undefined) continue;
    // A pinned product the query cannot find is scored too: a hide must still take it away.
    score(at);
    if (pinnedAt.has(at) || exclusions.has(at)) continue;
    pinnedAt.set(at, hit);
    pins.push({ hit, index: at });
  }
  pins.sort((a, b) => a.hit.position - b.hit.position);
  const organic = matched
    .filter((at) => !pinnedAt.has(at))
    .sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
  const hits: EngineHit[] = [];
  let p = 0;
  let o = 0;
  const hitAt = (at: number, pinned: PinnedHit | null): EngineHit => {
    const score = scores[at] as number;
    return {
      index: at,
      id: (index.docs[at] as IndexedDoc).id,
      score: Number.isNaN(score) ? 0 : score,
      pinned,
    };
  };
  while (hits.length < size && (p < pins.length || o < organic.length)) {
    const pin = pins[p];
    if (pin !== undefined && (pin.hit.position <= hits.length + 1 || o >= organic.length)) {
      hits.push(hitAt(pin.index, pin.hit));
      p += 1;
    } else {
      hits.push(hitAt(organic[o] as number, null));
      o += 1;
    }
  }
  const total = organic.length + pins.length;
  const explain = (at: number): Trace => {
    const trace = newTrace();
    const doc = index.docs[at];
    if (doc) scorer(doc, { trace, exclusions: null });
    return trace;
  };
  return valid({ hits, total, excluded: exclusions, explain });
}
