import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoBackend } from './mocks.backend';
import { DEMO_STORES, DEMO_VENDOR_ID } from './mocks.seed';
import { DEMO_RESET_PATH, type DemoServer, startDemoServer } from './server';

/** A raw request, for what fetch hides (an OPTIONS preflight, a `..` path). */
function raw(
  url: string,
  method: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startDemoServer', () => {
  let server: DemoServer;
  let parentDir: string;
  let staticDir: string;

  beforeAll(async () => {
    parentDir = await mkdtemp(join(tmpdir(), 'demo-static-'));
    staticDir = join(parentDir, 'public');
    await mkdir(join(staticDir, 'assets'), { recursive: true });
    // A file next to the served folder: no URL may reach it.
    await writeFile(join(parentDir, 'secret.txt'), 'secret');
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
    server = await startDemoServer({ port: 0, staticDir, backend: createDemoBackend() });
  });

  afterAll(async () => {
    await server.close();
    await rm(parentDir, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 on a random port and answers the API over real HTTP', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/api/v1/vendor-info/batch-init`, {
      headers: { 'x-vendor-id': String(DEMO_VENDOR_ID) },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { vendor: { id: number } } };
    expect(body.data.vendor.id).toBe(DEMO_VENDOR_ID);
  });

  it('answers a CORS preflight and echoes the origin with credentials on responses', async () => {
    const preflight = await raw(`${server.url}/api/v1/boosting-rules`, 'OPTIONS', {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-vendor-id',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type,x-vendor-id');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');

    const response = await fetch(`${server.url}/api/v1/vendor-info`, {
      headers: { origin: 'http://localhost:5173', 'x-vendor-id': String(DEMO_VENDOR_ID) },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('collects a text/plain beacon body and keeps the events in backend.db', async () => {
    const event = {
      event_id: 'srv-1',
      event_name: 'search_query',
      event_details: { search_query: 'hoodie' },
      timestamp: '2026-10-15T09:00:00.000Z',
      session_id: 's',
      user_id: null,
      vendor_id: String(DEMO_VENDOR_ID),
      store_id: String(DEMO_STORES.shopify.id),
      platform: 'shopify',
    };
    const response = await fetch(`${server.url}/api/ubi/collect`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:5173' },
      body: JSON.stringify([event]),
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(server.backend.db.ubi.events.map((e) => e.event_id)).toContain('srv-1');
  });

  it('drops the connection for a network fault, so fetch rejects', async () => {
    server.backend.faults.set('getVendorInfo', { kind: 'networkError' }, { times: 1 });
    await expect(
      fetch(`${server.url}/api/v1/vendor-info`, { headers: { 'x-vendor-id': '101' } }),
    ).rejects.toThrow(TypeError);
  });

  it('serves static files, falls back to index.html for app routes, and never leaves the folder', async () => {
    const script = await fetch(`${server.url}/assets/app.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toBe('console.log(1)');
    const route = await fetch(`${server.url}/dashboard/vendor?storeId=201`);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(await route.text()).toContain('<title>app</title>');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
    ]) {
      const response = await raw(`${server.url}${path}`, 'GET');
      expect(response.body, path).not.toBe('secret');
      expect(response.status, path).toBe(404);
    }
  });

  it('keeps what a client saves across requests until a reset call restores the seed', async () => {
    const profile = `${server.url}/api/user/profile`;
    const session = `${server.url}/api/auth/session`;
    const signedIn = server.backend.db.session.userId;
    server.backend.db.session.userId = server.backend.db.users[0]!.id;
    const seeded = await (await fetch(session)).json();
    const saved = await fetch(profile, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstname: 'Kept', lastname: 'Across' }),
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(await (await fetch(session)).json())).toContain('Kept Across');
    // Only a POST resets: a page or a crawler reading the address changes nothing.
    await raw(`${server.url}${DEMO_RESET_PATH}`, 'GET');
    expect(JSON.stringify(await (await fetch(session)).json())).toContain('Kept Across');
    expect((await raw(`${server.url}${DEMO_RESET_PATH}`, 'POST')).status).toBe(204);
    server.backend.db.session.userId = server.backend.db.users[0]!.id;
    expect(await (await fetch(session)).json()).toEqual(seeded);
    server.backend.db.session.userId = signedIn;
  });

  it('answers an unknown API path with a 404 error body', async () => {
    const response = await fetch(`${server.url}/api/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, error: { message: expect.any(String) } });
  });
});

describe('startDemoServer without options', () => {
  it('creates its own backend and closes cleanly', async () => {
    const server = await startDemoServer();
    const response = await fetch(`${server.url}/api/v1/storevendor/${DEMO_VENDOR_ID}`);
    expect(response.status).toBe(200);
    await server.close();
    await expect(fetch(`${server.url}/api/v1/storevendor/${DEMO_VENDOR_ID}`)).rejects.toThrow();
  });
});
