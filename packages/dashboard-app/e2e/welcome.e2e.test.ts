/**
 * End to end: the built dashboard (packages/dashboard-app/dist, from `pnpm build`) served by the demo server,
 * in real Chromium. The app runs in demo mode, so its MSW worker answers the API inside the browser and the
 * server only serves files; this proves the production bundle, the worker script and the routing together.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { type DemoServer, startDemoServer } from '@storesearch/sdk/mocks/server';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

let server: DemoServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `No built app in ${distDir}: run \`pnpm build\` (or \`pnpm --filter @storesearch/dashboard-app build\`) first.`,
    );
  }
  server = await startDemoServer({ port: 0, staticDir: distDir });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a fresh page and collects the errors it logs, so a broken bundle fails the test with its message. */
async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return { page, errors };
}

describe('the built dashboard on the demo backend', () => {
  it('redirects / to the vendor welcome page and shows the demo vendor’s stores', async () => {
    const { page, errors } = await openPage();
    const batchInit = page.waitForResponse((response) =>
      response.url().includes('/api/v1/vendor-info/batch-init'),
    );
    await page.goto(`${server.url}/`);
    await page.waitForURL('**/dashboard/vendor');
    // Demo mode answers in the browser: the worker, not the server, sent the welcome page's data.
    expect((await batchInit).fromServiceWorker()).toBe(true);

    const demoStores = server.backend.db.stores.filter((store) => store.vendorId === DEMO_VENDOR_ID);
    expect(demoStores.length).toBeGreaterThanOrEqual(2);

    const storesRegion = page.getByRole('region', { name: 'Your Stores' });
    for (const store of demoStores) {
      await storesRegion
        .getByRole('article', { name: store.title })
        .waitFor({ state: 'visible', timeout: 15_000 });
    }
    expect(await storesRegion.getByRole('article').count()).toBe(demoStores.length);
    expect(await page.getByRole('group', { name: 'Connected Stores' }).textContent()).toContain(
      String(demoStores.length),
    );
    expect(await page.getByRole('table', { name: 'Sync History' }).getByRole('row').count()).toBeGreaterThan(
      1,
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
