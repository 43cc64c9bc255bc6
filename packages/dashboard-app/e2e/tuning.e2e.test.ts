/**
 * End to end, search tuning: the dashboard built for a real API (VITE_API_BASE_URL) and served by the demo server,
 * whose `/api` is the demo backend in this process. So the browser talks to a server over the network, writes
 * survive a reload, and the test fails a call on the server (`backend.faults`) exactly when it wants to.
 */
import { DEMO_STORES } from '@storesearch/sdk/mocks';
import { describe, expect, it } from 'vitest';
import { openPage, setUpE2eWorld, startApiWorld } from './e2e.helpers';

const STORE_ID = DEMO_STORES.shopify.id;
const RULE = 'Nike first (e2e)';

const world = setUpE2eWorld(() => startApiWorld({ name: 'tuning' }));

const rulesOfStore = () => world.server.backend.db.boostingRules.filter((r) => r.storeId === STORE_ID);

describe('search tuning in the built dashboard against the demo server', () => {
  it('creates, previews, toggles (with one server failure), edits and deletes a rule', async () => {
    const { page, errors } = await openPage(world, { errors: 'uncaught' });
    await page.goto(`${world.server.url}/dashboard/vendor/boosting`);
    const rules = page.getByRole('region', { name: 'Dynamic Re-Rank' });
    await rules.getByRole('article').first().waitFor();

    // Create 'brand is Nike, boost 3' and read the live preview's count.
    await rules.getByRole('button', { name: 'Add Rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Rule' });
    await dialog.getByLabel('Rule name').fill(RULE);
    await dialog.getByLabel('Boost value').fill('3');
    await dialog.getByRole('combobox', { name: 'Select field 1' }).click();
    await page.getByRole('option', { name: 'Brand' }).click();
    await dialog.getByRole('group', { name: 'Values 1' }).getByRole('checkbox', { name: 'Nike' }).click();
    const products = world.server.backend.db.products.get(STORE_ID) ?? [];
    const nike = products.filter((p) => p.brand === 'Nike').length;
    expect(nike).toBeGreaterThan(0);
    await dialog
      .getByRole('status')
      .filter({ hasText: `Matches ${nike} of ${products.length} products` })
      .waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = rules.getByRole('article', { name: RULE });
    await card.waitFor();
    expect(await card.textContent()).toContain('Brand is Nike');
    expect(await card.textContent()).toContain('Boost 3');
    const saved = rulesOfStore().find((r) => r.name === RULE);
    expect(saved).toMatchObject({ weight: 3, status: 'active', type: 'attribute' });
    expect(saved?.matcher).toEqual({ bool: { must: [{ term: { brand: 'Nike' } }], must_not: [] } });

    // Toggle off while the server fails once: the switch moves back and the message says why.
    const toggle = card.getByRole('switch', { name: `Activate rule ${RULE}` });
    world.server.backend.faults.set('updateBoostingRule', { kind: 'serverError' }, { times: 1 });
    await toggle.click();
    await rules.getByRole('alert').filter({ hasText: 'Failed to update rule status' }).waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(rulesOfStore().find((r) => r.name === RULE)?.status).toBe('active');

    // Off and on again, with the server answering.
    await toggle.click();
    await expect.poll(() => rulesOfStore().find((r) => r.name === RULE)?.status).toBe('inactive');
    await expect.poll(() => card.getAttribute('data-status')).toBe('inactive');
    await toggle.click();
    await expect.poll(() => rulesOfStore().find((r) => r.name === RULE)?.status).toBe('active');

    // Edit: the modal reads the stored matcher back into the same conditions.
    await card.getByRole('button', { name: `Edit ${RULE}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Rule' });
    expect(await edit.getByLabel('Rule name').inputValue()).toBe(RULE);
    expect(await edit.getByLabel('Boost value').inputValue()).toBe('3');
    expect(await edit.getByRole('combobox', { name: 'Select field 1' }).textContent()).toBe('Brand');
    const nikeBox = edit.getByRole('group', { name: 'Values 1' }).getByRole('checkbox', { name: 'Nike' });
    await expect.poll(() => nikeBox.getAttribute('aria-checked')).toBe('true');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });

    // Delete behind its confirmation.
    await card.getByRole('button', { name: `Delete ${RULE}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this rule?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    // The card can leave the page before the server has the delete (the list re-renders): wait for the server.
    await expect.poll(() => rulesOfStore().some((r) => r.name === RULE)).toBe(false);

    // After a reload the page shows what the server kept: the seeded rules, not the deleted one.
    await page.reload();
    await rules.getByRole('article').first().waitFor();
    expect(await rules.getByRole('article').count()).toBe(rulesOfStore().length);
    expect(await rules.getByRole('article', { name: RULE }).count()).toBe(0);

    expect(errors).toEqual([]);
    await page.close();
  });

  it('configures the colour facet with two mappings, saves, and finds it all after a reload', async () => {
    const { page, errors } = await openPage(world, { errors: 'uncaught' });
    await page.goto(`${world.server.url}/dashboard/vendor/facets`);
    const table = page.getByRole('table', { name: 'Facets' });
    await table.waitFor();
    const colorRow = table.getByRole('row', { name: 'color' });
    await colorRow.getByLabel('Label: color').fill('Shade');

    // Two colour mappings, added in the modal (they are saved at once, on their own calls).
    await colorRow.getByRole('button', { name: 'Color Mappings' }).click();
    const colors = page.getByRole('dialog', { name: 'Color Mappings' });
    for (const [name, hex] of [
      ['E2E Sky', '#87ceeb'],
      ['E2E Ink', '#1A1A40'],
    ] as const) {
      await colors.getByLabel('Color name', { exact: true }).fill(name);
      await colors.getByLabel('Hex value', { exact: true }).fill(hex);
      await colors.getByRole('button', { name: 'Add mapping' }).click();
      await colors.getByRole('listitem', { name }).waitFor();
    }
    await colors.getByRole('button', { name: 'Close' }).click();

    // Choose two colour values: the colour facet's terms become the number of colours shown.
    await colorRow.getByRole('button', { name: 'Values of Shade' }).click();
    const values = page.getByRole('dialog', { name: 'Values of Shade' });
    const boxes = values.getByRole('checkbox');
    await boxes.first().waitFor();
    const shown = await boxes.count();
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await values.getByRole('button', { name: 'Choose values' }).click();
    expect(await colorRow.getByLabel('Terms: color').inputValue()).toBe(String(shown));

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Facets saved.' }).waitFor();
    const savedColor = world.server.backend.db.facets.get(STORE_ID)?.find((f) => f.field === 'color');
    expect(savedColor).toMatchObject({ label: 'Shade', terms: shown });
    expect(savedColor?.selectedValues).toHaveLength(2);
    // The PUT sent the full list in the fixed order: mandatory fields first.
    expect(
      world.server.backend.db.facets
        .get(STORE_ID)
        ?.map((f) => f.field)
        .slice(0, 5),
    ).toEqual(['category', 'price', 'instock', 'featured', 'insale']);

    await page.reload();
    const again = page.getByRole('table', { name: 'Facets' }).getByRole('row', { name: 'color' });
    await again.waitFor();
    expect(await again.getByLabel('Label: color').inputValue()).toBe('Shade');
    expect(await again.getByLabel('Terms: color').inputValue()).toBe(String(shown));
    await again.getByRole('button', { name: 'Color Mappings' }).click();
    const reopened = page.getByRole('dialog', { name: 'Color Mappings' });
    await reopened.getByRole('listitem', { name: 'E2E Sky' }).waitFor();
    await reopened.getByRole('listitem', { name: 'E2E Ink' }).waitFor();
    const mappings = world.server.backend.db.colorMappings.filter((m) => m.storeId === STORE_ID);
    expect(mappings.filter((m) => m.colorName.startsWith('E2E')).map((m) => m.hexValue)).toEqual([
      '#87CEEB',
      '#1A1A40',
    ]);

    expect(errors).toEqual([]);
    await page.close();
  });

  it('scrolls a 10,000-product boost table with only the visible rows in the page', async () => {
    const seeded = world.server.backend.db.products.get(STORE_ID) ?? [];
    const big = Array.from({ length: 10_000 }, (_, i) => {
      const base = seeded[i % seeded.length];
      if (!base) throw new Error('the demo store has no products');
      return { ...base, id: 8_000_000 + i, title: `${base.title} #${i + 1}` };
    });
    world.server.backend.db.products.set(STORE_ID, big);
    try {
      const { page, errors } = await openPage(world, { errors: 'uncaught' });
      await page.goto(`${world.server.url}/dashboard/vendor/boosting`);
      const table = page.getByRole('table', { name: 'Manual Product Boost' });
      await table.waitFor();
      expect(await table.getAttribute('aria-rowcount')).toBe('10001');
      // Time each frame of a wheel-like scroll through the table.
      const frames = await page.evaluate(async () => {
        const scroller = document.querySelector<HTMLElement>('[data-testid="product-boost-scroller"]');
        if (!scroller) throw new Error('no scroller');
        const times: number[] = [];
        const rows: number[] = [];
        let last = performance.now();
        // Warm up once at the top, then scroll as a wheel does (about 3 rows a frame) for 120 frames.
        await new Promise(requestAnimationFrame);
        last = performance.now();
        for (let step = 1; step <= 120; step += 1) {
          scroller.scrollTop += 144;
          await new Promise(requestAnimationFrame);
          const now = performance.now();
          times.push(now - last);
          rows.push(scroller.querySelectorAll('tbody tr').length);
          last = now;
        }
        return { times, rows };
      });
      // Jumping to the end reaches the last product, still with only the visible rows in the page.
      await page.evaluate(() => {
        const scroller = document.querySelector<HTMLElement>('[data-testid="product-boost-scroller"]');
        if (scroller) scroller.scrollTop = scroller.scrollHeight;
      });
      await table.getByText('#10000', { exact: false }).waitFor();
      expect(await table.locator('tbody tr').count()).toBeLessThan(60);
      const sorted = [...frames.times].sort((a, b) => a - b);
      const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
      console.info(
        `10,000 products: frame p95 ${p95.toFixed(1)} ms, max rows in page ${Math.max(...frames.rows)}`,
      );
      expect(Math.max(...frames.rows)).toBeLessThan(60);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      world.server.backend.db.products.set(STORE_ID, seeded);
    }
  });

  it('asks before unsaved facet edits are dropped by a store switch, a link or Back; Stay keeps them, Leave switches', async () => {
    const { context, page, errors } = await openPage(world);
    // In through the sidebar, so Back has an in-app page to return to.
    await page.goto(`${world.server.url}/dashboard/vendor/boosting`);
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await sidebar.getByRole('link', { name: 'Facets', exact: true }).click();
    const label = page.getByRole('table', { name: 'Facets' }).getByLabel('Label: category');
    await label.waitFor();
    const savedLabel = await label.inputValue();
    await label.fill('Department (unsaved)');
    const selector = page.getByRole('combobox', { name: 'Select a store' });
    expect(await selector.textContent()).toContain('Northwind Sports');
    const prompt = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    const chooseOutlet = async () => {
      await selector.click();
      await page.getByRole('option', { name: /Northwind Outlet/ }).click();
      await prompt.waitFor();
    };

    // The header's store switch asks; Stay keeps the store and the edit.
    await chooseOutlet();
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await selector.textContent()).toContain('Northwind Sports');
    expect(await label.inputValue()).toBe('Department (unsaved)');

    // A sidebar link and the browser's Back ask the same question; Stay keeps the page.
    await sidebar.getByRole('link', { name: 'Dynamic Re-Rank', exact: true }).click();
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/dashboard/vendor/facets');
    await page.goBack();
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await prompt.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/vendor/facets');
    expect(await label.inputValue()).toBe('Department (unsaved)');

    // Leave: the other store is selected and its facets are shown; nothing was saved.
    await chooseOutlet();
    await prompt.getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => selector.textContent()).toContain('Northwind Outlet');
    await expect.poll(() => label.inputValue()).not.toBe('Department (unsaved)');
    const stored = world.server.backend.db.facets.get(STORE_ID)?.find((f) => f.field === 'category');
    expect(stored?.label ?? '').toBe(savedLabel);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Search State's Boost Search opens the rule editor pre-filled for the query; saved, the address drops it", async () => {
    const { context, page, errors } = await openPage(world);
    await page.goto(`${world.server.url}/dashboard/vendor/search-state`);
    const table = page.getByRole('table', { name: 'Recent Searches' });
    await table.getByRole('rowheader').first().waitFor();
    // A query that names a brand ("nike", "adidas hoodie", ...): the demo backend's logs always hold some.
    const queries = await table.getByRole('rowheader').allTextContents();
    const products = world.server.backend.db.products.get(STORE_ID) ?? [];
    const brands = [...new Set(products.map((p) => p.brand))];
    const brandOf = (query: string) =>
      brands.find(
        (b) =>
          query.toLowerCase() === b.toLowerCase() || query.toLowerCase().startsWith(`${b.toLowerCase()} `),
      );
    const query = queries.find((q) => brandOf(q) !== undefined);
    const brand = query === undefined ? undefined : brandOf(query);
    if (query === undefined || brand === undefined)
      throw new Error(`no brand query among ${queries.join(', ')}`);

    await page.getByRole('button', { name: `Actions for ${query}` }).click();
    await page.getByRole('menuitem', { name: 'Boost Search' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/vendor/boosting' && url.searchParams.get('query') === query,
    );
    const dialog = page.getByRole('dialog', { name: 'Add Rule' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Rule name').inputValue()).toBe(query);
    expect(await dialog.getByLabel('Boost value').inputValue()).toBe('1.5');
    expect(await dialog.getByRole('combobox', { name: 'Select field 1' }).textContent()).toBe('Brand');
    const box = dialog.getByRole('group', { name: 'Values 1' }).getByRole('checkbox', { name: brand });
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');
    await dialog
      .getByRole('status')
      .filter({ hasText: /Matches \d+ of \d+ products/ })
      .waitFor();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/vendor/boosting' && !url.searchParams.has('query'),
    );
    await page
      .getByRole('region', { name: 'Dynamic Re-Rank' })
      .getByRole('article', { name: query })
      .waitFor();
    const saved = rulesOfStore().find((r) => r.name === query);
    expect(saved).toMatchObject({ weight: 1.5, status: 'active', type: 'attribute' });
    expect(JSON.stringify(saved?.matcher)).toContain(JSON.stringify({ term: { brand } }).slice(1, -1));

    // A reload does not open the editor again: the parameter is gone.
    await page.reload();
    await page
      .getByRole('region', { name: 'Dynamic Re-Rank' })
      .getByRole('article', { name: query })
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
