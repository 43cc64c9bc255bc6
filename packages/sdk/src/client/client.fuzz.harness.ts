/**
 * Fuzzing of every exported call: adversarial arguments, client configurations and answers (a fake fetch),
 * checking that a call either rejects with a StoreSearchError (or the caller's own abort) or resolves from
 * an answer its response schema accepts, and that nothing it sends leaves its path. Run against the source
 * (ESM) and the built CommonJS entries. Only tests import it.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';
import { endpointList } from '../contract/endpoints';
import { sampleBodies } from '../contract/endpoints.samples';
import type { AnyEndpoint } from './client.endpoint';
import type { ClientConfig, StoreSearchClient } from './client.request';

const PLATFORMS = /Shopify|WooCommerce/;

function isEndpoint(value: unknown): value is AnyEndpoint {
  return typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value;
}

/**
 * Every call the entries export, found from the endpoint descriptors they export beside them: a call is
 * named after its descriptor's id (`listFacets` for `listFacetsEndpoint`), or, when it picks its
 * platform's endpoint, after that id less the platform (`resyncStore` for `resyncShopifyStoreEndpoint`).
 * Throws when an exported descriptor has no call of either name, so no call escapes the fuzzer.
 */
export function callNames(entries: Readonly<Record<string, unknown>>): readonly string[] {
  const names = new Set<string>();
  for (const value of Object.values(entries)) {
    if (!isEndpoint(value)) continue;
    const name = typeof entries[value.id] === 'function' ? value.id : value.id.replace(PLATFORMS, '');
    if (typeof entries[name] !== 'function')
      throw new Error(`the descriptor ${value.id} has no exported call`);
    names.add(name);
  }
  return [...names].sort();
}

/** What the fuzzer needs from one build of the SDK. */
export interface FuzzTarget {
  /** The calls, by name. */
  readonly calls: Readonly<Record<string, unknown>>;
  /** `createClient` of that build. */
  readonly createClient: (config: ClientConfig) => StoreSearchClient;
  /** `isStoreSearchError` of that build's entries, each of which must recognise every error. */
  readonly guards: readonly ((error: unknown) => boolean)[];
}

/** Counts of one fuzz run. */
export interface FuzzCounts {
  /** Calls made. */
  runs: number;
  /** Calls that resolved. */
  resolved: number;
  /** Calls that rejected with a StoreSearchError, by kind. */
  rejected: Record<string, number>;
  /** Calls that reached the fake fetch. */
  sent: number;
}

/** One valid input shape for every call at once: each call reads the keys it needs. */
const VALID_INPUT: Readonly<Record<string, unknown>> = {
  ...Object.assign({}, ...Object.values(sampleBodies).filter((b) => !Array.isArray(b))),
  storeId: 7,
  storeType: 'shopify',
  vendorId: 3,
  userId: 5,
  orderId: 11,
  planId: 'starter',
  id: 13,
  productId: 17,
  field: 'brand',
  boost: 2,
  rule: sampleBodies.createBoostingRule,
  config: sampleBodies.saveSearchLabConfig,
  facets: sampleBodies.saveFacets,
};

const cyclic: Record<string, unknown> = {};
cyclic.self = cyclic;

/** Values that break schemas, paths, headers and serialisation. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '.',
    '..',
    '',
    ' ',
    '../admin',
    '%2e%2e',
    'a/b',
    '?x=1',
    '#',
    '\u0000',
    'a\r\nx: y',
    'é',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -5,
    -0,
    1.5,
    2 ** 53 + 2,
    null,
    undefined,
    true,
    {},
    [],
    cyclic,
    10n,
    Symbol('s'),
    () => 1,
    new Date(Number.NaN),
    new Blob(['<html>'], { type: 'text/html' }),
    'woocommerce',
    'shopify',
  ),
  fc.string(),
  fc.double(),
  fc.integer(),
  fc.jsonValue(),
);

/** An input: the valid shape with some keys replaced, dropped or added. */
const inputArb: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...Object.keys(VALID_INPUT), 'extra', '__proto__x'), nastyValue, {
      maxKeys: 4,
    }),
    fc.subarray(Object.keys(VALID_INPUT), { maxLength: 3 }),
    fc.boolean(),
  )
  .map(([changes, dropped, keepValid]) => {
    if (keepValid) return { ...VALID_INPUT };
    const input: Record<string, unknown> = { ...VALID_INPUT, ...changes };
    for (const key of dropped) delete input[key];
    return input;
  });

/** How the fake fetch answers. */
type Answer =
  | {
      readonly kind: 'response';
      readonly status: number;
      readonly type: string | null;
      readonly body: string;
      readonly retryAfter: string | null;
    }
  | { readonly kind: 'throw'; readonly error: 'type' | 'abort' | 'string' }
  | { readonly kind: 'value'; readonly value: unknown }
  | { readonly kind: 'never' }
  | { readonly kind: 'brokenBody' };

const bodyArb: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
  fc.string(),
  fc.constantFrom(
    '',
    '[]',
    '{}',
    'null',
    '{"success":true}',
    '{"success":true,"data":[]}',
    '{"data":{}}',
    '{"success":false,"error":null,"message":"Maintenance window"}',
    '{"error":{"message":null}}',
    '{"success":true,"data":{"id":90071992547409931,"name":"V","shopifyStores":[],"woocommerceStores":[]}}',
    '%PDF-1.4\n%%EOF',
    '<!doctype html><script>alert(1)</script>',
    '{"data":',
  ),
);

const answerArb: fc.Arbitrary<Answer> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('response' as const),
      status: fc.constantFrom(200, 200, 200, 201, 204, 299, 301, 400, 401, 403, 404, 409, 429, 500, 503),
      type: fc.constantFrom(
        'application/json',
        'application/pdf',
        'text/html',
        'application/octet-stream',
        null,
      ),
      body: bodyArb,
      retryAfter: fc.oneof(
        fc.constant(null),
        fc.constantFrom(
          '-5',
          '1.5',
          '0',
          '30',
          '99999999999999999999',
          'soon',
          'Wed, 21 Oct 2015 07:28:00 GMT',
        ),
        fc.string(),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('throw' as const),
      error: fc.constantFrom('type', 'abort', 'string') as fc.Arbitrary<'type' | 'abort' | 'string'>,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('value' as const),
      value: fc.constantFrom(undefined, null, 42, 'ok', { status: 200 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'never' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'brokenBody' as const }) },
);

/** A client configuration: mostly sound, sometimes with a bad vendor id, header or vendor-id callback. */
const configArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Partial<ClientConfig>>({ vendorId: '42' }) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      nastyValue.map((vendorId) => ({ vendorId }) as Partial<ClientConfig>),
      fc.constant<Partial<ClientConfig>>({
        getVendorId: () => {
          throw new Error('no session');
        },
      }),
      fc.constant<Partial<ClientConfig>>({ getVendorId: () => Promise.reject('no session') }),
      fc.constant<Partial<ClientConfig>>({ headers: { 'bad header': 'x' } }),
      fc.constant<Partial<ClientConfig>>({ headers: { 'x-ok': 'line\nbreak' } }),
    ),
  },
);

function respond(answer: Answer): Promise<unknown> {
  switch (answer.kind) {
    case 'response': {
      const headers = new Headers();
      if (answer.type) headers.set('Content-Type', answer.type);
      if (answer.retryAfter !== null) {
        try {
          headers.set('Retry-After', answer.retryAfter);
        } catch {
          // Not a header value a server could send.
        }
      }
      const nullBody = answer.status === 204 || answer.status === 304;
      return Promise.resolve(new Response(nullBody ? null : answer.body, { status: answer.status, headers }));
    }
    case 'throw':
      return Promise.reject(
        answer.error === 'type'
          ? new TypeError('Failed to fetch')
          : answer.error === 'abort'
            ? new DOMException('The operation was aborted.', 'AbortError')
            : 'a string',
      );
    case 'value':
      return Promise.resolve(answer.value);
    case 'never':
      return new Promise(() => undefined);
    case 'brokenBody': {
      const response = new Response('{}', { headers: { 'Content-Type': 'application/json' } });
      response.text = () => Promise.reject(new TypeError('body stream broke'));
      response.blob = () => Promise.reject(new TypeError('body stream broke'));
      return Promise.resolve(response);
    }
  }
}

/** The endpoint a method and URL path belong to. */
function endpointFor(method: string, pathname: string): AnyEndpoint | undefined {
  return endpointList.find(
    (endpoint) =>
      endpoint.method === method &&
      new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname),
  );
}

/** True when a 2xx answer's body is one the endpoint's response schema accepts. */
async function acceptable(endpoint: AnyEndpoint, answer: Answer): Promise<boolean> {
  if (answer.kind !== 'response' || answer.status < 200 || answer.status > 299) return false;
  if (endpoint.responseType === 'blob')
    return answer.type === endpoint.responseMediaType && answer.body.startsWith('%PDF-');
  let payload: unknown;
  try {
    payload = answer.body.trim() === '' || answer.status === 204 ? undefined : JSON.parse(answer.body);
  } catch {
    return false;
  }
  // Unsafe integers parse as rounded numbers here: an id schema accepts either form.
  return z.safeParse(endpoint.response, payload).success;
}

/** Fuzzes every call of `target` with `runsPerCall` random cases each; throws on the first breach. */
export async function fuzzEveryCall(target: FuzzTarget, runsPerCall: number, seed = 1): Promise<FuzzCounts> {
  const counts: FuzzCounts = { runs: 0, resolved: 0, rejected: {}, sent: 0 };
  for (const name of callNames(target.calls)) {
    const call = target.calls[name] as (...args: unknown[]) => Promise<unknown>;
    await fc.assert(
      fc.asyncProperty(inputArb, configArb, answerArb, async (input, config, answer) => {
        const sent: { method: string; url: string }[] = [];
        const client = target.createClient({
          baseUrl: 'https://api.storesearch.test',
          timeoutMs: 20,
          ...config,
          fetch: ((url: string, init: RequestInit) => {
            sent.push({ method: init.method ?? 'GET', url });
            return respond(answer);
          }) as unknown as typeof fetch,
        });
        const args = call.length >= 3 ? [client, name === 'collectUbiEvents' ? [] : input] : [client];
        counts.runs += 1;
        let outcome: { ok: true } | { ok: false; error: unknown };
        try {
          await call(...args);
          outcome = { ok: true };
        } catch (error) {
          outcome = { ok: false, error };
        }
        counts.sent += sent.length;
        for (const request of sent) {
          const url = new URL(request.url);
          const raw = request.url.slice(url.origin.length).split('?')[0] ?? '';
          // A dot segment would be resolved away by the URL parser: the path must survive as sent.
          if (url.pathname !== raw) throw new Error(`${name} sent a path that moves: ${request.url}`);
          if (
            raw
              .split('/')
              .some((segment, i) => i > 0 && (segment === '' || segment === '.' || segment === '..'))
          )
            throw new Error(`${name} sent an empty or dot segment: ${request.url}`);
          if (!endpointFor(request.method, url.pathname))
            throw new Error(`${name} called no known endpoint: ${request.method} ${request.url}`);
        }
        if (outcome.ok) {
          counts.resolved += 1;
          const request = sent.at(-1);
          const endpoint = request && endpointFor(request.method, new URL(request.url).pathname);
          if (!endpoint || !(await acceptable(endpoint, answer)))
            throw new Error(`${name} resolved from an answer its schema refuses: ${JSON.stringify(answer)}`);
          return;
        }
        const { error } = outcome;
        for (const guard of target.guards) {
          if (!guard(error)) throw new Error(`${name} rejected with something else: ${String(error)}`);
        }
        const kind = String((error as { kind: unknown }).kind);
        if (typeof (error as Error).message !== 'string' || (error as Error).message === '')
          throw new Error(`${name}: a ${kind} error without a message`);
        counts.rejected[kind] = (counts.rejected[kind] ?? 0) + 1;
      }),
      { numRuns: runsPerCall, seed },
    );
  }
  return counts;
}
