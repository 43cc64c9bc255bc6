/**
 * End to end: the demo vendor's journey on the built app in real Chromium (sign in, connect a
 * WooCommerce store, watch its first sync reach 100 %, find it in the list and the history, copy its embed
 * script, edit the profile name, switch to German and back), and the network discipline of the store screens.
 */
import { DEMO_SECOND_VENDOR_ID, DEMO_USERS, DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { getBatchInitEndpoint, STORE_LIST_SYNC_POLL_MS } from '@storesearch/sdk/stores';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  DEMO_VENDOR_NAME,
  openPage,
  recordApiRequests,
  settled,
  setUpE2eWorld,
  signInAsDemoVendor,
  startWorld,
} from './e2e.helpers';

const STORE_LIST_PATH = getBatchInitEndpoint.path;

const world = setUpE2eWorld(startWorld, { resetBackendEachTest: true });

/** The store the journey connects; the demo backend names it from its host. */
const NEW_STORE = {
  url: 'https://shop.harbour-cycles.com',
  title: 'Harbour Cycles',
  consumerKey: 'ck_e2e_harbour_key_1234',
};

/** Fills the E-commerce page's form with the new WooCommerce store, without sending it. */
async function fillNewStore(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'WordPress/WooCommerce' }).click();
  await page.getByLabel('WordPress URL').fill(NEW_STORE.url);
  await page.getByLabel('Consumer Key').fill(NEW_STORE.consumerKey);
}

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
    await fillNewStore(page);
    await page.getByRole('button', { name: 'Connect Store' }).click();
    // Connected: the success message, and the sync-progress dialog follows its first sync to 100 %.
    await page.getByText('Store Connected').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Sync Progress' });
    await dialog.waitFor();
    await dialog.getByText(NEW_STORE.title).waitFor();
    await dialog.getByText('100% complete').waitFor({ timeout: 40_000 });
    await dialog.getByText('Sync completed.').waitFor();
    // 2 s after completion the dialog closes and the lists refresh.
    await dialog.waitFor({ state: 'detached' });
    const connected = page.getByRole('region', { name: 'Connected Stores' });
    await connected.getByText(NEW_STORE.title).waitFor();

    // The welcome page lists it as ready, with its completed run in the history.
    await nav.getByRole('link', { name: 'Welcome' }).click();

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

    // Choose the dark theme in the user menu: the page turns dark, and stays dark after a reload.
    const rootTheme = page.locator('.radix-themes[data-is-root-theme="true"]');
    expect(await rootTheme.getAttribute('class')).not.toMatch(/\bdark\b/);
    await page.getByRole('button', { name: /User menu:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => rootTheme.getAttribute('class')).toMatch(/\bdark\b/);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await expect.poll(() => rootTheme.getAttribute('class')).toMatch(/\bdark\b/);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a plan limit', () => {
  it('keeps a Starter vendor at 1 of 1 stores from connecting another, says why, and lets it upgrade and connect', async () => {
    const { context, page, errors } = await openPage(world, { errors: 'uncaught' });
    const vendor = DEMO_USERS.secondVendor;
    await page.goto(`${world.server.url}/`);
    await page.waitForURL('**/sign-in');
    await page.getByRole('button', { name: `Sign in as ${vendor.firstname} ${vendor.lastname}` }).click();
    await page.getByRole('heading', { name: 'Welcome', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    await nav.getByRole('link', { name: 'E-commerce' }).click();
    await page.getByRole('heading', { name: 'E-commerce', level: 1 }).waitFor();
    const limit = page
      .getByRole('status')
      .filter({ hasText: 'Your Starter plan allows 1 store, and all are in use.' });
    await limit.waitFor();
    // What the user typed stays; the form cannot be sent.
    await fillNewStore(page);
    expect(await page.getByRole('button', { name: 'Connect Store' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('WordPress URL').inputValue()).toBe(NEW_STORE.url);

    // The backend refuses it too, with a message that names the plan.
    const refused = await page.evaluate(
      async ({ vendorId, url, key }) => {
        const response = await fetch('/api/v1/woocommerce-stores', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-vendor-id': String(vendorId) },
          body: JSON.stringify({ storeVendorId: vendorId, storeUrl: url, consumerKey: key }),
        });
        return { status: response.status, body: await response.text() };
      },
      { vendorId: DEMO_SECOND_VENDOR_ID, url: NEW_STORE.url, key: NEW_STORE.consumerKey },
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('Starter');

    // Upgrade Now leads to My Subscription, which shows the Starter plan and the plans to move to.
    await limit.getByRole('link', { name: 'Upgrade Now' }).click();
    await page.getByRole('heading', { name: 'My Subscription', level: 1 }).waitFor();
    await page.getByTestId('current-plan').getByText('Starter').waitFor();
    const plans = page.getByRole('region', { name: 'Plans' });
    await plans.getByRole('article', { name: 'Starter' }).getByText('Your plan, billed monthly').waitFor();

    // Professional, billed yearly: the confirmation names what is charged today.
    await plans.getByRole('radio', { name: 'Yearly' }).click();
    const professional = plans.getByRole('article', { name: 'Professional' });
    await professional.getByText('$529.20 / year').waitFor();
    await professional.getByRole('button', { name: 'Upgrade to Professional' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Move to Professional?' });
    await confirm
      .getByText(
        "You are charged $529.20 today for the first year, and the Professional plan's limits apply at once.",
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await plans.getByRole('status').getByText('You are now on the Professional plan.').waitFor();
    await professional.getByText('Your plan, billed yearly').waitFor();
    await page.getByTestId('current-plan').getByText('Professional').waitFor();

    // The year is invoiced, above the Starter months.
    await nav.getByRole('link', { name: 'Payment Invoice' }).click();
    const invoices = page.getByRole('table', { name: 'Payment Invoice' });
    const firstRow = invoices.getByRole('row').nth(1);
    await firstRow.getByText('$529.20').waitFor();
    await invoices.getByText('$19.00').first().waitFor();

    // With room for another store, the form connects it.
    await nav.getByRole('link', { name: 'E-commerce' }).click();
    await page.getByRole('heading', { name: 'E-commerce', level: 1 }).waitFor();
    await fillNewStore(page);
    await page.getByRole('button', { name: 'Connect Store' }).click();
    await page.getByText('Store Connected').waitFor();
    expect(await limit.count()).toBe(0);

    // The plan is still Professional, billed yearly, after a reload.
    await page.reload();
    await nav.getByRole('link', { name: 'My Subscription' }).click();
    await page.getByTestId('current-plan').getByText('Professional').waitFor();
    await plans
      .getByRole('article', { name: 'Professional' })
      .getByText('Your plan, billed yearly')
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the demo keeps what the vendor saves', () => {
  it('shows a saved change after a reload, and the starting data again once the demo is reset', async () => {
    const { context, page, errors } = await openPage(world);
    await signInAsDemoVendor(world, page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const seededName = DEMO_VENDOR_NAME;

    await nav.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First name').fill('Marit');
    await page.getByLabel('Last name').fill('Berg');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name updated successfully').waitFor();

    // A reload starts the demo backend afresh from its seed, and applies what was saved to it.
    await page.reload();
    await page.getByTestId('profile-firstname').getByText('Marit').waitFor();
    await page.getByRole('button', { name: 'User menu: Marit Berg' }).waitFor();

    // The user menu resets the demo, after asking.
    await page.getByRole('button', { name: /User menu:/ }).click();
    await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset the demo data?' });
    // The reset reads the store list again. The reload below waits for that answer: asked for by a page being
    // unloaded, it would reach the server instead of the demo worker.
    const storesReadAgain = page.waitForResponse((response) =>
      response.url().includes('/api/v1/vendor-info/batch-init'),
    );
    await confirm.getByRole('button', { name: 'Reset demo data' }).click();
    await page.getByText('The demo is back at its starting data.').waitFor();
    await page.getByRole('button', { name: `User menu: ${seededName}` }).waitFor();
    await page.getByTestId('profile-firstname').getByText(DEMO_USERS.vendor.firstname).waitFor();
    await storesReadAgain;

    await page.reload();
    await page.getByRole('button', { name: `User menu: ${seededName}` }).waitFor();
    await page.getByTestId('profile-firstname').getByText(DEMO_USERS.vendor.firstname).waitFor();

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
    // The seeded outlet store is synchronising, so the store list polls on its own every 10 s: those reads are
    // the poll's, not the switch's, whenever the switch happens to fall on one.
    const storeListReads: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === STORE_LIST_PATH) storeListReads.push(Date.now());
    });
    await signInAsDemoVendor(world, page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My Subscription' })
      .click();
    await page.getByTestId('current-plan').waitFor();
    // The plans are the vendor's, not the store's: shown once, they are not asked for again.
    await page
      .getByRole('region', { name: 'Plans' })
      .getByRole('button', { name: 'Upgrade to Enterprise' })
      .and(page.locator(':enabled'))
      .waitFor();
    // Only what the switch asks for is counted: the page's own load has ended.
    await settled(page);
    await page.waitForLoadState('networkidle');
    const calls = recordApiRequests(page);
    await page.getByRole('combobox', { name: 'Select a store' }).click();
    await page.getByRole('option', { name: /Northwind Outlet/ }).click();
    await page.waitForTimeout(1_500);
    const polls = calls.filter((call) => call === `GET ${STORE_LIST_PATH}`);
    expect(
      calls.filter((call) => !polls.includes(call)),
      `calls after the switch:\n${calls.join('\n')}`,
    ).toEqual([expect.stringMatching(/^GET \/api\/v1\/analytics\/store\/301\/usage-limits/)]);
    // A store-list read after the switch is the poll's only when it comes a whole period after the one before.
    const gaps = storeListReads.slice(1).map((at, i) => at - (storeListReads[i] ?? at));
    expect(gaps.slice(gaps.length - polls.length).every((gap) => gap >= STORE_LIST_SYNC_POLL_MS - 500)).toBe(
      true,
    );
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
