import { delay, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enComplete as en } from '../i18n/messages';
import { getBatchInitEndpoint } from '../stores/stores.api';
import { emptyBatchInitBody } from '../stores/stores.mock';
import { buildPath, buildQuery } from './client.endpoint';
import {
  formatStoreSearchError,
  formatWait,
  isStoreSearchError,
  parseRetryAfter,
  rateLimitedError,
  StoreSearchError,
} from './client.error';
import { createApiHarness, TEST_ORIGIN } from './client.harness';
import { createClient, request } from './client.request';

const h = createApiHarness();
beforeAll(() => h.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  h.server.resetHandlers();
  h.inits.length = 0;
  h.received.length = 0;
});
afterAll(() => h.server.close());

const PATH = '/api/v1/vendor-info/batch-init';
const validBody = emptyBatchInitBody({ id: 7, name: 'Vendor 7' });

async function failure(): Promise<StoreSearchError> {
  const error = await request(h.client, getBatchInitEndpoint, {}).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof StoreSearchError))
    throw new Error(`expected a StoreSearchError, got ${String(error)}`);
  return error;
}

describe('request plumbing', () => {
  it('joins baseUrl (trailing slash ignored) and path, sends credentials, JSON content type and x-vendor-id', async () => {
    h.route('GET', PATH, validBody);
    const client = h.makeClient({ baseUrl: `${TEST_ORIGIN}/`, vendorId: 99 });
    await request(client, getBatchInitEndpoint, {});
    expect(h.received[0]?.url.href).toBe(`${TEST_ORIGIN}${PATH}`);
    expect(h.received[0]?.headers.get('x-vendor-id')).toBe('99');
    expect(h.received[0]?.headers.get('content-type')).toBe('application/json');
    expect(h.inits[0]?.credentials).toBe('include');
  });

  it('awaits getVendorId on every call and sends its current value', async () => {
    let vendor = 'a';
    const client = h.makeClient({ vendorId: undefined, getVendorId: async () => vendor });
    h.route('GET', PATH, validBody);
    await request(client, getBatchInitEndpoint, {});
    vendor = 'b';
    h.route('GET', PATH, validBody);
    await request(client, getBatchInitEndpoint, {});
    expect(h.received.map((r) => r.headers.get('x-vendor-id'))).toEqual(['a', 'b']);
  });

  it('sends no x-vendor-id when none is known, and keeps extra headers', async () => {
    h.route('GET', PATH, validBody);
    const client = h.makeClient({
      vendorId: undefined,
      getVendorId: () => null,
      headers: { 'x-trace': 't1' },
    });
    await request(client, getBatchInitEndpoint, {});
    expect(h.received[0]?.headers.has('x-vendor-id')).toBe(false);
    expect(h.received[0]?.headers.get('x-trace')).toBe('t1');
  });

  it('exposes the same call as client.request', async () => {
    h.route('GET', PATH, validBody);
    const result = await h.client.request(getBatchInitEndpoint, {});
    expect(result.data.vendor.id).toBe('7');
  });

  it('uses the global fetch when none is given', async () => {
    h.route('GET', PATH, validBody);
    const client = createClient({ baseUrl: TEST_ORIGIN, vendorId: 1 });
    await expect(request(client, getBatchInitEndpoint, {})).resolves.toMatchObject({
      data: { vendor: { id: '7' } },
    });
  });
});

describe('errors (spec section 8)', () => {
  it('429 with Retry-After in seconds names the wait', async () => {
    h.route('GET', PATH, () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '120' } }));
    const error = await failure();
    expect(error.kind).toBe('rateLimited');
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(120);
    expect(error.messageKey).toBe('rateLimited');
    expect(error.params).toEqual({ retryAfter: '2 minutes' });
    expect(error.message).toBe('Rate limit exceeded. Please try again in 2 minutes.');
  });

  it('429 with Retry-After as an HTTP date counts from the client clock', async () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    const client = h.makeClient({ now: () => now });
    h.route(
      'GET',
      PATH,
      () =>
        new HttpResponse(null, { status: 429, headers: { 'Retry-After': 'Thu, 01 Jan 2026 10:00:45 GMT' } }),
    );
    const error = await request(client, getBatchInitEndpoint, {}).catch((e: unknown) => e);
    expect(isStoreSearchError(error, 'rateLimited')).toBe(true);
    expect((error as StoreSearchError).retryAfterSeconds).toBe(45);
    expect((error as StoreSearchError).message).toBe('Rate limit exceeded. Please try again in 45 seconds.');
  });

  it('429 without Retry-After waits the default 15 minutes', async () => {
    h.route('GET', PATH, () => new HttpResponse(null, { status: 429 }));
    const error = await failure();
    expect(error.kind).toBe('rateLimited');
    expect(error.retryAfterSeconds).toBeUndefined();
    expect(error.message).toBe('Rate limit exceeded. Please try again in 15 minutes.');
  });

  it('500 with an error object keeps the server text, status and details', async () => {
    h.route('GET', PATH, () =>
      HttpResponse.json(
        {
          success: false,
          error: { message: 'Store unreachable' },
          details: { possibleReasons: ['Wrong key'] },
        },
        { status: 500 },
      ),
    );
    const error = await failure();
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toBe('Store unreachable');
    expect(error.serverMessage).toBe('Store unreachable');
    expect(error.details).toEqual({ possibleReasons: ['Wrong key'] });
  });

  it('reads the error text from an `error` string and from `message`', async () => {
    h.route('GET', PATH, () => HttpResponse.json({ error: 'Bad vendor' }, { status: 400 }));
    expect((await failure()).message).toBe('Bad vendor');
    h.route('GET', PATH, () => HttpResponse.json({ message: 'Nope' }, { status: 403 }));
    expect((await failure()).message).toBe('Nope');
  });

  it('500 with a JSON body but no error text says Failed to fetch', async () => {
    h.route('GET', PATH, () => HttpResponse.json({ success: false }, { status: 500 }));
    const error = await failure();
    expect(error.kind).toBe('http');
    expect(error.messageKey).toBe('failedToFetch');
    expect(error.message).toBe('Failed to fetch');
    expect(error.serverMessage).toBeUndefined();
  });

  it('500 without a body falls back to the default body text', async () => {
    h.route('GET', PATH, () => new HttpResponse(null, { status: 500 }));
    const error = await failure();
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.messageKey).toBe('apiErrorDefault');
    expect(error.message).toBe('An API error occurred');
  });

  it('a network failure is a network error', async () => {
    h.route('GET', PATH, () => HttpResponse.error());
    const error = await failure();
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network error. Please check your connection and try again.');
  });

  it('invalid JSON is an invalid response naming the endpoint', async () => {
    h.route(
      'GET',
      PATH,
      () => new HttpResponse('{"data": ', { headers: { 'Content-Type': 'application/json' } }),
    );
    const error = await failure();
    expect(error.kind).toBe('invalidResponse');
    expect(error.endpoint).toBe('GET /api/v1/vendor-info/batch-init (getBatchInit)');
    expect(error.issue).toBe('body is not valid JSON');
    expect(error.message).toBe(
      'Unexpected response from GET /api/v1/vendor-info/batch-init (getBatchInit): body is not valid JSON',
    );
  });

  it('a body that breaks the schema names the endpoint and the first issue', async () => {
    h.route('GET', PATH, { data: { ...validBody.data, vendor: { id: true } } });
    const error = await failure();
    expect(error.kind).toBe('invalidResponse');
    expect(error.status).toBe(200);
    expect(error.issue).toMatch(/^data\.vendor\.id: /);
    expect(error.message).toContain('getBatchInit');
  });

  it('an aborted call rejects with the AbortError itself and sends nothing', async () => {
    h.route('GET', PATH, validBody);
    const controller = new AbortController();
    controller.abort();
    const error = await request(h.client, getBatchInitEndpoint, {}, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(isStoreSearchError(error)).toBe(false);
    expect(h.inits).toHaveLength(0);
  });
});

describe('abort in flight', () => {
  it('rejects with the AbortError when the signal fires while the server is still answering', async () => {
    h.route('GET', PATH, async () => {
      await delay(5_000);
      return HttpResponse.json(validBody);
    });
    const controller = new AbortController();
    const pending = request(h.client, getBatchInitEndpoint, {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(isStoreSearchError(error)).toBe(false);
  });
});

describe('retry-after helpers', () => {
  it('parses seconds and HTTP dates, and ignores junk', () => {
    expect(parseRetryAfter('0')).toBe(0);
    expect(parseRetryAfter(' 30 ')).toBe(30);
    expect(parseRetryAfter('Thu, 01 Jan 2026 10:01:00 GMT', Date.parse('2026-01-01T10:00:00Z'))).toBe(60);
    expect(parseRetryAfter('Thu, 01 Jan 2026 09:00:00 GMT', Date.parse('2026-01-01T10:00:00Z'))).toBe(0);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
  });

  it('formats a wait in its largest unit', () => {
    expect(formatWait(0)).toBe('1 second');
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(59)).toBe('59 seconds');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(900)).toBe('15 minutes');
    expect(formatWait(3599)).toBe('60 minutes');
    expect(formatWait(3600)).toBe('1 hour');
    expect(formatWait(7200)).toBe('2 hours');
  });

  it('the guard narrows by kind', () => {
    const error = new StoreSearchError({ kind: 'network', messageKey: 'networkError' });
    expect(isStoreSearchError(error, 'network')).toBe(true);
    expect(isStoreSearchError(error, 'http')).toBe(false);
    expect(isStoreSearchError(new Error('x'))).toBe(false);
  });
});

describe('formatStoreSearchError', () => {
  const de = {
    ...en,
    rateLimited: 'Zu viele Anfragen. Bitte in {retryAfter} erneut versuchen.',
    rateLimitedDefaultWait: '15 Minuten',
    networkError: 'Netzwerkfehler.',
  };

  it('translates with the given catalogue and formats the wait in the locale', () => {
    expect(formatStoreSearchError(rateLimitedError(120, 'x'), { messages: de, locale: 'de' })).toBe(
      'Zu viele Anfragen. Bitte in 2 Minuten erneut versuchen.',
    );
    expect(formatStoreSearchError(rateLimitedError(undefined, 'x'), { messages: de, locale: 'de' })).toBe(
      'Zu viele Anfragen. Bitte in 15 Minuten erneut versuchen.',
    );
    expect(
      formatStoreSearchError(new StoreSearchError({ kind: 'network', messageKey: 'networkError' }), {
        messages: de,
      }),
    ).toBe('Netzwerkfehler.');
  });

  it("keeps the server's own text, and defaults to English", () => {
    const http = new StoreSearchError({
      kind: 'http',
      messageKey: 'failedToFetch',
      serverMessage: 'Store exists',
    });
    expect(formatStoreSearchError(http, { messages: de })).toBe('Store exists');
    expect(formatStoreSearchError(rateLimitedError(30, 'x'))).toBe(
      'Rate limit exceeded. Please try again in 30 seconds.',
    );
  });
});

describe('URL building', () => {
  it('encodes path parameters and refuses a missing one', () => {
    expect(buildPath('/api/v1/storevendor/{vendorId}', { vendorId: 'a b/c' })).toBe(
      '/api/v1/storevendor/a%20b%2Fc',
    );
    for (const id of [undefined, null, '', '.', '..', true, {}]) {
      const error = (() => {
        try {
          return buildPath('/api/v1/facets/{id}', { id });
        } catch (e) {
          return e;
        }
      })();
      expect(isStoreSearchError(error, 'invalidArgument')).toBe(true);
      expect((error as StoreSearchError).message).toMatch(
        /^Invalid request to \/api\/v1\/facets\/\{id\}: path parameter "id" is /,
      );
    }
    expect(buildPath('/api/v1/facets/{id}', { id: '...' })).toBe('/api/v1/facets/...');
  });

  it('skips undefined and null query values', () => {
    expect(buildQuery({ storeId: 11, storeType: 'shopify', field: undefined, x: null })).toBe(
      '?storeId=11&storeType=shopify',
    );
    expect(buildQuery({})).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });
});
