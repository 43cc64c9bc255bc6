import { readdirSync } from 'node:fs';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { demoRuleBody } from '../boosting/boosting.mock';
import type { AnyEndpoint } from '../client/client.endpoint';
import { type EndpointId, endpointAccess, endpointList, registeredRoute } from '../contract/endpoints';
import { createDemoBackend, type DemoBackend, faultHandler, registryRoutes } from './mocks.backend';
import { DEMO_RATE_LIMIT_MESSAGE, DEMO_SERVER_ERROR_MESSAGE } from './mocks.faults';
import { call, callEndpoint, callSample, json, ORIGIN } from './mocks.harness';
import { DEMO_ANCHOR_TIME, DEMO_STORES, DEMO_USERS } from './mocks.seed';

const SHOPIFY = DEMO_STORES.shopify.id;

/** True for an endpoint descriptor among a module's exports. */
function isEndpoint(value: unknown): value is AnyEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyEndpoint>;
  return (
    typeof candidate.id === 'string' && typeof candidate.path === 'string' && candidate.response !== undefined
  );
}

/** Every endpoint descriptor the domains' api modules (`src/<domain>/<domain>.api.ts`) export. */
async function declaredEndpoints(): Promise<AnyEndpoint[]> {
  const src = new URL('..', import.meta.url);
  const modules = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(new URL(`${dir.name}/`, src))
        .filter((file) => file.endsWith('.api.ts'))
        .map((file) => new URL(`${dir.name}/${file}`, src).href),
    );
  const exported = await Promise.all(modules.map((href) => import(href) as Promise<Record<string, unknown>>));
  return exported.flatMap((module) => Object.values(module).filter(isEndpoint));
}

describe('every endpoint', () => {
  it('a domain api module declares is registered by its domain mock module, once', async () => {
    const declared = await declaredEndpoints();
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(endpointList)).toEqual(new Set(declared));
    const ids = endpointList.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(registryRoutes().map((route) => route.endpoint)).toEqual(endpointList);
  });

  it.each(endpointList.map((e) => [e.id, e] as const))(
    '%s answers its sample request with a body its response schema accepts',
    async (id, endpoint) => {
      const backend = createDemoBackend({ now: () => DEMO_ANCHOR_TIME });
      const response = await callSample(backend, id);
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      let payload: unknown;
      if (endpoint.responseType === 'blob') {
        expect(response.headers.get('content-type')).toBe(endpoint.responseMediaType);
        payload = await response.blob();
      } else {
        const text = await response.text();
        payload = text === '' ? undefined : JSON.parse(text);
      }
      const parsed = z.safeParse(endpoint.response, payload);
      expect(parsed.success, parsed.error?.message).toBe(true);
    },
  );

  it('enforces the access each call declares: a session on user calls, an admin on admin calls', async () => {
    for (const { id } of endpointList) {
      const access = endpointAccess(id);
      if (access === 'public' || access === 'vendor') continue;
      const backend = createDemoBackend({ now: () => DEMO_ANCHOR_TIME });
      const input = registeredRoute(id).sample(backend.db);
      backend.db.session.userId = null;
      const anonymous = await callEndpoint(backend, id, input);
      expect(anonymous.status, `${id} without a session`).toBe(401);
      if (access === 'admin') {
        backend.db.session.userId = DEMO_USERS.vendor.id;
        const vendorCall = await callEndpoint(backend, id, input);
        expect(vendorCall.status, `${id} as a vendor`).toBe(403);
      }
    }
  });

  it('answers 401 without x-vendor-id on vendor calls, but not on user, session, admin or UBI calls', async () => {
    const backend = createDemoBackend();
    for (const { id } of endpointList) {
      // Each call as its sample's caller (logout ends the session, admin calls sign the admin in).
      backend.db.session.userId = DEMO_USERS.vendor.id;
      const response = await callSample(backend, id, { vendor: null });
      if (endpointAccess(id) !== 'vendor') expect(response.status, id).not.toBe(401);
      else {
        expect(response.status, id).toBe(401);
        expect(await json(response)).toMatchObject({
          success: false,
          error: { message: expect.any(String) },
        });
      }
    }
  });

  it('answers 400 Invalid vendorId for a vendor id that is not a number', async () => {
    const response = await call(createDemoBackend(), 'GET', '/api/v1/vendor-info/batch-init', {
      vendor: 'abc',
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { message: 'Invalid vendorId' } });
  });

  it("answers 404 with an error body for unknown ids and another vendor's store", async () => {
    const backend = createDemoBackend();
    for (const [method, path] of [
      ['GET', '/api/v1/analytics/store/999999/batch-dashboard'],
      ['GET', `/api/v1/analytics/store/${DEMO_STORES.secondVendor.id}/realtime`],
      ['DELETE', '/api/v1/color-mappings/424242'],
      ['PUT', '/api/v1/boosting-rules/424242'],
      ['GET', '/api/v1/storevendor/999'],
      ['GET', '/api/user/999/invoice'],
      ['GET', `/api/user/${DEMO_USERS.secondVendor.id}/invoices`],
      ['GET', `/api/v1/analytics/vendor/${DEMO_USERS.secondVendor.id}/recent-searches`],
    ] as const) {
      const body = method === 'PUT' ? demoRuleBody('x') : undefined;
      const response = await call(backend, method, path, { body });
      expect(response.status, path).toBe(404);
      expect((await json(response)).error, path).toMatchObject({ message: expect.any(String) });
    }
  });

  it('answers 400 naming the field when a body breaks the request schema', async () => {
    const response = await call(createDemoBackend(), 'PATCH', '/api/user/profile', {
      body: { firstname: 'A' },
    });
    expect(response.status).toBe(400);
    expect(String(((await json(response)) as { error: { message: string } }).error.message)).toContain(
      'lastname',
    );
  });
});

describe('the demo backend', () => {
  it('reset() restores the seeded world in place and clears faults', async () => {
    const backend = createDemoBackend();
    const { db } = backend;
    await call(backend, 'DELETE', `/api/v1/shopify-stores/${SHOPIFY}`);
    backend.faults.set('getBatchInit', { kind: 'networkError' });
    backend.reset();
    expect(backend.db).toBe(db);
    expect(db.stores.some((s) => s.id === SHOPIFY)).toBe(true);
    expect((await call(backend, 'GET', '/api/v1/vendor-info/batch-init')).status).toBe(200);
  });
});

describe('faults', () => {
  const batchInit = (backend: DemoBackend) => call(backend, 'GET', '/api/v1/vendor-info/batch-init');

  it('rateLimited answers 429 with Retry-After in seconds, or without the header', async () => {
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'rateLimited', retryAfter: 30 }, { times: 1 });
    const limited = await batchInit(backend);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(await json(limited)).toMatchObject({ error: { message: DEMO_RATE_LIMIT_MESSAGE } });
    expect((await batchInit(backend)).status).toBe(200);
    backend.faults.set('getBatchInit', { kind: 'rateLimited' });
    expect((await batchInit(backend)).headers.has('retry-after')).toBe(false);
  });

  it('serverError answers 500 with an error body, a custom message, or no body', async () => {
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'serverError' });
    expect(await json(await batchInit(backend))).toEqual({
      success: false,
      error: { message: DEMO_SERVER_ERROR_MESSAGE },
    });
    backend.faults.set('getBatchInit', { kind: 'serverError', message: 'Database unavailable' });
    const custom = await batchInit(backend);
    expect(custom.status).toBe(500);
    expect(await json(custom)).toMatchObject({ error: { message: 'Database unavailable' } });
    backend.faults.set('getBatchInit', { kind: 'serverError', message: null });
    const empty = await batchInit(backend);
    expect(empty.status).toBe(500);
    expect(await empty.text()).toBe('');
  });

  it('networkError makes the request fail at the network level', async () => {
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'networkError' });
    expect((await batchInit(backend)).type).toBe('error');
  });

  it('malformed answers 200 with invalid JSON, or JSON that breaks the response schema', async () => {
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'malformed' });
    const invalid = await batchInit(backend);
    expect(invalid.status).toBe(200);
    await expect(invalid.json()).rejects.toThrow(SyntaxError);
    backend.faults.set('getBatchInit', { kind: 'malformed', variant: 'schemaMismatch' });
    const mismatch = await (await batchInit(backend)).json();
    for (const endpoint of endpointList) {
      if (endpoint.responseType === 'blob') continue;
      expect(z.safeParse(endpoint.response, mismatch).success, endpoint.id).toBe(false);
    }
  });

  it('latency delays the normal answer', async () => {
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'latency', ms: 60 }, { times: 1 });
    const start = performance.now();
    expect((await batchInit(backend)).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(55);
  });

  it('counts down `times`, clears one endpoint or all, and only touches its own endpoint', async () => {
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'serverError' }, { times: 2 });
    backend.faults.set('getVendorInfo', { kind: 'serverError' });
    expect((await call(backend, 'GET', '/api/v1/storevendor/101')).status).toBe(200);
    expect((await batchInit(backend)).status).toBe(500);
    expect((await batchInit(backend)).status).toBe(500);
    expect((await batchInit(backend)).status).toBe(200);
    backend.faults.clear('getVendorInfo');
    expect((await call(backend, 'GET', '/api/v1/vendor-info')).status).toBe(200);
    backend.faults.set('getVendorInfo', { kind: 'serverError' });
    backend.faults.clear();
    expect(backend.faults.list().size).toBe(0);
  });

  it('is not used up by a path that only looks like the endpoint', async () => {
    const backend = createDemoBackend();
    backend.faults.set('listStoreProducts', { kind: 'serverError' }, { times: 1 });
    const lookalike = await getResponse(
      backend.handlers,
      new Request(`${ORIGIN}/api/v1/stores/${SHOPIFY}/products`),
    );
    expect(lookalike).toBeUndefined();
    expect((await call(backend, 'GET', `/api/shopify/stores/${SHOPIFY}/products`)).status).toBe(500);
  });

  it('faultHandler puts a failing handler in front of the defaults', async () => {
    const backend = createDemoBackend();
    const handlers = [
      faultHandler('getBatchInit', { kind: 'rateLimited', retryAfter: 5 }),
      ...backend.handlers,
    ];
    const response = await getResponse(
      handlers,
      new Request(`${ORIGIN}/api/v1/vendor-info/batch-init`, { headers: { 'x-vendor-id': '101' } }),
    );
    expect(response?.status).toBe(429);
    const slow = [faultHandler('getBatchInit', { kind: 'latency', ms: 1 }), ...backend.handlers];
    const delayed = await getResponse(
      slow,
      new Request(`${ORIGIN}/api/v1/vendor-info/batch-init`, { headers: { 'x-vendor-id': '101' } }),
    );
    expect(delayed?.status).toBe(200);
    expect(() => faultHandler('noSuchEndpoint' as EndpointId, { kind: 'networkError' })).toThrow(RangeError);
  });
});
