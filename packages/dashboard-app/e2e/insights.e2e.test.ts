/**
 * End to end: Search Insights on the built app in real Chromium against the demo server's backend (so what the
 * page sends survives a reload): the period lives in the address, the seeded misspelling shows in the
 * no-result report, and a search the collector reports with no results joins that report.
 */
import { DEMO_USERS, demoUbiEvent } from '@storesearch/sdk/mocks';
import { UBI_COLLECT_PATH } from '@storesearch/sdk/ubi';
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

    // A search that found nothing, sent as the UBI collector sends its batches: a JSON array to the collect path.
    const query = 'purple wombat boots';
    const event = {
      ...demoUbiEvent(`insights-e2e-${Date.now()}`),
      event_details: { search_query: query, result_count: 0, result_ids: [] },
      timestamp: new Date().toISOString(),
    };
    const status = await page.evaluate(
      async ({ url, batch }) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(batch),
            keepalive: true,
          })
        ).status,
      { url: `${world.server.url}${UBI_COLLECT_PATH}`, batch: [event] },
    );
    expect(status).toBe(204);

    await page.reload();
    const table = await noResultReport(page);
    await table.getByRole('row', { name: query }).waitFor();
    expect(page.url()).toMatch(/[?&]period=last-30-days\b/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
