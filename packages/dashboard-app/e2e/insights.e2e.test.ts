/**
 * End to end: Search Insights on the built app in real Chromium against the demo server's backend (so what the
 * page sends survives a reload): the period lives in the address, the seeded misspelling shows in the
 * no-result report, and a search the collector reports with no results joins that report. A report's fixes
 * open Merchandising pre-filled: the synonym the search log suggests for "sneekers", a redirect for "hodie", the
 * search preview of a query nobody clicks, with its results to pin; in a report on all stores, on the store the
 * query was searched in. All stores on one platform is kept in the address too, figures and all. The vendor dashboard, Search State,
 * Filter State and Usage compare a period with the one before, and a shared address reopens them as they were. A
 * shared address whose period cannot be shown says so, with the reason, over the default period; a custom range
 * may not end after the store's today; this store cannot be narrowed to a platform it is not on.
 */
import { addDays, periodToday } from '@storesearch/sdk/insights';
import { DEMO_STORES, DEMO_USERS, demoUbiEvent } from '@storesearch/sdk/mocks';
import { SELECTED_STORE_STORAGE_KEY } from '@storesearch/sdk/stores';
import { UBI_COLLECT_PATH, type UbiEvent } from '@storesearch/sdk/ubi';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../src/routes/paths';
import { openPage, setUpE2eWorld, startApiWorld } from './e2e.helpers';

const world = setUpE2eWorld(() => startApiWorld({ name: 'insights', signedInUserId: DEMO_USERS.vendor.id }), {
  resetBackendEachTest: true,
});

/** The no-result report's table, once its rows are in. */
async function noResultReport(page: Page) {
  const table = page.getByRole('table', { name: 'Queries with no results' });
  await table.getByRole('row', { name: 'sneekers' }).waitFor();
  return table;
}

/** A search for `query` that found nothing, now, in the demo vendor's default store, as the collector reports it. */
let searchesSent = 0;
function noResultSearch(query: string): UbiEvent {
  searchesSent += 1;
  return {
    ...demoUbiEvent(`insights-e2e-${Date.now()}-${searchesSent}`),
    event_details: { search_query: query, result_count: 0, result_ids: [] },
    timestamp: new Date().toISOString(),
  };
}

/** Sends events from the page as the UBI collector sends its batches (a JSON array to the collect path): the status. */
function collect(page: Page, events: readonly UbiEvent[]): Promise<number> {
  return page.evaluate(
    async ({ url, batch }) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(batch),
          keepalive: true,
        })
      ).status,
    { url: `${world.server.url}${UBI_COLLECT_PATH}`, batch: events },
  );
}

/** A day as the English tables write it ("Nov 29, 2026"). */
const DAY = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}`;

/** The line of the days a screen compares while the period is going on, dates as the English tables write them. */
const COMPARED_DAYS = new RegExp(`${DAY} – ${DAY} · Previous period: ${DAY} – ${DAY}, until \\d`);

/** The time zone of the demo vendor's default store, Northwind Sports: its today ends a custom range. */
const STORE_TIME_ZONE = 'America/New_York';

/** The Total Searches card's text (figure and change), once it has loaded. */
async function searchesCard(page: Page) {
  const card = page.getByRole('group', { name: 'Total Searches' });
  await card.and(page.locator('[aria-busy="false"]')).waitFor();
  return card.textContent();
}

describe('search insights', () => {
  it('keeps the period in the address across a reload, and counts a search sent from the page', async () => {
    const { context, page, errors } = await openPage(world);
    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}`);
    await page.getByRole('heading', { name: 'Search Insights', level: 1 }).waitFor();
    const picker = page.getByRole('combobox', { name: 'Period' });
    await expect.poll(() => picker.textContent()).toBe('Last 7 days');

    await picker.click();
    await page.getByRole('option', { name: 'Last 30 days' }).click();
    await page.waitForURL(/[?&]period=last-30-days\b/);
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Period' }).textContent())
      .toBe('Last 30 days');
    await noResultReport(page);

    // A search that found nothing, sent from the page as the UBI collector sends it.
    const query = 'purple wombat boots';
    expect(await collect(page, [noResultSearch(query)])).toBe(204);

    await page.reload();
    const table = await noResultReport(page);
    await table.getByRole('row', { name: query }).waitFor();
    expect(page.url()).toMatch(/[?&]period=last-30-days\b/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('compares the last 30 days on the dashboard, Search State, Filter State and Usage, and a shared address reopens them', async () => {
    const first = await openPage(world);
    const { page } = first;
    await page.goto(`${world.server.url}${PATHS.vendorDashboard}`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const picker = page.getByRole('combobox', { name: 'Period' });
    await expect.poll(() => picker.textContent()).toBe('Last 7 days');
    await picker.click();
    await page.getByRole('option', { name: 'Last 30 days' }).click();
    await page.waitForURL(/[?&]period=last-30-days\b/);
    // The picker shows the new period and keeps the focus, for the next choice from the keyboard.
    await expect.poll(() => picker.textContent()).toBe('Last 30 days');
    await expect.poll(() => picker.evaluate((el) => el === document.activeElement)).toBe(true);
    // Every tile says how it moved against the 30 days before, in words as well as by arrow and colour.
    for (const tile of ['Total Searches', 'Click-Through Rate', 'Conversion']) {
      const card = page.getByRole('group', { name: tile });
      await card.getByText(/on the previous period|none in the previous period/).waitFor();
    }
    const dashboardFigures = await searchesCard(page);
    const shared = page.url();

    // The sidebar keeps the period from one analytics screen to the next.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Search State', exact: true })
      .click();
    await page.waitForURL(
      (url) => url.pathname === PATHS.vendorSearchState && url.searchParams.get('period') === 'last-30-days',
    );
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Period' }).textContent())
      .toBe('Last 30 days');

    // The same period on Search Insights counts the same searches.
    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}?period=last-30-days`);
    await page.getByRole('heading', { name: 'Search Insights', level: 1 }).waitFor();
    const searches = (text: string | null) => text?.match(/^Total Searches([\d,]+)/)?.[1];
    expect(searches(await searchesCard(page))).toBe(searches(dashboardFigures));
    expect(first.errors).toEqual([]);
    await first.context.close();

    // Someone opens the shared address: the same period, the same figures and changes.
    const second = await openPage(world);
    await second.page.goto(shared);
    await expect
      .poll(() => second.page.getByRole('combobox', { name: 'Period' }).textContent())
      .toBe('Last 30 days');
    // The figure and its change come from two reads: wait for both, as on the first page.
    await expect.poll(() => searchesCard(second.page)).toBe(dashboardFigures);

    // Search State in that period: each top query beside the previous period, and a change per row.
    await second.page.goto(`${world.server.url}${PATHS.vendorSearchState}?period=last-30-days`);
    const chart = second.page.getByRole('figure', { name: 'Top 5 Most Searched Queries Over Time' });
    await chart.getByRole('listitem').filter({ hasText: 'Previous period' }).waitFor();
    const table = second.page.getByRole('table', { name: 'Recent Searches' });
    await table.getByRole('columnheader', { name: 'Previous period' }).waitFor();
    await table
      .getByText(/on the previous period|none in the previous period/)
      .first()
      .waitFor();
    await expect
      .poll(() => second.page.getByRole('combobox', { name: 'Period' }).textContent())
      .toBe('Last 30 days');
    // Under the picker, the days those changes compare: the previous period counts as far as today has gone.
    await second.page.getByText(COMPARED_DAYS).waitFor();

    // Filter State in that period, switched to compare: this period beside the previous one, dashed.
    await second.page.goto(`${world.server.url}${PATHS.vendorFilterState}?period=last-30-days`);
    await second.page.getByRole('switch', { name: 'Compare with the previous period' }).click();
    // Compared, the chart counts searches that used a filter (one each, however many filters): its title says so.
    const filters = second.page.getByRole('figure', { name: 'Searches that used a filter' });
    await filters.locator('[data-chart-line][stroke-dasharray]').waitFor();
    // Today's filtered searches so far are dotted, not a fall, and so is the previous period's last day: it
    // counts up to the same time of day, and the line under the chart says until when.
    expect(await filters.getByRole('listitem').allTextContents()).toEqual([
      'This period',
      'Previous period',
      'So far',
    ]);
    expect(
      await filters
        .locator('[data-chart-line-ongoing]')
        .evaluateAll((paths) => paths.map((path) => path.getAttribute('data-chart-series'))),
    ).toEqual(['This period', 'Previous period']);
    await filters.getByText(COMPARED_DAYS).waitFor();
    expect(await filters.textContent()).toContain('A search that used several filters counts once.');
    // The comparison is in the address: a reload draws it again.
    await second.page.waitForURL(/[?&]compare=previous\b/);
    await second.page.reload();
    await filters.locator('[data-chart-line][stroke-dasharray]').waitFor();
    await expect
      .poll(() =>
        second.page
          .getByRole('switch', { name: 'Compare with the previous period' })
          .getAttribute('aria-checked'),
      )
      .toBe('true');

    // Usage in that period: the store's searches and clicks, each with its change, above the plan's figures.
    await second.page.goto(`${world.server.url}${PATHS.vendorUsage}?period=last-30-days`);
    for (const figure of ['Searches in this period', 'Clicks in this period']) {
      const card = second.page.getByRole('group', { name: figure });
      await card.getByText(/on the previous period|none in the previous period/).waitFor();
    }
    expect(second.errors).toEqual([]);
    await second.context.close();
  });

  it('keeps all stores on one platform in the address across a reload, with the same figures', async () => {
    const { context, page, errors } = await openPage(world);
    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}`);
    await page.getByRole('heading', { name: 'Search Insights', level: 1 }).waitFor();
    const main = page.getByRole('main');
    const stores = main.getByRole('combobox', { name: 'Stores' });
    const platform = main.getByRole('combobox', { name: 'Platform' });
    await expect.poll(() => stores.textContent()).toBe('This store');
    const storeFigures = await searchesCard(page);

    const scopeLine = page.getByTestId('selected-store-name');
    await expect.poll(() => scopeLine.textContent()).not.toBe('All stores');
    await stores.click();
    await page.getByRole('option', { name: 'All stores' }).click();
    await page.waitForURL(/[?&]stores=all\b/);
    // The line under the title names the scope, not the selected store.
    await expect.poll(() => scopeLine.textContent()).toBe('All stores');
    await platform.click();
    await page.getByRole('option', { name: 'WooCommerce' }).click();
    await page.waitForURL(/[?&]platform=woocommerce\b/);
    expect(new URL(page.url()).searchParams.get('stores')).toBe('all');
    // The figures are the vendor's WooCommerce stores', not the selected store's (the last request answered).
    await page.waitForLoadState('networkidle');
    const chosen = await searchesCard(page);
    expect(chosen).not.toBe(storeFigures);

    await page.reload();
    await expect.poll(() => stores.textContent()).toBe('All stores');
    await expect.poll(() => platform.textContent()).toBe('WooCommerce');
    await expect.poll(() => scopeLine.textContent()).toBe('All stores');
    expect(await searchesCard(page)).toBe(chosen);
    await page.getByRole('figure', { name: 'Daily figures' }).locator('[data-chart-line]').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the open report, the chart's figure and the previous period in the address across a reload", async () => {
    const { context, page, errors } = await openPage(world);
    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}?period=last-30-days`);
    const main = page.getByRole('main');
    const chart = page.getByRole('figure', { name: 'Daily figures' });
    const figure = main.getByRole('combobox', { name: 'Figure' });
    const previous = main.getByRole('switch', { name: 'Compare with the previous period' });
    const noClicks = main.getByRole('tab', { name: 'Queries with no clicks' });
    await chart.getByRole('listitem').filter({ hasText: 'Previous period' }).waitFor();
    const steps = await page.evaluate(() => window.history.length);
    await noClicks.click();
    await page.waitForURL(/[?&]report=noClicks\b/);
    await figure.click();
    await page.getByRole('option', { name: 'Revenue' }).click();
    await page.waitForURL(/[?&]figure=revenue\b/);
    await previous.click();
    await page.waitForURL(/[?&]previous=hidden\b/);
    // Switching the view replaced the address instead of adding steps to Back.
    expect(await page.evaluate(() => window.history.length)).toBe(steps);
    const shared = page.url();
    expect(new URL(shared).searchParams.get('period')).toBe('last-30-days');

    await page.reload();
    await expect.poll(() => noClicks.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => figure.textContent()).toBe('Revenue');
    await expect.poll(() => previous.getAttribute('aria-checked')).toBe('false');
    await chart.locator('[data-chart-line]').first().waitFor();
    expect(await chart.getByRole('listitem').allTextContents()).toEqual(['This period', 'So far']);
    await main.getByRole('table', { name: 'Queries with no clicks' }).locator('tbody tr').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a shared address on the store it was made on, whichever store the reader last selected', async () => {
    const { context, page, errors } = await openPage(world);
    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}?period=last-7-days`);
    const storeLine = page.getByRole('main').getByTestId('selected-store-name');
    await expect.poll(() => storeLine.textContent()).toBe('Northwind Sports');
    const sports = `shopify:${DEMO_STORES.shopify.id}`;
    await page.waitForURL((url) => url.searchParams.get('store') === sports);
    const sportsFigures = await searchesCard(page);
    await page.getByRole('combobox', { name: 'Select a store' }).click();
    await page.getByRole('option', { name: /Northwind Outlet/ }).click();
    const outlet = `woocommerce:${DEMO_STORES.woocommerce.id}`;
    await page.waitForURL((url) => url.searchParams.get('store') === outlet);
    await expect.poll(() => storeLine.textContent()).toBe('Northwind Outlet');
    const outletFigures = await searchesCard(page);
    expect(outletFigures).not.toBe(sportsFigures);
    const shared = page.url();
    expect(new URL(shared).searchParams.get('period')).toBe('last-7-days');

    // A colleague signed in as the same vendor, whose own last store is Northwind Sports.
    const reader = await openPage(world);
    await reader.page.goto(`${world.server.url}${PATHS.vendorSearchInsights}`);
    const readerLine = reader.page.getByRole('main').getByTestId('selected-store-name');
    await expect.poll(() => readerLine.textContent()).toBe('Northwind Sports');
    await reader.page.goto(shared);
    await expect.poll(() => readerLine.textContent()).toBe('Northwind Outlet');
    expect(await searchesCard(reader.page)).toBe(outletFigures);
    expect(await reader.page.getByRole('combobox', { name: 'Select a store' }).textContent()).toContain(
      'Northwind Outlet',
    );
    // The header's switch writes the store it chose into the address.
    await reader.page.getByRole('combobox', { name: 'Select a store' }).click();
    await reader.page.getByRole('option', { name: /Northwind Sports/ }).click();
    await reader.page.waitForURL((url) => url.searchParams.get('store') === sports);
    expect(await searchesCard(reader.page)).toBe(sportsFigures);
    expect(reader.errors).toEqual([]);
    expect(errors).toEqual([]);
    await reader.context.close();
    await context.close();
  });

  it("opens a no-result query's synonym pre-filled from the report, and the saved synonym finds products", async () => {
    const { context, page, errors } = await openPage(world);
    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}`);
    const table = await noResultReport(page);
    await table.getByRole('button', { name: 'Add synonym: sneekers' }).click();
    await page.waitForURL(/\/merchandising\?.*synonym=sneekers/);
    const panel = page.getByRole('region', { name: 'Synonyms' });
    const group = panel
      .getByRole('list', { name: 'Synonyms' })
      .getByRole('listitem', { name: 'sneekers, sneakers' });
    await group.waitFor();
    // The search log's suggestion is taken in, unsaved, with its terms focused to check or change.
    expect(await group.getByLabel('Also search for, separated by commas').inputValue()).toBe('sneakers');
    await expect
      .poll(() =>
        group
          .getByLabel('Also search for, separated by commas')
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    // Before it is saved, the preview under the synonyms shows the query with it: products, where shoppers get none.
    const draftPreview = page.getByRole('region', { name: 'Search preview' });
    expect(await draftPreview.getByLabel('Search as a shopper').inputValue()).toBe('sneekers');
    await draftPreview
      .getByText('Unsaved synonyms are applied to these results.', { exact: false })
      .waitFor();
    const found = draftPreview.getByRole('list', { name: 'Search preview' }).locator(':scope > li').first();
    await found.waitFor();
    expect(await found.textContent()).toContain('Found through the synonym sneekers → sneakers');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() =>
        world.server.backend.db.merchandising.synonyms.some((set) =>
          set.groups.some((g) => g.kind === 'oneWay' && g.from === 'sneekers'),
        ),
      )
      .toBe(true);
    // The same link again adds nothing: the saved group is the synonym for the query.
    await page.reload();
    await group.waitFor();
    expect(await panel.getByRole('listitem', { name: 'sneekers, sneakers' }).count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await page.getByRole('tab', { name: 'Query rules' }).click();
    const preview = page.getByRole('region', { name: 'Search preview' });
    await preview.getByLabel('Search as a shopper').fill('sneekers');
    const first = preview.getByRole('list', { name: 'Search preview' }).locator(':scope > li').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('Found through the synonym sneekers → sneakers');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the fix of a query in the all-stores report on the store it was searched in, not on the selected one', async () => {
    const { context, page, errors } = await openPage(world);
    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}`);
    await noResultReport(page);
    const header = page.getByRole('combobox', { name: 'Select a store' });
    await expect.poll(() => header.textContent()).toContain('Northwind Sports');

    // Searches that found nothing in the outlet (the WooCommerce store) alone.
    const query = 'gore tex parka';
    const inOutlet = { store_id: String(DEMO_STORES.woocommerce.id), platform: 'woocommerce' };
    expect(
      await collect(
        page,
        [1, 2].map(() => ({ ...noResultSearch(query), ...inOutlet })),
      ),
    ).toBe(204);

    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}?stores=all`);
    const table = page.getByRole('table', { name: 'Queries with no results' });
    await table.getByRole('button', { name: `Add synonym: ${query}` }).click();
    await page.waitForURL(
      (url) => url.pathname === PATHS.vendorMerchandising && url.searchParams.get('synonym') === query,
    );
    // The synonym is written for the outlet, whose shoppers found nothing: the header selects it.
    await expect.poll(() => header.textContent()).toContain('Northwind Outlet');
    await page.getByRole('region', { name: 'Synonyms' }).waitFor();
    expect(
      JSON.parse(
        (await page.evaluate((key) => localStorage.getItem(key), SELECTED_STORE_STORAGE_KEY)) ?? 'null',
      ),
    ).toMatchObject({ id: String(DEMO_STORES.woocommerce.id), storeType: 'woocommerce' });

    // The report on the selected store alone leaves the selected store as it is.
    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}`);
    const outlet = page.getByRole('table', { name: 'Queries with no results' });
    await outlet.getByRole('button', { name: `Add synonym: ${query}` }).click();
    await page.waitForURL((url) => url.pathname === PATHS.vendorMerchandising);
    await expect.poll(() => header.textContent()).toContain('Northwind Outlet');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("pins products for a query nobody clicks: the fix opens the search preview with the query's results", async () => {
    const { context, page, errors } = await openPage(world);
    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}?period=last-30-days&report=noClicks`);
    const table = page.getByRole('table', { name: 'Queries with no clicks' });
    const pin = table.getByRole('button', { name: /^Pin products: / }).first();
    await pin.waitFor();
    const query = String(await pin.getAttribute('aria-label')).slice('Pin products: '.length);
    await pin.click();
    await page.waitForURL((url) => url.searchParams.get('preview') === query);
    const preview = page.getByRole('region', { name: 'Search preview' });
    expect(await preview.getByLabel('Search as a shopper').inputValue()).toBe(query);
    // The products shoppers were shown, to pin, rather than "Nothing is found".
    await preview.getByRole('list', { name: 'Search preview' }).locator(':scope > li').first().waitFor();
    expect(await preview.getByText(`Nothing is found for "${query}".`).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a redirect for a no-result query from the report, at its redirect field', async () => {
    const { context, page, errors } = await openPage(world);
    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}`);
    const table = await noResultReport(page);
    await table.getByRole('button', { name: 'Add redirect: hodie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add query rule' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Search query').inputValue()).toBe('hodie');
    const redirect = dialog.getByLabel('Redirect to (optional)');
    await expect.poll(() => redirect.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('https://shop.example/collections/hoodies');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Closed, the address no longer opens the dialog: a reload shows the saved rule, no dialog.
    await expect.poll(() => new URL(page.url()).searchParams.get('redirect')).toBeNull();
    await page.reload();
    await page
      .getByRole('region', { name: 'Query rules' })
      .getByRole('article', { name: 'Equals "hodie"' })
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(
      world.server.backend.db.merchandising.rules.find((r) => r.matchText === 'hodie')?.actions.redirect,
    ).toBe('https://shop.example/collections/hoodies');
    expect(errors).toEqual([]);
    await context.close();
  });
  it("names a shared link's period that cannot be shown, with the reason, over the default period", async () => {
    const { context, page, errors } = await openPage(world);
    const main = page.getByRole('main');
    const notice = main.getByRole('status').filter({ hasText: 'The period in this link' });
    for (const [period, reason] of [
      ['2026-11-10..2026-11-01', 'The end date is before the start date.'],
      ['2020-01-01..2026-11-29', 'A period can cover at most 366 days.'],
      ['2026-02-30..2026-03-05', '2026-02-30 is not a valid date.'],
      ['garbage', 'This period is not valid. Choose a preset or a start and end date.'],
    ] as const) {
      await page.goto(
        `${world.server.url}${PATHS.vendorSearchInsights}?period=${encodeURIComponent(period)}`,
      );
      await notice.waitFor();
      expect(await notice.textContent()).toContain(`“${period}”`);
      expect(await notice.textContent()).toContain(reason);
      await expect
        .poll(() => main.getByRole('combobox', { name: 'Period' }).textContent())
        .toBe('Last 7 days');
      // The link's period stays in the address until the reader dismisses it or picks one.
      expect(new URL(page.url()).searchParams.get('period')).toBe(period);
    }

    // Dismissed, the address drops it, without a step for Back, and the default period stays.
    const steps = await page.evaluate(() => window.history.length);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('period')).toBe(false);
    expect(await page.evaluate(() => window.history.length)).toBe(steps);
    await expect.poll(() => main.getByRole('combobox', { name: 'Period' }).textContent()).toBe('Last 7 days');

    // Every period screen reads its address the same way; picking a period there clears the notice.
    await page.goto(`${world.server.url}${PATHS.vendorDashboard}?period=garbage`);
    await notice.waitFor();
    const picker = main.getByRole('combobox', { name: 'Period' });
    await picker.click();
    await page.getByRole('option', { name: 'Last 30 days' }).click();
    await page.waitForURL(/[?&]period=last-30-days\b/);
    await notice.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses a custom range that ends after the store's today, in the picker and in a shared link", async () => {
    const { context, page, errors } = await openPage(world);
    const today = periodToday(Date.now(), STORE_TIME_ZONE);
    const tomorrow = addDays(today, 1);
    const main = page.getByRole('main');

    // A shared range partly in the future: the default period, and why.
    const partFuture = `${addDays(today, -9)}..${addDays(today, 11)}`;
    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}?period=${partFuture}`);
    const notice = main.getByRole('status').filter({ hasText: 'The period in this link' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('A period cannot end after today.');
    await expect.poll(() => main.getByRole('combobox', { name: 'Period' }).textContent()).toBe('Last 7 days');

    // Choosing a custom range starts from the days shown: the last 7 days, up to today.
    await main.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Custom range' }).click();
    const start = main.getByLabel('Start date');
    const end = main.getByLabel('End date');
    expect(await start.inputValue()).toBe(addDays(today, -6));
    expect(await end.inputValue()).toBe(today);

    // Tomorrow is refused with the reason; today is taken.
    await end.fill(tomorrow);
    await main.getByRole('button', { name: 'Apply' }).click();
    await main.getByText('A period cannot end after today.', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('period')).toBe(partFuture);
    await start.fill(addDays(today, -13));
    await end.fill(today);
    await main.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === `${addDays(today, -13)}..${today}`);
    await notice.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not narrow this store to a platform it is not on: the store on every platform, and why', async () => {
    const { context, page, errors } = await openPage(world);
    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}`);
    await page.getByRole('heading', { name: 'Search Insights', level: 1 }).waitFor();
    const storeFigures = await searchesCard(page);

    // The selected store is on Shopify: a link asking for WooCommerce shows the store's figures, not zeros.
    await page.goto(`${world.server.url}${PATHS.vendorSearchInsights}?platform=woocommerce`);
    const main = page.getByRole('main');
    const platform = main.getByRole('combobox', { name: 'Platform' });
    await expect.poll(() => platform.textContent()).toBe('All platforms');
    // The figure and its change come from two reads: wait for both, as on the first page.
    await expect.poll(() => searchesCard(page)).toBe(storeFigures);
    await platform.click();
    const woo = page.getByRole('option', { name: /^WooCommerce/ });
    expect(await woo.getAttribute('aria-disabled')).toBe('true');
    expect(await woo.textContent()).toContain('This store is on Shopify only.');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });
});
