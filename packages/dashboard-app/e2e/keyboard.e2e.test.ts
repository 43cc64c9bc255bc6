/**
 * End to end, keyboard only: after the first page load every step is a key press (Tab, Shift+Tab,
 * Enter, Space, arrows, typing), never a click or a fill. The demo vendor signs in, connects a WooCommerce store
 * and creates a boosting rule, then opens the user menu for the profile; every control the keyboard acts on
 * shows a focus indicator.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  byRole,
  DEMO_VENDOR_NAME,
  type FocusedElement,
  focusedElement,
  openPage,
  pressAndAwaitFocusMove,
  setUpE2eWorld,
  signInAsDemoVendor,
  tabTo,
} from './e2e.helpers';

const world = setUpE2eWorld();

/** The store the journey connects; the demo backend names it from its host. */
const NEW_STORE = {
  url: 'https://shop.keyboard-cycles.com',
  title: 'Keyboard Cycles',
  consumerKey: 'ck_e2e_keyboard_key_1234',
};
const RULE = 'Nike first (keyboard)';

/** Every element the keyboard acted on, for the focus-indicator check. */
const acted: FocusedElement[] = [];

/** Tabs to the element, checks its focus ring, and remembers it. */
async function reach(page: Page, matches: (focused: FocusedElement) => boolean, shift = false) {
  const focused = await tabTo(page, matches, { shift });
  acted.push(focused);
  expect(focused.ring, `no focus indicator on ${focused.role} "${focused.name}"`).not.toBeNull();
  return focused;
}

/**
 * Presses `key` until the focused element matches (arrow keys in a list, menu or radio group), each press
 * waiting until focus has moved on.
 */
async function arrowTo(page: Page, key: string, matches: (focused: FocusedElement) => boolean) {
  const passed: string[] = [];
  for (let press = 0; press < 40; press += 1) {
    const now = await focusedElement(page);
    if (matches(now)) return now;
    passed.push(`${now.role} "${now.name}"`);
    try {
      await pressAndAwaitFocusMove(page, key);
    } catch {
      break;
    }
  }
  throw new Error(`${key} never reached the element; passed ${[...new Set(passed)].join(', ')}`);
}

describe('keyboard only', () => {
  it('signs in, connects a WooCommerce store, creates a boosting rule and opens the profile from the user menu, without a pointer', async () => {
    const { context, page, errors } = await openPage(world);
    // The only navigation that is not a key press: the first load.
    await page.goto(`${world.server.url}/`);
    await page.waitForURL('**/sign-in');
    const signIn = page.getByRole('button', { name: `Sign in as ${DEMO_VENDOR_NAME}` });
    await signIn.waitFor();

    // Sign in.
    await reach(page, byRole('button', `Sign in as ${DEMO_VENDOR_NAME}`));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/vendor');
    await page.getByRole('heading', { name: 'Welcome', level: 1 }).waitFor();

    // E-commerce from the sidebar.
    await reach(page, byRole('a', 'E-commerce'));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'E-commerce', level: 1 }).waitFor();

    // Connect a WooCommerce store: Space ticks the platform, typing fills the fields, Enter submits.
    await reach(page, byRole('checkbox', 'WordPress/WooCommerce'));
    await page.keyboard.press('Space');
    await reach(page, byRole('input:text', 'WordPress URL'));
    await page.keyboard.type(NEW_STORE.url);
    await reach(page, byRole('input:password', 'Consumer Key'));
    await page.keyboard.type(NEW_STORE.consumerKey);
    await reach(page, byRole('button', 'Connect Store'));
    await page.keyboard.press('Enter');
    // The new store's sync-progress dialog opens with focus inside it; Escape closes it (the sync goes on).
    const progress = page.getByRole('dialog', { name: 'Sync Progress' });
    await progress.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);
    await page.keyboard.press('Escape');
    await progress.waitFor({ state: 'detached' });
    const connected = page.getByRole('region', { name: 'Connected Stores' });
    await connected.getByText(NEW_STORE.title).waitFor();

    // Dynamic Re-Rank from the sidebar (back up the page with Shift+Tab).
    await reach(page, byRole('a', 'Dynamic Re-Rank'), true);
    await page.keyboard.press('Enter');
    const rules = page.getByRole('region', { name: 'Dynamic Re-Rank' });
    await rules.getByRole('article').first().waitFor();

    // Add Rule: name, boost, field Brand (a select: Enter opens, arrows move, Enter picks), value Nike, Save.
    await reach(page, byRole('button', 'Add Rule'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Rule' });
    await dialog.waitFor();
    // The dialog moves focus into its first field once it has opened.
    await expect.poll(() => focusedElement(page)).toMatchObject({ role: 'input:text', name: 'Rule name' });
    acted.push(await focusedElement(page));
    await page.keyboard.type(RULE);
    await reach(page, byRole('input:number', 'Boost value'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    await reach(page, byRole('combobox', /^Select field 1/));
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await arrowTo(page, 'ArrowDown', byRole('option', 'Brand'));
    // A highlighted option is shown by its background, not a ring.
    expect(await page.getByRole('option', { name: 'Brand' }).getAttribute('data-highlighted')).not.toBeNull();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    const values = dialog.getByRole('group', { name: 'Values 1' });
    await values.getByRole('checkbox', { name: 'Nike' }).waitFor();
    await reach(page, (focused) => focused.role === 'checkbox');
    const nike = await arrowTo(page, 'ArrowDown', byRole('checkbox', 'Nike'));
    acted.push(nike);
    await page.keyboard.press('Space');
    await expect
      .poll(() => values.getByRole('checkbox', { name: 'Nike' }).getAttribute('aria-checked'))
      .toBe('true');
    await dialog
      .getByRole('status')
      .filter({ hasText: /^Matches \d+ of \d+ products/ })
      .waitFor();
    await reach(page, byRole('button', 'Save'));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });

    const card = rules.getByRole('article', { name: RULE });
    await card.waitFor();
    expect(await card.textContent()).toContain('Brand is Nike');
    expect(await card.textContent()).toContain('Boost 3');
    // Focus came back to Add Rule, where the keyboard user left off.
    await expect.poll(() => focusedElement(page)).toMatchObject({ role: 'button', name: 'Add Rule' });

    // The header's user menu: Enter and ArrowDown open it on its first item, Escape closes it onto its button,
    // and the arrows and Enter pick Profile.
    const menuButton = await reach(page, byRole('button', `User menu: ${DEMO_VENDOR_NAME}`), true);
    for (const key of ['Enter', 'ArrowDown']) {
      await page.keyboard.press(key);
      await page.getByRole('menu').waitFor();
      await expect.poll(() => focusedElement(page)).toMatchObject({ role: 'menuitem', name: 'Profile' });
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await expect.poll(() => focusedElement(page)).toEqual(menuButton);
    }
    await page.keyboard.press('Enter');
    await arrowTo(page, 'ArrowDown', byRole('menuitem', 'Profile'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/settings/profile');

    expect(acted.map((focused) => focused.ring).filter((ring) => ring === null)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps its place when the control it pressed is gone: on the store card after a re-sync, on the next title', async () => {
    const { context, page, errors } = await openPage(world);
    await signInAsDemoVendor(world, page);
    const sports = page.getByRole('article', { name: 'Northwind Sports' });
    await sports.getByRole('button', { name: 'Re-Sync: Northwind Sports' }).focus();
    await page.keyboard.press('Enter');
    const progress = page.getByRole('dialog', { name: 'Sync Progress' });
    await progress.waitFor();
    // Hidden while the store syncs: focus cannot go back to the button that opened the dialog.
    await sports.getByRole('button', { name: 'Re-Sync: Northwind Sports' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await progress.waitFor({ state: 'detached' });
    await expect
      .poll(() => focusedElement(page))
      .toMatchObject({ role: 'button', name: 'View Details: Northwind Sports' });

    // View Details leaves the page it is on: focus goes on with the E-commerce screen, from its title.
    await page.keyboard.press('Enter');
    await page.waitForURL('**/ecommerce?storeId=*');
    await expect.poll(() => focusedElement(page)).toMatchObject({ role: 'h1', name: 'E-commerce' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
