/**
 * End to end: the demo vendor's journey on the built app in real Chromium (sign in, connect a
 * WooCommerce store, watch its first sync reach 100 %, find it in the list and the history, copy its embed
 * script, edit the profile name, switch to German and back), and the network discipline of the store screens.
 */
import { DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { describe, expect, it } from 'vitest';
import { openPage, recordApiRequests, setUpE2eWorld, signInAsDemoVendor, startWorld } from './e2e.helpers';

const world = setUpE2eWorld(startWorld, { resetBackendEachTest: true });

/** The store the journey connects; the demo backend names it from its host. */
const NEW_STORE = {
  url: 'https://shop.harbour-cycles.com',
  title: 'Harbour Cycles',
  consumerKey: 'ck_e2e_harbour_key_1234',
};

describe('the demo vendor’s journey', () => {
  it('connects a WooCommerce store, syncs it to 100 %, copies its embed script, edits the name, and switches language', async () => {
    const { context, page, errors } = await openPage(world, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await signInAsDemoVendor(world, page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    // Connect a WooCommerce store on the E-commerce page.
    await nav.getByRole('link', { name: 'E-commerce' }).click();
    await page.getByRole('heading', { name: 'E-commerce', level: 1 }).waitFor();
    await page.getByRole('checkbox', { name: 'WordPress/WooCommerce' }).click();
    await page.getByLabel('WordPress URL').fill(NEW_STORE.url);
    await page.getByLabel('Consumer Key').fill(NEW_STORE.consumerKey);
    await page.getByRole('button', { name: 'Connect Store' }).click();
    const connected = page.getByRole('region', { name: 'Connected Stores' });
    await connected.getByText(NEW_STORE.title).waitFor();

    // Its first sync runs: Active Syncs on the welcome page opens the progress dialog, which reaches 100 %.
    await nav.getByRole('link', { name: 'Welcome' }).click();
    const progressButton = page.getByRole('button', { name: `Sync Progress: ${NEW_STORE.title}` });
    await progressButton.waitFor();
    await progressButton.click();
    const dialog = page.getByRole('dialog', { name: 'Sync Progress' });
    await dialog.waitFor();
    await dialog.getByText('100% complete').waitFor({ timeout: 40_000 });
    await dialog.getByText('Sync completed.').waitFor();
    // 2 s after completion the dialog closes and the lists refresh.
    await dialog.waitFor({ state: 'detached' });

    const stores = page.getByRole('region', { name: 'Your Stores' });
    await stores.getByRole('article', { name: NEW_STORE.title }).waitFor();
    await stores.getByRole('article', { name: NEW_STORE.title }).getByText('Ready').waitFor();
    const history = page.getByRole('table', { name: 'Sync History' });
    await history
      .getByRole('row')
      .filter({ hasText: 'WooCommerce' })
      .filter({ hasText: 'Completed' })
      .first()
      .waitFor();

    // Select it in the header and copy its embed script from General Settings.
    await page.getByRole('combobox', { name: 'Select a store' }).click();
    await page.getByRole('option', { name: new RegExp(NEW_STORE.title) }).click();
    await nav.getByRole('link', { name: 'General Settings' }).click();
    const details = page.getByRole('region', { name: 'Store Details' });
    await details.getByText(NEW_STORE.title).waitFor();
    // The consumer key is never shown whole.
    expect(await details.textContent()).not.toContain(NEW_STORE.consumerKey);
    const embed = page.getByRole('region', { name: 'Embed Script' });
    await embed.getByRole('button', { name: 'Copy' }).click();
    await embed.getByRole('button', { name: 'Copied!' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('<script src="https://cdn.storesearch.io/embed/v1/storesearch.js?');
    // Demo mode's backend lives in the page: the store is the one named by its URL, with a fresh id.
    expect(copied).toContain(`storeUrl=${encodeURIComponent(NEW_STORE.url)}`);
    expect(copied).toMatch(/storeId=\d+/);
    expect(copied).toContain(`vendorId=${DEMO_VENDOR_ID}`);
    // The confirmation lasts 2 s.
    await embed.getByRole('button', { name: 'Copy' }).waitFor();

    // Edit the profile name.
    await nav.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First name').fill('Marit');
    await page.getByLabel('Last name').fill('Lindqvist-Berg');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name updated successfully').waitFor();
    await page.getByTestId('profile-firstname').getByText('Marit').waitFor();
    await page.getByRole('button', { name: /User menu: Marit Lindqvist-Berg/ }).waitFor();

    // Switch to German and back.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('combobox', { name: 'Sprache' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('network discipline of the store screens', () => {
  it('loads the welcome page with exactly one API request (batch-init)', async () => {
    const { context, page, errors } = await openPage(world);
    await signInAsDemoVendor(world, page);
    // A fresh load of the welcome page, signed in: only batch-init may go out.
    const calls = recordApiRequests(page);
    await page.reload();
    await page.getByRole('region', { name: 'Your Stores' }).getByRole('article').first().waitFor();
    await page.waitForTimeout(1_500);
    expect(calls).toEqual(['GET /api/v1/vendor-info/batch-init']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refetches only the new store’s data when the selected store changes', async () => {
    const { context, page, errors } = await openPage(world);
    await signInAsDemoVendor(world, page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My Subscription' })
      .click();
    await page.getByTestId('current-plan').waitFor();
    const calls = recordApiRequests(page);
    await page.getByRole('combobox', { name: 'Select a store' }).click();
    await page.getByRole('option', { name: /Northwind Outlet/ }).click();
    await page.waitForTimeout(1_500);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^GET \/api\/v1\/analytics\/store\/301\/usage-limits/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stops polling the sync progress while the tab is hidden and resumes when it is shown', async () => {
    const { context, page, errors } = await openPage(world);
    await signInAsDemoVendor(world, page);
    // The seeded outlet store has a re-sync in progress.
    await page.getByRole('button', { name: 'Sync Progress: Northwind Outlet' }).click();
    await page.getByRole('dialog', { name: 'Sync Progress' }).waitFor();
    const calls = recordApiRequests(page);
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (value ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    const hiddenAt = calls.length;
    // Two poll intervals (3 s each) pass without a request.
    await page.waitForTimeout(7_000);
    expect(calls.slice(hiddenAt)).toEqual([]);
    await setHidden(false);
    await page.waitForTimeout(1_000);
    expect(calls.slice(hiddenAt).some((call) => call.startsWith('GET /api/v1/sync-progress/301'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
