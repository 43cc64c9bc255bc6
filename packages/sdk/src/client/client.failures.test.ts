/**
 * Every way a call can fail ends in a typed StoreSearchError (the caller's own abort excepted), and a call
 * refused for its arguments sends nothing. A fake fetch records what would have been sent.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { downloadOrderInvoice, updatePlanPrices } from '../admin/admin.api';
import { listStoreProducts } from '../products/products.api';
import { downloadInvoice } from '../profile/profile.api';
import { deleteStore, getBatchInit, getStoreVendor } from '../stores/stores.api';
import { defineEndpoint } from './client.endpoint';
import {
  formatStoreSearchError,
  isStoreSearchError,
  MAX_RETRY_AFTER_SECONDS,
  parseRetryAfter,
  StoreSearchError,
} from './client.error';
import { type ClientConfig, createClient, DEFAULT_TIMEOUT_MS, request } from './client.request';
import { ackResponseSchema } from './client.schema';

const ORIGIN = 'https://api.storesearch.test';

/** A client whose fetch answers with `answer` and records every URL it was asked for. */
function fakeClient(answer: (url: string, init: RequestInit) => unknown, config: Partial<ClientConfig> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createClient({
    baseUrl: ORIGIN,
    vendorId: '42',
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }) as unknown as typeof fetch,
    ...config,
  });
  return { client, calls };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('arguments are refused before anything is sent', () => {
  it.each(['.', '..', ''])('deleteStore refuses storeId %j', async (storeId) => {
    const { client, calls } = fakeClient(() => json({}));
    const error = await rejection(deleteStore(client, { storeId, storeType: 'shopify' }));
    expect(isStoreSearchError(error, 'invalidArgument')).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('a storeType of .. does not climb out of /api', async () => {
    const { client, calls } = fakeClient(() => json([]));
    const error = await rejection(listStoreProducts(client, { storeId: 1, storeType: '..' as 'shopify' }));
    expect(isStoreSearchError(error, 'invalidArgument')).toBe(true);
    expect((error as StoreSearchError).issue).toMatch(/^params\.storeType: /);
    expect(calls).toHaveLength(0);
  });

  it('a missing path parameter is an invalid argument naming the call', async () => {
    const { client, calls } = fakeClient(() => json({}));
    const error = await rejection(getStoreVendor(client, {} as { vendorId: string }));
    expect(isStoreSearchError(error, 'invalidArgument')).toBe(true);
    expect((error as StoreSearchError).message).toMatch(
      /^Invalid request to GET \/api\/v1\/storevendor\/\{vendorId\} \(getStoreVendor\): params\.vendorId: /,
    );
    expect(calls).toHaveLength(0);
  });

  it('any string id stays one path segment, or the call is refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.constantFrom('.', '..', '', './', '../x', '%2e%2e', '..%2f', '\u0000')),
        async (storeId) => {
          const { client, calls } = fakeClient(() => json({}));
          const outcome = await deleteStore(client, { storeId, storeType: 'woocommerce' }).then(
            () => 'sent',
            (error: unknown) => error,
          );
          if (outcome !== 'sent') {
            expect(isStoreSearchError(outcome, 'invalidArgument')).toBe(true);
            expect(calls).toHaveLength(0);
            return;
          }
          const url = new URL(calls[0]?.url ?? '');
          const segments = url.pathname.split('/');
          expect(segments.slice(0, -1)).toEqual(['', 'api', 'v1', 'woocommerce-stores']);
          expect(decodeURIComponent(segments.at(-1) ?? '')).toBe(storeId);
        },
      ),
      { numRuns: 500 },
    );
  }, 60_000);

  it('a body that breaks its schema is refused: updatePlanPrices with -5 and NaN', async () => {
    const { client, calls } = fakeClient(() => json({ success: true }));
    const error = await rejection(
      updatePlanPrices(client, { planId: 'p1', monthlyPrice: -5, yearlyPrice: Number.NaN, notify: false }),
    );
    expect(isStoreSearchError(error, 'invalidArgument')).toBe(true);
    expect((error as StoreSearchError).issue).toMatch(/^body\.monthlyPrice: /);
    expect(calls).toHaveLength(0);
  });

  it('a query that breaks its schema is refused', async () => {
    const { client, calls } = fakeClient(() => json([]));
    const error = await rejection(
      listStoreProducts(client, {
        storeId: { toString: () => '1' } as unknown as string,
        storeType: 'shopify',
      }),
    );
    expect(isStoreSearchError(error, 'invalidArgument')).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['a line break', 'a\r\nx-admin: 1'],
    ['a leading space', ' 42'],
    ['a non-ASCII letter', 'ventë'],
  ])('a vendor id with %s is refused', async (_what, vendorId) => {
    const { client, calls } = fakeClient(() => json({}), { vendorId });
    const error = await rejection(getBatchInit(client));
    expect(isStoreSearchError(error, 'invalidArgument')).toBe(true);
    expect((error as StoreSearchError).issue).toBe('x-vendor-id: not a valid header value');
    expect(calls).toHaveLength(0);
  });

  it('a throwing or rejecting getVendorId is an invalid argument carrying the cause', async () => {
    const boom = new Error('no session');
    for (const getVendorId of [
      () => {
        throw boom;
      },
      () => Promise.reject(boom),
    ]) {
      const { client, calls } = fakeClient(() => json({}), { vendorId: undefined, getVendorId });
      const error = await rejection(getBatchInit(client));
      expect(isStoreSearchError(error, 'invalidArgument')).toBe(true);
      expect((error as StoreSearchError).cause).toBe(boom);
      expect(calls).toHaveLength(0);
    }
  });

  it('a body JSON cannot hold (a cycle, a BigInt) is an invalid argument', async () => {
    const anyBody = defineEndpoint({
      id: 'anyBody',
      tag: 'test',
      method: 'POST',
      path: '/api/test',
      body: z.unknown(),
      response: ackResponseSchema,
    });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const body of [cyclic, { n: 10n }]) {
      const { client, calls } = fakeClient(() => json({}));
      const error = await rejection(request(client, anyBody, { body }));
      expect(isStoreSearchError(error, 'invalidArgument')).toBe(true);
      expect((error as StoreSearchError).issue).toMatch(/^body cannot be sent: /);
      expect(calls).toHaveLength(0);
    }
  });

  it('a custom fetch resolving undefined or a non-Response is an invalid argument', async () => {
    for (const answer of [undefined, null, 42, { status: 200 }]) {
      const { client } = fakeClient(() => answer);
      const error = await rejection(getBatchInit(client));
      expect(isStoreSearchError(error, 'invalidArgument')).toBe(true);
      expect((error as StoreSearchError).issue).toMatch(/^fetch resolved \w+, not a Response$/);
    }
  });

  it('a non-object input is an invalid argument', async () => {
    const { client, calls } = fakeClient(() => json({}));
    const error = await rejection(client.request(deleteStoreLikeEndpoint, null as never));
    expect(isStoreSearchError(error, 'invalidArgument')).toBe(true);
    expect(calls).toHaveLength(0);
  });
});

const deleteStoreLikeEndpoint = defineEndpoint({
  id: 'deleteThing',
  tag: 'test',
  method: 'DELETE',
  path: '/api/things/{id}',
  params: z.object({ id: z.string() }),
  response: ackResponseSchema,
});

describe('Retry-After', () => {
  it.each(['-5', '1.5', '+30', '1e3', 'soon', '', '  ', '0x10', 'Infinity', '2026-01-01'])(
    '%j is no wait, so the message says 15 minutes',
    async (value) => {
      const { client } = fakeClient(() => json({}, { status: 429, headers: { 'Retry-After': value } }));
      const error = await rejection(getBatchInit(client));
      expect(isStoreSearchError(error, 'rateLimited')).toBe(true);
      expect((error as StoreSearchError).retryAfterSeconds).toBeUndefined();
      expect((error as StoreSearchError).message).toBe(
        'Rate limit exceeded. Please try again in 15 minutes.',
      );
    },
  );

  it('an absurd wait is capped at one day', async () => {
    const { client } = fakeClient(() =>
      json({}, { status: 429, headers: { 'Retry-After': '99999999999999999999' } }),
    );
    const error = (await rejection(getBatchInit(client))) as StoreSearchError;
    expect(error.retryAfterSeconds).toBe(MAX_RETRY_AFTER_SECONDS);
    expect(error.message).toBe('Rate limit exceeded. Please try again in 24 hours.');
    expect(parseRetryAfter('Fri, 01 Jan 2100 00:00:00 GMT', Date.parse('2026-01-01T00:00:00Z'))).toBe(
      MAX_RETRY_AFTER_SECONDS,
    );
  });

  it('digits read as seconds up to the cap; anything not digits nor an HTTP date is undefined', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (seconds) => {
        const expected =
          seconds > BigInt(MAX_RETRY_AFTER_SECONDS) ? MAX_RETRY_AFTER_SECONDS : Number(seconds);
        expect(parseRetryAfter(String(seconds))).toBe(expected);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\s*\d+\s*$/.test(s) && !/^\s*(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/.test(s)),
        (value) => {
          expect(parseRetryAfter(value, 0)).toBeUndefined();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('every HTTP date form is read, and the wait never goes below 0 nor above the cap', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (offset) => {
        const date = new Date(now + offset * 1000);
        const expected = Math.min(Math.max(0, offset), MAX_RETRY_AFTER_SECONDS);
        expect(parseRetryAfter(date.toUTCString(), now)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
    expect(parseRetryAfter('Monday, 01-Jun-26 12:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('Mon Jun  1 12:02:00 2026', now)).toBe(120);
  });
});

describe('error bodies', () => {
  it("keeps the server's message when `error` is null", async () => {
    const { client } = fakeClient(() =>
      json({ success: false, error: null, message: 'Maintenance window' }, { status: 503 }),
    );
    const error = (await rejection(getBatchInit(client))) as StoreSearchError;
    expect(error.kind).toBe('http');
    expect(error.status).toBe(503);
    expect(error.message).toBe('Maintenance window');
    expect(formatStoreSearchError(error)).toBe('Maintenance window');
  });

  it('a 200 that says success: false with a message is that message, not a schema issue', async () => {
    const { client } = fakeClient(() => json({ success: false, error: null, message: 'Maintenance window' }));
    const error = (await rejection(getBatchInit(client))) as StoreSearchError;
    expect(error.kind).toBe('http');
    expect(error.serverMessage).toBe('Maintenance window');
  });

  it('an empty or null error text falls through to the next place, then the catalogue', async () => {
    const { client } = fakeClient(() => json({ error: { message: null }, message: '' }, { status: 500 }));
    const error = (await rejection(getBatchInit(client))) as StoreSearchError;
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toBe('Failed to fetch');
  });
});

describe('ids beyond 2^53', () => {
  it('are kept as the server wrote them', async () => {
    const { client } = fakeClient(
      () =>
        new Response(
          '{"success":true,"data":{"id":9007199254740993,"name":"V","shopifyStores":[],"woocommerceStores":[]}}',
          {
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    const vendor = await getStoreVendor(client, { vendorId: '9007199254740993' });
    expect(vendor?.id).toBe('9007199254740993');
  });
});

describe('invoice downloads are PDFs or typed failures', () => {
  const pdfBytes = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
  it.each([
    ['an HTML page', '<script>alert(1)</script>', 'text/html'],
    ['HTML labelled as a PDF', '<html><script>alert(1)</script></html>', 'application/pdf'],
    ['a PDF labelled as HTML', '%PDF-1.4\n', 'text/html'],
    ['no content type', '%PDF-1.4\n', ''],
    ['an empty PDF', '', 'application/pdf'],
  ])('%s is an invalid response', async (_what, body, type) => {
    const { client } = fakeClient(
      () => new Response(body, { headers: type ? { 'Content-Type': type } : {} }),
    );
    for (const call of [
      () => downloadOrderInvoice(client, { orderId: 1 }),
      () => downloadInvoice(client, { userId: 1 }),
    ]) {
      const error = await rejection(call());
      expect(isStoreSearchError(error, 'invalidResponse')).toBe(true);
    }
  });

  it('a PDF comes back as an application/pdf Blob with its bytes', async () => {
    const { client } = fakeClient(
      () => new Response(pdfBytes, { headers: { 'Content-Type': 'application/pdf; charset=binary' } }),
    );
    const blob = await downloadOrderInvoice(client, { orderId: 1 });
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdfBytes);
  });
});

describe('time limit and aborts', () => {
  const never = () => new Promise<never>(() => undefined);

  it(`a call that never answers fails as a timeout after the default ${DEFAULT_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const { client } = fakeClient(never);
    let settled: unknown;
    const pending = getBatchInit(client).catch((error: unknown) => {
      settled = error;
    });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(isStoreSearchError(settled, 'timeout')).toBe(true);
    expect((settled as StoreSearchError).timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
    expect((settled as StoreSearchError).message).toBe('The request timed out. Please try again.');
  });

  it('the limit is configurable per client and per call, and the fetch sees its signal abort', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const { client } = fakeClient(
      (_url, init) => {
        seen = init.signal ?? undefined;
        return never();
      },
      { timeoutMs: 100 },
    );
    const first = getBatchInit(client).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(isStoreSearchError(await first, 'timeout')).toBe(true);
    expect(seen?.aborted).toBe(true);
    const second = getBatchInit(client, { timeoutMs: 5 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5);
    expect(((await second) as StoreSearchError).timeoutMs).toBe(5);
  });

  it('a slow body counts against the limit too', async () => {
    vi.useFakeTimers();
    const { client } = fakeClient(
      () => new Response(new ReadableStream({ start: () => undefined }), { status: 200 }),
      { timeoutMs: 50 },
    );
    const pending = getBatchInit(client).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(isStoreSearchError(await pending, 'timeout')).toBe(true);
  });

  it('an AbortError the caller did not ask for is a network failure', async () => {
    const { client } = fakeClient(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await rejection(getBatchInit(client, { signal: new AbortController().signal }));
    expect(isStoreSearchError(error, 'network')).toBe(true);
    expect((error as StoreSearchError).cause).toBeInstanceOf(DOMException);
  });

  it("the caller's own abort passes through as its AbortError, even from a fetch that ignores signals", async () => {
    const controller = new AbortController();
    const { client } = fakeClient(never);
    const pending = getBatchInit(client, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect((error as Error).name).toBe('AbortError');
    expect(isStoreSearchError(error)).toBe(false);
  });
});

describe('one error identity', () => {
  it('an error made by another copy of the module is a StoreSearchError here, and vice versa', async () => {
    vi.resetModules();
    const copy = await import('./client.error');
    expect(copy.StoreSearchError).not.toBe(StoreSearchError);
    const foreign = new copy.StoreSearchError({ kind: 'timeout', messageKey: 'requestTimeout' });
    const local = new StoreSearchError({ kind: 'network', messageKey: 'networkError' });
    expect(isStoreSearchError(foreign, 'timeout')).toBe(true);
    expect(foreign instanceof StoreSearchError).toBe(true);
    expect(copy.isStoreSearchError(local, 'network')).toBe(true);
    expect(isStoreSearchError(new Error('x'))).toBe(false);
    expect(isStoreSearchError({ name: 'StoreSearchError', kind: 'network' })).toBe(false);
  });

  it('a subclass keeps the ordinary instanceof', () => {
    class Special extends StoreSearchError {}
    const plain = new StoreSearchError({ kind: 'network', messageKey: 'networkError' });
    expect(plain instanceof Special).toBe(false);
    expect(new Special({ kind: 'network', messageKey: 'networkError' }) instanceof Special).toBe(true);
  });
});
