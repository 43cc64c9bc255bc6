import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { type DemoServer, startDemoServer } from '../src/mocks/server';
import { UBI_COLLECT_PATH } from '../src/ubi/ubi.constants';
import type { UbiEvent } from '../src/ubi/ubi.schema';

let staticDir = '';
let server: DemoServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every batch the page delivered (the request finished), as the event ids it carried. */
let delivered: string[][];
/** Content types of the beacons the page sent. */
let beaconTypes: string[];

const serverIds = () => server.backend.db.ubi.events.map((e) => e.event_id);

/** Tracks `count` events in the page and returns their ids. */
const track = (name: string, count: number) =>
  page.evaluate(
    ([eventName, n]) => Array.from({ length: n }, (_, i) => window.ubi.track(eventName, { i }).event_id),
    [name, count] as const,
  );

beforeAll(async () => {
  // The fixture page: the collector bundled by esbuild into an inline script.
  const bundle = await build({
    entryPoints: [join(import.meta.dirname, 'fixtures/ubi.page.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  staticDir = await mkdtemp(join(tmpdir(), 'ubi-e2e-'));
  await writeFile(
    join(staticDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>UBI e2e</title></head>` +
      `<body><script>${bundle.outputFiles[0]?.text}</script></body></html>`,
  );
  server = await startDemoServer({ port: 0, staticDir });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (staticDir) await rm(staticDir, { recursive: true, force: true });
});

beforeEach(async () => {
  server.backend.db.ubi.events.length = 0;
  delivered = [];
  beaconTypes = [];
  context = await browser.newContext();
  page = await context.newPage();
  page.on('request', (request) => {
    if (request.url().endsWith(UBI_COLLECT_PATH) && request.resourceType() === 'ping')
      beaconTypes.push(request.headers()['content-type'] ?? '');
  });
  page.on('requestfinished', (request) => {
    if (!request.url().endsWith(UBI_COLLECT_PATH) || request.method() !== 'POST') return;
    const events = JSON.parse(request.postData() ?? '[]') as UbiEvent[];
    delivered.push(events.map((e) => e.event_id));
  });
  await page.goto(`${server.url}/`);
});

afterEach(async () => {
  await context.close();
});

describe('UBI collector in Chromium', () => {
  it('delivers every event by beacon on pagehide', async () => {
    const ids = await track('search', 3);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect.poll(serverIds).toEqual(ids);
    // A text/plain beacon: CORS-safelisted, so a cross-origin collector would need no preflight.
    expect(beaconTypes).toEqual(['text/plain;charset=UTF-8']);
  });

  it('delivers by beacon when the document turns hidden (visibilitychange bubbles to window)', async () => {
    const ids = await track('search', 2);
    await page.evaluate(() => {
      // Headless Chromium cannot hide a tab: the document says hidden and fires the event as the browser would.
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await expect.poll(serverIds).toEqual(ids);
    expect(beaconTypes).toHaveLength(1);
  });

  it('delivers every event when the user navigates away', async () => {
    const ids = await track('product_click', 4);
    await page.goto('about:blank');
    await expect.poll(serverIds).toEqual(ids);
  });

  it('flushes 5 events at once and the rest 3 s later, by fetch', async () => {
    const ids = await track('search', 6);
    await expect.poll(serverIds).toEqual(ids.slice(0, 5));
    await expect.poll(serverIds).toEqual(ids);
    expect(beaconTypes).toEqual([]);
  });

  it('keeps events tracked offline across a reload and delivers each exactly once when back online', async () => {
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    const ids = await track('offline', 7);
    // The batch of 5 fails at once; give the page a moment to record the failure.
    await page.waitForTimeout(200);
    // Reloading offline fails, but the page goes away: pagehide fires and must not lose anything.
    await page.reload().catch(() => undefined);
    await context.setOffline(false);
    await page.goto(`${server.url}/`);
    await expect.poll(() => [...serverIds()].sort()).toEqual([...ids].sort());
    // The page reports a request finished a moment after the server stored its events.
    await expect.poll(() => delivered.flat().length).toBeGreaterThanOrEqual(ids.length);
    const sends = delivered.flat();
    for (const id of ids) expect(sends.filter((sent) => sent === id)).toHaveLength(1);
    expect(serverIds()).toHaveLength(ids.length);
  });
});
