/**
 * The partner example as a partner ships it: its production build (type check + vite build against the
 * packages' built `dist`, not their source), served as static files, opened in Chromium. Both embedded
 * widgets must show the demo backend's data inside the host's own Radix Theme and QueryClient.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadMessages } from '@storesearch/sdk/i18n';
import { createDemoBackend, DEMO_STORES, DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { type DemoServer, startDemoServer } from '@storesearch/sdk/mocks/server';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const exampleDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const packagesDir = join(exampleDir, '..', '..', 'packages');

let server: DemoServer;
let browser: Browser;

beforeAll(async () => {
  for (const pkg of ['sdk', 'react']) {
    if (!existsSync(join(packagesDir, pkg, 'dist', 'index.d.ts'))) {
      throw new Error(
        `packages/${pkg}/dist is not built: run \`pnpm build\` first (the example uses the builds).`,
      );
    }
  }
  await promisify(execFile)('pnpm', ['run', 'build'], { cwd: exampleDir, timeout: 110_000 }).catch(
    (error: { stdout?: string; stderr?: string }) => {
      // The build's own output says what broke (a type error, or an export the built sdk no longer has).
      throw new Error(
        `The example's build failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`.slice(0, 4000),
      );
    },
  );
  server = await startDemoServer({ port: 0, staticDir: join(exampleDir, 'dist') });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('examples/partner-admin, built and served', () => {
  it('shows the store list and the boosting rules from the demo backend, in the host theme and language', async () => {
    // The same seed gives the same world the page's in-browser demo backend holds.
    const world = createDemoBackend().db;
    const storeNames = world.stores.filter((store) => store.vendorId === DEMO_VENDOR_ID).map((s) => s.title);
    const ruleNames = world.boostingRules
      .filter((rule) => rule.storeId === DEMO_STORES.shopify.id)
      .map((rule) => rule.name);
    expect(storeNames.length).toBeGreaterThan(1);
    expect(ruleNames.length).toBeGreaterThan(0);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    const apiCalls: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });

    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Acme Admin', level: 1 }).waitFor();

    // Widget 1: the vendor's stores.
    const stores = page.getByRole('region', { name: 'Your Stores' });
    for (const name of storeNames) {
      await stores.getByRole('article', { name }).waitFor({ state: 'visible' });
    }
    // Widget 2: the boosting rules of the first (Shopify) store.
    const rules = page.getByRole('region', { name: 'Dynamic Re-Rank' });
    for (const name of ruleNames) {
      await rules.getByRole('article', { name }).waitFor({ state: 'visible' });
    }

    // theme={false}: one Radix Theme on the page, the host's, whose accent the widgets' buttons use.
    expect(await page.locator('.radix-themes').count()).toBe(1);
    expect(await page.locator('.radix-themes').getAttribute('data-accent-color')).toBe('crimson');
    const addRuleColour = await rules
      .getByRole('button', { name: 'Add Rule' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    const hostAccent = await page.locator('.radix-themes').evaluate((theme) => {
      const probe = theme.appendChild(document.createElement('span'));
      probe.style.backgroundColor = 'var(--accent-9)';
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    expect(addRuleColour).toBe(hostAccent);

    // The host's language select drives the provider's `locale`.
    const german = await loadMessages('de');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'de' }).click();
    await page.getByRole('region', { name: german.yourStores }).waitFor();

    // The demo backend answered inside the page (createDemoFetch): nothing reached a server.
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
