/**
 * Test harness for api tests: a real `fetch` against an MSW node server, with every RequestInit
 * and every request the server saw captured. Only tests import it.
 */
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type ClientConfig, createClient, type StoreSearchClient } from './client.request';

/** Origin the test client calls. */
export const TEST_ORIGIN = 'https://api.storesearch.test';

/** Vendor id the test client sends. */
export const TEST_VENDOR_ID = '42';

/** A request as the server received it. */
export interface ReceivedRequest {
  /** HTTP method. */
  readonly method: string;
  /** Full URL. */
  readonly url: URL;
  /** Headers. */
  readonly headers: Headers;
  /** Body parsed as JSON (undefined when empty), or the FormData of a multipart body. */
  readonly body: unknown;
}

/** The harness: server, client, captured fetch inits and received requests. */
export interface ApiHarness {
  /** The MSW server; call `listen`/`resetHandlers`/`close` from the test's hooks. */
  readonly server: SetupServer;
  /** A client on TEST_ORIGIN with TEST_VENDOR_ID and the capturing fetch. */
  readonly client: StoreSearchClient;
  /** RequestInit of every fetch the client made. */
  readonly inits: RequestInit[];
  /** Every request the routes received. */
  readonly received: ReceivedRequest[];
  /** Answers `method path` (MSW syntax) once per call with `body` (JSON) or a Response factory. */
  route(method: string, path: string, body: JsonBodyType | (() => Response)): void;
  /** Builds another client with the capturing fetch. */
  makeClient(config?: Partial<ClientConfig>): StoreSearchClient;
  /** Asserts the one request made: method, path, query, body, credentials, x-vendor-id and content type. */
  expectRequest(expected: ExpectedRequest): ReceivedRequest;
}

/** What `expectRequest` checks. */
export interface ExpectedRequest {
  /** HTTP method. */
  readonly method: string;
  /** Path without query. */
  readonly path: string;
  /** Exact query parameters (none when omitted). */
  readonly query?: Readonly<Record<string, string>>;
  /** Exact JSON body (none when omitted). */
  readonly body?: unknown;
  /** True for a multipart body: no JSON content type is forced. */
  readonly multipart?: boolean;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? undefined : JSON.parse(text);
}

/** Creates the harness. */
export function createApiHarness(): ApiHarness {
  const server = setupServer();
  const inits: RequestInit[] = [];
  const received: ReceivedRequest[] = [];
  const capturingFetch: typeof fetch = (input, init) => {
    inits.push(init ?? {});
    return fetch(input, init);
  };
  const makeClient = (config: Partial<ClientConfig> = {}) =>
    createClient({ baseUrl: TEST_ORIGIN, vendorId: TEST_VENDOR_ID, fetch: capturingFetch, ...config });
  const methods = {
    GET: http.get,
    POST: http.post,
    PUT: http.put,
    PATCH: http.patch,
    DELETE: http.delete,
  } as const;
  const harness: ApiHarness = {
    server,
    client: makeClient(),
    inits,
    received,
    makeClient,
    route(method, path, body) {
      const handler = methods[method as keyof typeof methods];
      server.use(
        handler(`${TEST_ORIGIN}${path}`, async ({ request }) => {
          received.push({
            method: request.method,
            url: new URL(request.url),
            headers: request.headers,
            body: await readBody(request),
          });
          return typeof body === 'function' ? body() : HttpResponse.json(body);
        }),
      );
    },
    expectRequest(expected) {
      expect(received).toHaveLength(1);
      expect(inits).toHaveLength(1);
      const got = received[0] as ReceivedRequest;
      expect(got.method).toBe(expected.method);
      expect(got.url.origin).toBe(TEST_ORIGIN);
      expect(got.url.pathname).toBe(expected.path);
      expect(Object.fromEntries(got.url.searchParams)).toEqual(expected.query ?? {});
      expect(got.headers.get('x-vendor-id')).toBe(TEST_VENDOR_ID);
      expect(inits[0]?.credentials).toBe('include');
      if (expected.multipart)
        expect(got.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      else expect(got.headers.get('content-type')).toBe('application/json');
      if (!expected.multipart) expect(got.body).toEqual(expected.body);
      return got;
    },
  };
  return harness;
}

/** Creates the harness and registers the server's lifecycle in the current test file. */
export function useApiHarness(): ApiHarness {
  const harness = createApiHarness();
  beforeAll(() => harness.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    harness.server.resetHandlers();
    harness.inits.length = 0;
    harness.received.length = 0;
  });
  afterAll(() => harness.server.close());
  return harness;
}
