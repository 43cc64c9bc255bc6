/**
 * End to end, merchandising: the dashboard built for a real API and served by the demo server (see
 * tuning.e2e.test.ts). A shop owner pins a product first for "rain jacket", sees it first in the search
 * preview with the reason, finds the rule again after a reload, switches it off and deletes it; takes the
 * search log's suggestion for "sneekers" and sees the preview find sneakers through it; and restores an
 * earlier version of a rule from the history.
 */
import { DEMO_STORES } from '@storesearch/sdk/mocks';
import { describe, expect, it } from 'vitest';
import { openPage, productIdOfName, queryRulesOfStore, setUpE2eWorld, startApiWorld } from './e2e.helpers';

const STORE_ID = DEMO_STORES.shopify.id;
const QUERY = 'rain jacket';

const world = setUpE2eWorld(() => startApiWorld({ name: 'merchandising' }));

const rulesOfStore = () => queryRulesOfStore(world, STORE_ID);

const synonymsOfStore = () =>
  world.server.backend.db.merchandising.synonyms.find((set) => String(set.storeId) === String(STORE_ID))
    ?.groups ?? [];

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
    const productId = productIdOfName(world, STORE_ID, chosen);

    // Create the rule: equals "rain jacket", the chosen product pinned at position 1.
    await rules.getByRole('button', { name: 'Add query rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add query rule' });
    await dialog.getByLabel('Search query').fill(QUERY);
    await dialog.getByLabel('Find a product to pin').fill(String(chosen));
    await dialog.getByRole('option', { name: `Pin ${chosen}`, exact: true }).click();
    expect(await dialog.getByLabel(`Position of ${chosen}`).inputValue()).toBe('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = rules.getByRole('article', { name: `Equals "${QUERY}"` });
    await card.waitFor();
    expect(await card.textContent()).toContain('Pins 1 product');
    const saved = rulesOfStore().find((r) => r.matchText === QUERY);
    expect(saved).toMatchObject({ matchKind: 'equals', enabled: true });
    expect(saved?.actions.pins).toEqual([{ productId, position: 1 }]);

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

  it('takes a suggested synonym, keeps it over a tab switch and a reload, and the preview finds through it', async () => {
    const { page, errors } = await openPage(world);
    await page.goto(`${world.server.url}/dashboard/vendor/merchandising?tab=synonyms`);
    const panel = page.getByRole('region', { name: 'Synonyms' });
    const suggestions = panel.getByRole('list', { name: 'Suggested from your search log' });
    await suggestions.getByRole('button', { name: 'Add "sneekers" → "sneakers"' }).click();
    const groups = panel.getByRole('list', { name: 'Synonyms' });
    await groups.getByRole('listitem', { name: 'sneekers, sneakers' }).waitFor();

    // Another tab and back: the unsaved group is still there; the address names the tab.
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('history');
    await page.getByRole('tab', { name: 'Synonyms' }).click();
    await groups.getByRole('listitem', { name: 'sneekers, sneakers' }).waitFor();

    await panel.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => synonymsOfStore().some((g) => g.kind === 'oneWay' && g.from === 'sneekers'))
      .toBe(true);
    await page.reload();
    await groups.getByRole('listitem', { name: 'sneekers, sneakers' }).waitFor();
    expect(await suggestions.getByRole('button', { name: 'Add "sneekers" → "sneakers"' }).count()).toBe(0);

    // The rules tab's preview applies the saved synonym and says so.
    await page.getByRole('tab', { name: 'Query rules' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBeNull();
    const preview = page.getByRole('region', { name: 'Search preview' });
    await preview.getByLabel('Search as a shopper').fill('sneekers');
    const results = preview.getByRole('list', { name: 'Search preview' }).locator(':scope > li');
    await results.first().waitFor();
    expect(await results.first().textContent()).toContain('Found through the synonym sneekers → sneakers');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('restores an earlier version of a rule from the history, recorded as a restore', async () => {
    // The rule's boost, read whole in words.
    const bestsellers = 'All conditions match: Tag is bestseller';
    const { page, errors } = await openPage(world);
    await page.goto(`${world.server.url}/dashboard/vendor/merchandising?tab=history`);
    const history = page.getByRole('list', { name: 'History of changes' });
    const changed = history.getByRole('listitem', { name: 'Changed: Rule for "running shoes"' });
    expect(await changed.textContent()).toContain(`Boost: ${bestsellers} · × 1.5 → ${bestsellers} · × 2`);

    await page.getByRole('button', { name: 'Restore version 1 of Rule for "running shoes"' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect
      .poll(() => rulesOfStore().find((r) => r.matchText === 'running shoes')?.actions.boost?.weight)
      .toBe(1.5);

    await page.reload();
    const restored = history.getByRole('listitem').first();
    await restored.waitFor();
    expect(await restored.getAttribute('aria-label')).toBe('Restored version 1: Rule for "running shoes"');
    expect(await restored.textContent()).toContain(`Boost: ${bestsellers} · × 2 → ${bestsellers} · × 1.5`);

    expect(errors).toEqual([]);
    await page.close();
  });
});
