/**
 * End to end, query rules in the editor: the dashboard built for a real API and served by the demo server
 * (see tuning.e2e.test.ts). A shop owner sends "returns" to the returns page (an http address is refused
 * first, as typed); schedules a rule for the coming weekend and finds it on the timeline; is warned of a pin
 * that collides with another rule before saving, and resolves it; and restores a rule's earlier version with
 * the keyboard alone. Each change is read again after a reload. The backend is seeded again before each test.
 */
import { localToInstant } from '@storesearch/sdk/merchandising';
import { DEMO_STORES, demoStoreTimeZone } from '@storesearch/sdk/mocks';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  byRole,
  focusedElement,
  openPage,
  pressAndAwaitFocusMove,
  productIdOfName,
  queryRulesOfStore,
  setUpE2eWorld,
  startApiWorld,
  tabTo,
} from './e2e.helpers';

const STORE_ID = DEMO_STORES.shopify.id;
const DAY_MS = 86_400_000;

const world = setUpE2eWorld(() => startApiWorld({ name: 'query-rules' }), { resetBackendEachTest: true });

/** The demo store's saved rules, as the server holds them. */
const rulesOfStore = () => queryRulesOfStore(world, STORE_ID);

/** Opens Merchandising and the dialog that adds a query rule. */
async function openNewRule(page: Page) {
  await page.goto(`${world.server.url}/dashboard/vendor/merchandising`);
  const rules = page.getByRole('region', { name: 'Query rules' });
  await rules.getByRole('article').first().waitFor();
  await rules.getByRole('button', { name: 'Add query rule' }).click();
  return { rules, dialog: page.getByRole('dialog', { name: 'Add query rule' }) };
}

/** The next Saturday after today and the Monday after it, as midnights of the zone's wall clock. */
function nextWeekend(timeZone: string): { start: string; end: string } {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const midnight = Date.parse(`${today}T00:00:00Z`);
  const ahead = (6 - new Date(midnight).getUTCDay() + 7) % 7 || 7;
  const day = (offset: number) => new Date(midnight + offset * DAY_MS).toISOString().slice(0, 10);
  return { start: `${day(ahead)}T00:00`, end: `${day(ahead + 2)}T00:00` };
}

describe('query rules in the built dashboard', () => {
  it('redirects "returns" to an https page, refusing http first as typed, and the preview says so', async () => {
    const { page, errors } = await openPage(world);
    const { rules, dialog } = await openNewRule(page);
    await dialog.getByLabel('Search query').fill('returns');
    const redirect = dialog.getByLabel('Redirect to (optional)');
    await redirect.fill('http://shop.example/pages/returns');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The redirect must use a secure https:// address.').waitFor();
    expect(await redirect.inputValue()).toBe('http://shop.example/pages/returns');
    expect(await redirect.getAttribute('aria-invalid')).toBe('true');
    expect(rulesOfStore().some((r) => r.matchText === 'returns')).toBe(false);

    await redirect.fill('https://shop.example/pages/returns');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => rulesOfStore().find((r) => r.matchText === 'returns')?.actions.redirect)
      .toBe('https://shop.example/pages/returns');

    await page.reload();
    const card = rules.getByRole('article', { name: 'Equals "returns"' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Redirects to https://shop.example/pages/returns');
    // A shopper's query is read as the rule reads it: case and extra spaces do not matter.
    const preview = page.getByRole('region', { name: 'Search preview' });
    await preview.getByLabel('Search as a shopper').fill('  Returns ');
    await preview
      .getByText('A rule sends this search to https://shop.example/pages/returns; no results are shown.')
      .waitFor();

    expect(errors).toEqual([]);
    await page.close();
  });

  it('schedules a rule for the coming weekend: refused when it ends first, then scheduled on the timeline', async () => {
    const query = 'weekend sale';
    const { page, errors } = await openPage(world);
    const { rules, dialog } = await openNewRule(page);
    await dialog.getByLabel('Search query').fill(query);
    const product = (world.server.backend.db.products.get(STORE_ID) ?? []).find((p) => p.onSale);
    if (!product) throw new Error('the demo store has no product on sale');
    await dialog.getByLabel('Find a product to pin').fill(product.title);
    await dialog.getByRole('option', { name: /^Pin / }).first().click();
    const pinned = rulesOfStore().length;

    const start = dialog.getByLabel(/^Starts \(optional, /);
    const end = dialog.getByLabel(/^Ends \(optional, /);
    const timeZone = /, (.+)\)$/.exec(
      String(await start.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent)),
    )?.[1];
    if (!timeZone) throw new Error('the schedule fields name no time zone');
    // The store's zone, not this browser's.
    const store = world.server.backend.db.stores.find((s) => s.id === STORE_ID);
    expect(timeZone).toBe(demoStoreTimeZone(store ?? { currency: '' }));
    const weekend = nextWeekend(timeZone);

    // Ends before it starts: refused, both fields marked and described, nothing typed lost.
    await start.fill(weekend.end);
    await end.fill(weekend.start);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The schedule must end after it starts.').waitFor();
    for (const field of [start, end]) {
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.evaluate((el) => el.getAttribute('aria-describedby'))).toBeTruthy();
    }
    expect(await start.inputValue()).toBe(weekend.end);
    expect(rulesOfStore()).toHaveLength(pinned);

    await start.fill(weekend.start);
    await end.fill(weekend.end);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => rulesOfStore().find((r) => r.matchText === query)?.schedule)
      .toEqual({ ...weekend, timeZone });

    // After a reload: the card says scheduled, and the timeline has the weekend's start and end.
    await page.reload();
    const card = rules.getByRole('article', { name: `Equals "${query}"` });
    await card.waitFor();
    expect(await card.textContent()).toContain('Scheduled');
    const timeline = page.getByRole('list', { name: 'What changes when' });
    const starts = timeline.getByRole('listitem').filter({ hasText: `${query} starts` });
    const ends = timeline.getByRole('listitem').filter({ hasText: `${query} ends` });
    await starts.waitFor();
    const instant = (local: string) => new Date(localToInstant(local, timeZone) ?? Number.NaN).toISOString();
    expect(await starts.locator('time').getAttribute('datetime')).toBe(instant(weekend.start));
    expect(await ends.locator('time').getAttribute('datetime')).toBe(instant(weekend.end));

    expect(errors).toEqual([]);
    await page.close();
  });

  it('warns of a pin that collides with another rule before saving, and its fix moves the pin', async () => {
    const query = 'hiking boots';
    const seeded = rulesOfStore().find((r) => r.matchText === query);
    const taken = new Set(seeded?.actions.pins.map((pin) => pin.position));
    expect(taken.has(1)).toBe(true);
    const { page, errors } = await openPage(world);
    const { rules, dialog } = await openNewRule(page);
    await dialog.getByLabel('Search query').fill(query);
    await dialog.getByLabel('Find a product to pin').fill('rain jacket');
    const pin = dialog.getByRole('option', { name: /^Pin / }).first();
    const product = String(await pin.textContent()).replace(/^Pin /, '');
    await pin.click();

    const warning = dialog.getByRole('note', { name: 'Before you save: conflicts with other rules' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain(
      `Two rules pin different products at position 1 for "${query}"`,
    );
    expect(await warning.textContent()).toContain(product);
    const before = rulesOfStore().length;

    const move = warning.getByRole('button', { name: /^Move product .+ to position \d+$/ });
    const position = Number(/(\d+)$/.exec(String(await move.textContent()))?.[1]);
    expect(taken.has(position)).toBe(false);
    await move.click();
    // The pins no longer collide; the note still says that both rules apply to the query.
    await warning.getByText(/^Two rules pin different products/).waitFor({ state: 'detached' });
    expect(await warning.textContent()).toContain(`Two rules apply to "${query}" at the same time`);
    expect(await dialog.getByLabel(`Position of ${product}`).inputValue()).toBe(String(position));
    expect(rulesOfStore()).toHaveLength(before);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const productId = productIdOfName(world, STORE_ID, product);
    await expect.poll(() => rulesOfStore().length).toBe(before + 1);
    const saved = rulesOfStore().filter((r) => r.matchText === query);
    expect(saved.map((r) => r.actions.pins)).toContainEqual([{ productId, position }]);

    await page.reload();
    await expect.poll(() => rules.getByRole('article', { name: `Equals "${query}"` }).count()).toBe(2);

    expect(errors).toEqual([]);
    await page.close();
  });

  it('restores an earlier version of a rule with the keyboard alone', async () => {
    const { page, errors } = await openPage(world);
    await page.goto(`${world.server.url}/dashboard/vendor/merchandising?tab=history`);
    const history = page.getByRole('list', { name: 'History of changes' });
    await history.getByRole('listitem').first().waitFor();

    const restore = await tabTo(page, byRole('button', 'Restore version 1 of Rule for "running shoes"'), {
      max: 120,
    });
    expect(restore.ring).not.toBeNull();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await confirm.waitFor();
    // The confirmation opens on its safe choice; Tab reaches the restore.
    for (let press = 0; press < 4 && (await focusedElement(page)).name !== 'Restore'; press += 1)
      await pressAndAwaitFocusMove(page, 'Tab');
    expect(await focusedElement(page)).toMatchObject({ role: 'button', name: 'Restore' });
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    await expect
      .poll(() => rulesOfStore().find((r) => r.matchText === 'running shoes')?.actions.boost?.weight)
      .toBe(1.5);

    await page.reload();
    const restored = history.getByRole('listitem').first();
    await restored.waitFor();
    expect(await restored.getAttribute('aria-label')).toBe('Restored version 1: Rule for "running shoes"');

    expect(errors).toEqual([]);
    await page.close();
  });
});
