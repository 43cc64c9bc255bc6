/**
 * A search engine's bool/term/terms matching, written for tests from the Elasticsearch Query DSL reference
 * (bool query, minimum_should_match, term and terms queries) and never from the SDK's evaluator, so the
 * SDK's preview can be compared with what the engine would do. The index mapping is stated here too.
 */

/** Field types of the product index: keyword fields match exactly, boolean fields take true or false. */
export const ENGINE_INDEX_MAPPING = {
  brand: 'keyword',
  category: 'keyword',
  tags: 'keyword',
  color: 'keyword',
  size: 'keyword',
  instock: 'keyword',
  featured: 'boolean',
  insale: 'boolean',
  price: 'float',
} as const;

/** The engine's answer to a query it cannot run (HTTP 400). */
export class EngineRejection extends Error {}

type Doc = Readonly<Record<string, unknown>>;

/** A product of the attributes call as the index stores it (field names of the mapping). */
export function engineDocument(product: {
  brand: string;
  category: string;
  tag: string;
  color: string;
  size: string;
  stockStatus: string;
  featured: boolean;
  onSale: boolean;
  price: number;
}): Doc {
  return {
    brand: product.brand,
    category: product.category,
    tags: product.tag,
    color: product.color,
    size: product.size,
    instock: product.stockStatus,
    featured: product.featured,
    insale: product.onSale,
    price: product.price,
  };
}

function object(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new EngineRejection('not an object');
  return value as Record<string, unknown>;
}

/** "Each occurrence type accepts a single query or an array of queries." */
function occurrence(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [object(value)];
}

/**
 * minimum_should_match: an integer is fixed; a negative integer is the optional clauses minus it; a
 * percentage of the optional clauses, rounded down; a negative percentage may be missing, rounded down and
 * subtracted. The result never exceeds the number of optional clauses nor goes below zero.
 */
function minimumShouldMatch(spec: unknown, optional: number): number {
  const text = String(spec).trim();
  let result: number;
  if (text.endsWith('%')) {
    const percent = Number.parseInt(text.slice(0, -1), 10);
    if (!/^-?\d+$/.test(text.slice(0, -1))) throw new EngineRejection(`minimum_should_match ${text}`);
    const part = Math.floor((optional * Math.abs(percent)) / 100);
    result = percent < 0 ? optional - part : part;
  } else {
    if (!/^-?\d+$/.test(text)) throw new EngineRejection(`minimum_should_match ${text}`);
    const n = Number.parseInt(text, 10);
    result = n < 0 ? optional + n : n;
  }
  return Math.max(0, Math.min(optional, result));
}

function indexedValues(doc: Doc, field: string): unknown[] {
  if (!Object.hasOwn(doc, field)) return [];
  const value = doc[field];
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A term's value as the field's type reads it; a boolean field refuses anything but true and false. */
function termOf(field: string, value: unknown): string {
  const type = Object.hasOwn(ENGINE_INDEX_MAPPING, field)
    ? ENGINE_INDEX_MAPPING[field as keyof typeof ENGINE_INDEX_MAPPING]
    : 'keyword';
  if (type === 'boolean') {
    if (value === true || value === 'true') return 'true';
    if (value === false || value === 'false') return 'false';
    throw new EngineRejection(`Can't parse boolean value [${String(value)}]`);
  }
  if (typeof value === 'object' || value === undefined) throw new EngineRejection('term value');
  return String(value);
}

function term(field: string, wanted: unknown, doc: Doc): boolean {
  const want = termOf(field, wanted);
  return indexedValues(doc, field).some((v) => termOf(field, v) === want);
}

/** Whether the engine returns the document for the query; throws EngineRejection where it answers 400. */
export function engineMatches(query: unknown, doc: Doc): boolean {
  const q = object(query);
  const keys = Object.keys(q);
  if (keys.length !== 1) throw new EngineRejection('one query per object');
  const [kind] = keys as [string];
  const body = object(q[kind]);
  if (kind === 'bool') {
    const must = occurrence(body.must);
    const filter = occurrence(body.filter);
    const should = occurrence(body.should);
    const mustNot = occurrence(body.must_not);
    // "If the bool query includes at least one should clause and no must or filter clauses, the default
    // value is 1. Otherwise, the default value is 0."
    const minimum =
      body.minimum_should_match === undefined
        ? should.length > 0 && must.length === 0 && filter.length === 0
          ? 1
          : 0
        : minimumShouldMatch(body.minimum_should_match, should.length);
    const mustHold = [...must, ...filter].map((c) => engineMatches(c, doc));
    const shouldHold = should.map((c) => engineMatches(c, doc));
    const excluded = mustNot.map((c) => engineMatches(c, doc));
    return mustHold.every(Boolean) && !excluded.some(Boolean) && shouldHold.filter(Boolean).length >= minimum;
  }
  if (kind === 'term') {
    const fields = Object.keys(body);
    if (fields.length !== 1) throw new EngineRejection('term takes one field');
    const [field] = fields as [string];
    const value = body[field];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const long = value as Record<string, unknown>;
      if (long.case_insensitive === true) {
        const want = String(long.value).toLowerCase();
        return indexedValues(doc, field).some((v) => String(v).toLowerCase() === want);
      }
      return term(field, long.value, doc);
    }
    if (Array.isArray(value)) throw new EngineRejection('term takes one value');
    return term(field, value, doc);
  }
  if (kind === 'terms') {
    const fields = Object.keys(body).filter((k) => k !== 'boost');
    if (fields.length !== 1) throw new EngineRejection('terms takes one field');
    const [field] = fields as [string];
    const values = body[field];
    if (!Array.isArray(values)) throw new EngineRejection('terms takes a list');
    return values.some((v) => term(field, v, doc));
  }
  throw new EngineRejection(`${kind} is not modelled`);
}
