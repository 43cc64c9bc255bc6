/**
 * The analytics loop, end to end: the storefront's production build (against the packages' built `dist`) served
 * by the demo server, whose `/api` is the backend the dashboard reads. A shopper in Chromium searches, finds
 * nothing, searches again, opens a result and buys it; the SDK's collector sends the events, and the Search
 * Insights calls the dashboard makes (over HTTP, to the same server) report them.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createClient } from '@storesearch/sdk';
import {
  DEFAULT_PERIOD,
  getInsightsOverview,
  getNoResultQueries,
  getTopConvertingQueries,
  type InsightsQuery,
} from '@storesearch/sdk/insights';
import { createDemoBackend, DEMO_STORES, DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { type DemoServer, startDemoServer } from '@storesearch/sdk/mocks/server';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const exampleDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const sdkDist = join(exampleDir, '..', '..', 'packages', 'sdk', 'dist', 'index.d.ts');

/** A query the demo catalogue has nothing for. */
const NOTHING_FOUND = 'purple wombat boots';
/** A query the demo catalogue answers. */
const FOUND = 'running shoes';

let server: DemoServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(sdkDist)) {
    throw new Error('packages/sdk/dist is not built: run `pnpm build` first (the example uses the build).');
  }
  await promisify(execFile)('pnpm', ['run', 'build'], { cwd: exampleDir, timeout: 110_000 }).catch(
    (error: { stdout?: string; stderr?: string }) => {
      throw new Error(
        `The example's build failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`.slice(0, 4000),
      );
    },
  );
  // The backend's clock stands still at the start: its seeded traffic is generated up to the hour of `now`, so
  // a moving clock crossing an hour would change the totals under the test. The period (the last 7 days up to
  // the end of today) still holds what the page sends a few seconds later.
  const startedAt = Date.now();
  const backend = createDemoBackend({ now: () => startedAt });
  server = await startDemoServer({ port: 0, staticDir: join(exampleDir, 'dist'), backend });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('examples/storefront, built and served by the demo server', () => {
  it("sends a shopper's search, click and purchase, and the Search Insights report them", async () => {
    // The dashboard's view of the store the page searches by default: its Search Insights, default period.
    const dashboard = createClient({ baseUrl: server.url, vendorId: DEMO_VENDOR_ID });
    const scope: InsightsQuery = { period: DEFAULT_PERIOD, storeId: DEMO_STORES.shopify.id };
    const before = (await getInsightsOverview(dashboard, scope)).totals;
    const noResultsBefore = await getNoResultQueries(dashboard, scope);
    expect(noResultsBefore.rows.map((row) => row.query)).not.toContain(NOTHING_FOUND);

    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });

    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Acme Outdoor', level: 1 }).waitFor();
    const box = page.getByRole('searchbox', { name: 'Search products' });
    const results = page.getByRole('region', { name: 'Results' });

    await box.fill(NOTHING_FOUND);
    await box.press('Enter');
    await results.getByRole('status').getByText(`No results for “${NOTHING_FOUND}”.`).waitFor();

    await box.fill(FOUND);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await results
      .getByRole('status')
      .getByText(/^\d+ results? for “running shoes”\.$/)
      .waitFor();
    const second = results.getByRole('listitem').nth(1);
    const title = (await second.getByRole('button').textContent()) ?? '';
    await second.getByRole('button').click();
    const product = page.getByRole('region', { name: title, exact: true });
    await product.getByRole('button', { name: 'Buy' }).click();
    await product.getByRole('status').getByText(`Thank you! Your order for ${title} is placed.`).waitFor();

    // The collector sends its batch 3 s after the last event: wait for the reports, as the dashboard's next poll.
    await expect
      .poll(async () =>
        (await getNoResultQueries(dashboard, scope)).rows.find((r) => r.query === NOTHING_FOUND),
      )
      .toMatchObject({ query: NOTHING_FOUND, searches: 1 });
    const after = (await getInsightsOverview(dashboard, scope)).totals;
    expect(after.searches.current - before.searches.current).toBe(2);
    expect(after.noResultSearches.current - before.noResultSearches.current).toBe(1);
    expect(after.clicks.current - before.clicks.current).toBe(1);
    expect(after.conversions.current - before.conversions.current).toBe(1);
    const converting = await getTopConvertingQueries(dashboard, scope);
    expect(converting.rows.map((row) => row.query)).toContain(FOUND);

    // What reached the collect endpoint: each event once, with the details the insights read.
    const events = server.backend.db.ubi.events;
    expect(events.map((event) => event.event_name)).toEqual([
      'search',
      'search',
      'product_click',
      'purchase_completed',
    ]);
    expect(
      events.every((e) => e.store_id === String(DEMO_STORES.shopify.id) && e.platform === 'shopify'),
    ).toBe(true);
    const [empty, search, click, purchase] = events.map((event) => event.event_details);
    expect(empty).toEqual({ search_query: NOTHING_FOUND, result_ids: [], result_count: 0 });
    expect(search).toMatchObject({ search_query: FOUND, result_count: expect.any(Number) });
    const shown = search?.result_ids as string[];
    expect(click).toEqual({ search_query: FOUND, product_id: shown[1], product_title: title, position: 2 });
    const price = createDemoBackend()
      .db.products.get(DEMO_STORES.shopify.id)
      ?.find((p) => String(p.id) === shown[1])?.price;
    expect(purchase).toEqual({
      search_query: FOUND,
      product_id: shown[1],
      product_title: title,
      revenue: price,
      currency: 'USD',
    });
    expect(after.revenue.current - before.revenue.current).toBeCloseTo(price ?? Number.NaN, 2);
    expect(server.backend.db.ubi.duplicates).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
