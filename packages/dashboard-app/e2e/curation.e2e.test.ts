/**
 * End to end, curating one search in the preview: the dashboard built for a real API and served by the demo
 * server (see tuning.e2e.test.ts). A shop owner drags a result of "running shoes" to the top and reads why
 * each result is where it is, with the saved ranking one switch away; hides a product of "rain jacket" from its
 * menu; and pins a product with the keyboard alone. Each change is saved as the query's rule, and is still
 * applied after a reload. The backend is seeded again before each test.
 */
import { DEMO_STORES } from '@storesearch/sdk/mocks';
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  byRole,
  focusedElement,
  openPage,
  productIdOfName,
  queryRulesOfStore,
  setUpE2eWorld,
  startApiWorld,
  tabTo,
} from './e2e.helpers';

const STORE_ID = DEMO_STORES.shopify.id;

const world = setUpE2eWorld(() => startApiWorld({ name: 'curation' }), { resetBackendEachTest: true });

/** The saved rule of the demo store that equals the query, as the server holds it. */
const equalsRule = (query: string) =>
  queryRulesOfStore(world, STORE_ID).find((r) => r.matchKind === 'equals' && r.matchText === query);

const productId = (name: string | null) => productIdOfName(world, STORE_ID, name);

/** Opens Merchandising and asks the preview for `query`; resolves with the preview and its result rows. */
async function previewOf(page: Page, query: string): Promise<{ preview: Locator; results: Locator }> {
  const preview = page.getByRole('region', { name: 'Search preview' });
  await preview.getByLabel('Search as a shopper').fill(query);
  const results = preview.getByRole('list', { name: 'Search preview' }).locator(':scope > li');
  await results.first().waitFor();
  return { preview, results };
}

/** The titles of the results, in their order on the page. */
const titlesOf = (results: Locator) =>
  results.evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));

describe('curating a search in the preview of the built dashboard', () => {
  it('pins a result by dragging it first, says why every result is placed, and keeps it after a reload', async () => {
    const query = 'running shoes';
    const { page, errors } = await openPage(world);
    await page.goto(`${world.server.url}/dashboard/vendor/merchandising`);
    const { preview, results } = await previewOf(page, query);
    const organic = await titlesOf(results);
    expect(organic.length).toBeGreaterThanOrEqual(3);
    const chosen = organic[2] ?? null;

    await results.nth(2).dragTo(results.first());
    await preview.getByText(`Unsaved changes to the results for "${query}".`).waitFor();
    await expect.poll(() => results.first().getAttribute('aria-label')).toBe(chosen);
    const first = await results.first().textContent();
    expect(first).toContain('Pinned at position 1');
    expect(first).toContain('was 3');
    // The ones it passed moved down one place each, and say where they were.
    expect(await titlesOf(results)).toEqual([chosen, organic[0], organic[1], ...organic.slice(3)]);
    expect(await results.nth(1).textContent()).toContain('was 1');

    // Every result says why it is there: the words it matched, the rules that moved it.
    for (const title of await titlesOf(results)) {
      const reasons = preview.getByRole('list', { name: `Why ${title} is here` }).getByRole('listitem');
      expect(await reasons.count(), `no reason given for ${title}`).toBeGreaterThan(0);
    }
    expect(await results.nth(1).textContent()).toMatch(/Matches /);

    // Before and after: the saved ranking, then the change again.
    const savedSwitch = preview.getByRole('switch', { name: 'Show the saved results' });
    await savedSwitch.click();
    await expect.poll(() => titlesOf(results)).toEqual(organic);
    await savedSwitch.click();
    await expect.poll(() => results.first().getAttribute('aria-label')).toBe(chosen);

    // Saved as the query's rule: the server has it, and a reload still shows the product first, pinned.
    await preview.getByRole('button', { name: 'Save as a rule' }).click();
    await expect
      .poll(() => equalsRule(query)?.actions.pins)
      .toEqual([{ productId: productId(chosen), position: 1 }]);
    await preview.getByText(`Unsaved changes to the results for "${query}".`).waitFor({ state: 'detached' });
    await page.reload();
    const again = await previewOf(page, query);
    await expect.poll(() => again.results.first().getAttribute('aria-label')).toBe(chosen);
    expect(await again.results.first().textContent()).toContain('Pinned at position 1');
    const card = page
      .getByRole('region', { name: 'Query rules' })
      .getByRole('article', { name: `Equals "${query}"` });
    expect(await card.textContent()).toContain('Pins 1 product');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('hides a product from its menu in the preview, and it stays hidden after a reload', async () => {
    const query = 'rain jacket';
    const { page, errors } = await openPage(world);
    await page.goto(`${world.server.url}/dashboard/vendor/merchandising`);
    const { preview, results } = await previewOf(page, query);
    const hiddenTitle = await results.first().getAttribute('aria-label');
    expect(hiddenTitle).toBeTruthy();

    await preview.getByRole('button', { name: `Actions for ${hiddenTitle}` }).click();
    await page.getByRole('menuitem', { name: 'Hide from this search' }).click();
    const hidden = preview.getByRole('list', { name: 'Hidden by rules' });
    await hidden.getByText(`${hiddenTitle} — Hidden for this query`).waitFor();
    expect(await titlesOf(results)).not.toContain(hiddenTitle);

    await preview.getByRole('button', { name: 'Save as a rule' }).click();
    await expect.poll(() => equalsRule(query)?.actions.hides).toEqual([productId(hiddenTitle)]);
    await page.reload();
    const again = await previewOf(page, query);
    await again.preview
      .getByRole('list', { name: 'Hidden by rules' })
      .getByText(`${hiddenTitle} — Hidden for this query`)
      .waitFor();
    expect(await titlesOf(again.results)).not.toContain(hiddenTitle);
    const card = page
      .getByRole('region', { name: 'Query rules' })
      .getByRole('article', { name: `Equals "${query}"` });
    expect(await card.textContent()).toContain('Hides 1 product');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('pins a product first with the keyboard alone, and saves it as the rule', async () => {
    const query = 'rain jacket';
    const { page, errors } = await openPage(world);
    await page.goto(`${world.server.url}/dashboard/vendor/merchandising`);
    const preview = page.getByRole('region', { name: 'Search preview' });
    const results = preview.getByRole('list', { name: 'Search preview' }).locator(':scope > li');

    // From the page's top, Tab to the preview's field and type; each control reached shows its focus ring.
    const field = await tabTo(page, byRole('input:text', 'Search as a shopper'), { max: 150 });
    expect(field.ring).not.toBeNull();
    await page.keyboard.type(query);
    await results.first().waitFor();
    const organic = await titlesOf(results);
    const chosen = organic.at(-1) ?? null;
    expect(chosen).not.toBe(organic[0]);

    const menu = await tabTo(page, byRole('button', `Actions for ${chosen}`), { max: 60 });
    expect(menu.ring).not.toBeNull();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    // Radix focuses the menu's first item, which for a result below the first place is "Pin first".
    await expect.poll(async () => (await focusedElement(page)).name).toBe('Pin first');
    await page.keyboard.press('Enter');
    await expect.poll(() => results.first().getAttribute('aria-label')).toBe(chosen);

    const save = await tabTo(page, byRole('button', 'Save as a rule'), { shift: true, max: 60 });
    expect(save.ring).not.toBeNull();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => equalsRule(query)?.actions.pins)
      .toEqual([{ productId: productId(chosen), position: 1 }]);

    expect(errors).toEqual([]);
    await page.close();
  });
});
