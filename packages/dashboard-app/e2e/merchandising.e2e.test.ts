/**
 * End to end, merchandising: the dashboard built for a real API and served by the demo server (see
 * tuning.e2e.test.ts). A shop owner pins a product first for "rain jacket", sees it first in the search
 * preview with the reason, finds the rule again after a reload, switches it off and deletes it.
 */
import { DEMO_STORES } from '@storesearch/sdk/mocks';
import { describe, expect, it } from 'vitest';
import { openPage, setUpE2eWorld, startApiWorld } from './e2e.helpers';

const STORE_ID = DEMO_STORES.shopify.id;
const QUERY = 'rain jacket';

const world = setUpE2eWorld(() => startApiWorld({ name: 'merchandising' }));

const rulesOfStore = () =>
  world.server.backend.db.merchandising.rules.filter((r) => String(r.storeId) === String(STORE_ID));

describe('merchandising in the built dashboard against the demo server', () => {
  it('pins a product first for a query, previews it, keeps it over a reload, disables and deletes it', async () => {
    const { page, errors } = await openPage(world);
    await page.goto(`${world.server.url}/dashboard/vendor/merchandising`);
    const rules = page.getByRole('region', { name: 'Query rules' });
    await rules.getByRole('article').first().waitFor();
    const seeded = rulesOfStore().length;

    // The preview as it stands: the product shown last on the first page is the one to put first.
    const preview = page.getByRole('region', { name: 'Search preview' });
    await preview.getByLabel('Search as a shopper').fill(QUERY);
    const results = preview.getByRole('list', { name: 'Search preview' }).locator(':scope > li');
    await results.first().waitFor();
    const organicFirst = await results.first().getAttribute('aria-label');
    const chosen = await results.last().getAttribute('aria-label');
    expect(chosen).toBeTruthy();
    expect(chosen).not.toBe(organicFirst);
    const product = (world.server.backend.db.products.get(STORE_ID) ?? []).find((p) => p.title === chosen);
    expect(product).toBeDefined();

    // Create the rule: equals "rain jacket", the chosen product pinned at position 1.
    await rules.getByRole('button', { name: 'Add query rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add query rule' });
    await dialog.getByLabel('Search query').fill(QUERY);
    await dialog.getByLabel('Find a product to pin').fill(String(chosen));
    await dialog.getByRole('button', { name: `Pin ${chosen}`, exact: true }).click();
    expect(await dialog.getByLabel(`Position of ${chosen}`).inputValue()).toBe('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = rules.getByRole('article', { name: `Equals "${QUERY}"` });
    await card.waitFor();
    expect(await card.textContent()).toContain('Pins 1 product');
    const saved = rulesOfStore().find((r) => r.matchText === QUERY);
    expect(saved).toMatchObject({ matchKind: 'equals', enabled: true });
    expect(saved?.actions.pins).toEqual([{ productId: String(product?.id), position: 1 }]);

    // The preview is read again: the chosen product comes first, and says why.
    await expect.poll(() => results.first().getAttribute('aria-label')).toBe(chosen);
    expect(await results.first().textContent()).toContain('Pinned at position 1');

    // After a reload the rule is still listed: the server kept it.
    await page.reload();
    await card.waitFor();
    expect(await rules.getByRole('article').count()).toBe(seeded + 1);

    // Switch it off: the server keeps it off, and the card is dimmed.
    await card.getByRole('switch', { name: `Apply the rule for "${QUERY}"` }).click();
    await expect.poll(() => rulesOfStore().find((r) => r.matchText === QUERY)?.enabled).toBe(false);
    await expect.poll(() => card.getAttribute('data-enabled')).toBe('false');

    // Delete behind its confirmation.
    await card.getByRole('button', { name: `Delete the rule for "${QUERY}"` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this query rule?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    // The card can leave the page before the server has the delete (the list re-renders): wait for the server.
    await expect.poll(() => rulesOfStore().some((r) => r.matchText === QUERY)).toBe(false);

    expect(errors).toEqual([]);
    await page.close();
  });
});
