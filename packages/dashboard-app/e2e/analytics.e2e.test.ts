/**
 * End to end: every analytics and usage screen on the built app in real Chromium against the demo
 * backend: the dashboard's filter and CSV export, switching stores changes the figures, filter state, real-time
 * (with the offline map), search state row actions, usage links, and the Search Lab saved and reloaded.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../src/routes/paths';
import { openPage, recordApiRequests, setUpE2eWorld, signInAsDemoVendor, startWorld } from './e2e.helpers';

const world = setUpE2eWorld(startWorld, { resetBackendEachTest: true });

/** The demo vendor's two stores, as the header's store selector names them. */
const SHOPIFY_STORE = 'Northwind Sports';
const WOOCOMMERCE_STORE = 'Northwind Outlet';

/** Opens a vendor screen from the sidebar and waits for its title. */
async function openScreen(page: Page, link: string, title: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

/** Selects a store in the header. */
async function selectStore(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Select a store' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByTestId('selected-store-name').getByText(name, { exact: true }).waitFor();
}

/** The figure on a stat card, without its change against the previous period (which starts with an arrow). */
async function statValue(page: Page, label: string): Promise<string> {
  const card = page.getByRole('group', { name: label });
  await card.and(page.locator('[aria-busy="false"]')).waitFor();
  const text = (await card.textContent())?.replace(label, '') ?? '';
  return text.split(/[▲▼▬]/)[0]?.trim() ?? '';
}

describe('analytics and usage screens', () => {
  it('keeps the charts out of the first route: no chart code loads before an analytics screen opens', async () => {
    const { context, page } = await openPage(world);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signInAsDemoVendor(world, page);
    await page.waitForLoadState('networkidle');
    // A built file holds chart code when its source map lists the kit's chart modules: files are named by chunk.
    const assets = join(world.outDir, 'assets');
    const chartFiles = new Set<string>();
    const mapped = readdirSync(assets).filter(
      (name) => name.endsWith('.js') && existsSync(join(assets, `${name}.map`)),
    );
    for (const file of mapped) {
      const map = JSON.parse(await readFile(join(assets, `${file}.map`), 'utf8')) as { sources: string[] };
      if (map.sources.some((source) => source.includes('/react/src/charts/')))
        chartFiles.add(`/assets/${file}`);
    }
    expect(chartFiles.size).toBeGreaterThan(0);
    const chartScript = (path: string) => chartFiles.has(path);
    expect(scripts.filter(chartScript)).toEqual([]);
    await openScreen(page, 'Dashboard', 'Dashboard');
    await page.getByRole('figure', { name: 'Top 5 Clicked Products' }).waitFor();
    expect(scripts.some(chartScript)).toBe(true);
    await context.close();
  });

  it('dashboard: filter reorders, CSV export holds the rows, and switching stores changes the figures', async () => {
    const { context, page, errors } = await openPage(world);
    await signInAsDemoVendor(world, page);
    await openScreen(page, 'Dashboard', 'Dashboard');
    await page.getByTestId('selected-store-name').getByText(SHOPIFY_STORE, { exact: true }).waitFor();
    const shopifySearches = await statValue(page, 'Total Searches');
    expect(shopifySearches).toMatch(/^[\d,]+$/);
    expect(await statValue(page, 'Click-Through Rate')).toMatch(/^\d+%$/);
    expect(await statValue(page, 'Conversion')).toMatch(/^\$[\d,]+\.00$/);
    await page
      .getByRole('figure', { name: 'Top 5 Clicked Products' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await page
      .getByRole('figure', { name: 'Company Facts' })
      .getByText('No company facts to show yet.')
      .waitFor();

    // The filter reorders the table: by search name the queries read A to Z.
    const table = page.getByRole('table', { name: 'Recent Searches' });
    await table.getByRole('rowheader').first().waitFor();
    await page.getByRole('combobox', { name: 'Filter by' }).click();
    await page.getByRole('option', { name: 'Search name' }).click();
    const shown = await table.getByRole('rowheader').allTextContents();
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b)));
    // The table draws the rows in view; it says how many there are in all (and the header row).
    const rowCount = Number(await table.getAttribute('aria-rowcount')) - 1;
    expect(rowCount).toBeGreaterThanOrEqual(shown.length);

    // CSV export: one line per row shown, in the order shown.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV: Recent Searches' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^recent-searches-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    // Revenue in a column per currency: the Shopify store sells in dollars.
    expect(lines[0]).toBe('Query,Searches,Clicks,Conversion Rate,Revenue (USD),Last Searched,Status');
    expect(lines).toHaveLength(rowCount + 1);
    const exported = lines.slice(1).map((line) => line.split(',')[0]?.replace(/^"|"$/g, '') ?? '');
    expect(exported.slice(0, shown.length)).toEqual(shown);
    expect(exported).toEqual([...exported].sort((a, b) => a.localeCompare(b)));

    // Another store: its own figures.
    await selectStore(page, WOOCOMMERCE_STORE);
    await page.waitForFunction((before) => {
      const card = document.querySelector('[role="group"][aria-label="Total Searches"]');
      return card?.getAttribute('aria-busy') === 'false' && !card.textContent?.includes(before);
    }, shopifySearches);
    expect(await statValue(page, 'Total Searches')).not.toBe(shopifySearches);
    // The WooCommerce store sells in euros: its queries' revenue shows with €, never with $.
    await table
      .getByText(/^€[\d,]+\.\d{2}$/)
      .first()
      .waitFor();
    expect(await table.textContent()).not.toContain('$');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filter state, real-time and search state show their data; row actions work from the keyboard', async () => {
    const { context, page, errors } = await openPage(world);
    await signInAsDemoVendor(world, page);

    await openScreen(page, 'Filter State', 'Filter State');
    const filterChart = page.getByRole('figure', { name: 'Filter Usage' });
    await filterChart.locator('[data-chart-line]').first().waitFor();
    // The last 7 days end today: each line's stretch into today is dotted, named in the legend.
    expect(await filterChart.getByRole('listitem').allTextContents()).toEqual([
      'Category',
      'Brand',
      'Size',
      'Color',
      'Tag',
      'So far',
    ]);
    expect(await filterChart.locator('[data-chart-line-ongoing]').count()).toBe(5);

    await openScreen(page, 'Real-Time State', 'Real-Time State');
    await page.getByRole('figure', { name: 'Search Activity' }).locator('[data-chart-line]').waitFor();
    const topSearch = page.getByRole('list', { name: 'Top Search' });
    await topSearch.getByRole('listitem').first().waitFor();
    expect(await topSearch.getByRole('listitem').count()).toBeLessThanOrEqual(5);
    const map = page.getByRole('figure', { name: 'Where searches come from' });
    await map.locator('circle').first().waitFor();
    expect(await map.locator('circle').count()).toBeGreaterThan(1);

    await openScreen(page, 'Search State', 'Search State');
    await page
      .getByRole('figure', { name: 'Top 5 Most Searched Queries Over Time' })
      .locator('[data-chart-bar]')
      .first()
      .waitFor();
    const table = page.getByRole('table', { name: 'Recent Searches' });
    const first = (await table.getByRole('rowheader').first().textContent()) ?? '';
    const actions = page.getByRole('button', { name: `Actions for ${first}` });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: `Search details: ${first}` });
    await details.waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Boost Search' }).click();
    // The rule editor, not just the page: Dynamic Re-Rank at ?query=<the search>, its add-rule modal named after it.
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/vendor/boosting' && url.searchParams.get('query') === first,
    );
    const editor = page.getByRole('dialog', { name: 'Add Rule' });
    await editor.waitFor();
    expect(await editor.getByLabel('Rule name').inputValue()).toBe(first);
    // Cancelled, it closes for good: the address drops the query.
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editor.waitFor({ state: 'detached' });
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/vendor/boosting' && !url.searchParams.has('query'),
    );
    // Such a rule re-ranks every search, which the editor says, with a way to change this search's results alone:
    // Merchandising's search preview of it, on the same store.
    const store = new URL(page.url()).searchParams.get('store');
    await page.goto(
      `${world.server.url}/dashboard/vendor/boosting?store=${store}&query=${encodeURIComponent(first)}`,
    );
    await editor.getByRole('note').getByText(`not only "${first}"`).waitFor();
    await editor.getByRole('link', { name: `Change the results of "${first}" alone` }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === PATHS.vendorMerchandising &&
        url.searchParams.get('preview') === first &&
        url.searchParams.get('store') === store,
    );
    const preview = page.getByRole('region', { name: 'Search preview' });
    await expect.poll(() => preview.getByLabel('Search as a shopper').inputValue()).toBe(first);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('usage shows the plan and links to My Subscription; the Search Lab saves, refuses duplicates and reads back what was saved', async () => {
    const { context, page, errors } = await openPage(world);
    await signInAsDemoVendor(world, page);

    await openScreen(page, 'Usage', 'Usage');
    // The plan's cards, by their exact names: the period's cards above them are "Searches in this period" and so on.
    for (const card of ['Searches', 'Products', 'Stores']) {
      await page
        .getByRole('group', { name: card, exact: true })
        .and(page.locator('[aria-busy="false"]'))
        .waitFor();
    }
    for (const card of ['Searches in this period', 'Clicks in this period']) {
      await page
        .getByRole('group', { name: card })
        .getByText(/previous period/)
        .waitFor();
    }
    await page.getByText(/Current plan: /).waitFor();
    await page.getByText('No manual boosting data available.').waitFor();
    await page.getByRole('link', { name: 'Upgrade Now' }).click();
    await page.waitForURL('**/dashboard/vendor/settings/subscription');

    await openScreen(page, 'Search Lab', 'Search Lab');
    await page.getByTestId('selected-store-name').getByText(SHOPIFY_STORE, { exact: true }).waitFor();
    const checkout = page.getByRole('form', { name: 'Checkout summary page URLs' });
    await checkout.getByLabel('URL fragment').fill('/checkout/summary');
    await checkout.getByRole('button', { name: 'Add URL' }).click();
    await page
      .getByRole('list', { name: 'Checkout summary page URLs' })
      .getByText('/checkout/summary')
      .waitFor();
    // The same fragment again is refused, and what was typed stays.
    await checkout.getByLabel('URL fragment').fill('/checkout/summary');
    await checkout.getByRole('button', { name: 'Add URL' }).click();
    await checkout.getByText('This URL rule is already in the list.').waitFor();
    expect(await checkout.getByLabel('URL fragment').inputValue()).toBe('/checkout/summary');
    await checkout.getByRole('button', { name: 'Add URL' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Search Lab settings saved.').waitFor();

    // Reloaded from the backend: away to the other store (its own rules) and back, the saved rule is read again.
    await selectStore(page, WOOCOMMERCE_STORE);
    await page.getByText('/checkout/summary').waitFor({ state: 'detached' });
    const calls = recordApiRequests(page);
    await selectStore(page, SHOPIFY_STORE);
    await page
      .getByRole('list', { name: 'Checkout summary page URLs' })
      .getByText('/checkout/summary')
      .waitFor();
    expect(calls).toContain('GET /api/v1/search-lab/201');
    expect(errors).toEqual([]);
    await context.close();
  });
});
