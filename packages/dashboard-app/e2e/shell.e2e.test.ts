/**
 * End to end: the shell on the built app in real Chromium: the sidebar collapses below 1024 px (a modal drawer
 * on a phone), a vendor on an admin URL gets 'not allowed', an unknown address 'not found', sign-out returns to
 * sign-in, and a page opened in a saved language is drawn in it from its first render.
 */
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../src/session/preferences';
import { openPage, setUpE2eWorld, signInAsDemoVendor } from './e2e.helpers';

const world = setUpE2eWorld();

describe('the dashboard shell', () => {
  it('collapses the sidebar below 1024 px and opens it with the toggle', async () => {
    const { context, page, errors } = await openPage(world);
    await page.setViewportSize({ width: 900, height: 800 });
    await signInAsDemoVendor(world, page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.count()).toBe(0);
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await nav.waitFor();
    // On a narrow window following a link closes the sidebar again.
    await nav.getByRole('link', { name: 'Sync' }).click();
    await page.getByRole('heading', { name: 'Sync', level: 1 }).waitFor();
    expect(await nav.count()).toBe(0);
    // Widening past the breakpoint opens it.
    await page.setViewportSize({ width: 1200, height: 800 });
    await nav.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 390 px the sidebar is a modal drawer: focus stays in it, Escape, the scrim and a link close it', async () => {
    const { context, page, errors } = await openPage(world);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsDemoVendor(world, page);
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    const focusedName = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );

    // Escape closes it and focus goes back to the toggle.
    await toggle.click();
    await drawer.waitFor();
    // While the modal drawer is open the page behind it is hidden from assistive technology, the toggle too:
    // read its state by its id.
    expect(await page.locator('#app-sidebar-toggle').getAttribute('aria-expanded')).toBe('true');
    // Focus is trapped: tabbing through every link never leaves the drawer.
    const links = await drawer.getByRole('link').count();
    for (let i = 0; i < links + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe('Toggle sidebar');

    // A click on the scrim beside it closes it.
    await toggle.click();
    await drawer.waitFor();
    await page.mouse.click(380, 400);
    await drawer.waitFor({ state: 'detached' });

    // The close button and a followed link close it too; the page never scrolls sideways.
    await toggle.click();
    await drawer.getByRole('button', { name: 'Close navigation' }).click();
    await drawer.waitFor({ state: 'detached' });
    await toggle.click();
    await drawer.getByRole('link', { name: 'E-commerce' }).click();
    await page.getByRole('heading', { name: 'E-commerce', level: 1 }).waitFor();
    await drawer.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a vendor 'not allowed' on an admin URL and 'not found' on an unknown one, and signs out", async () => {
    const { context, page, errors } = await openPage(world);
    await signInAsDemoVendor(world, page);
    await page.goto(`${world.server.url}/dashboard/admin/users`);
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    await page.goto(`${world.server.url}/dashboard/vendor/no-such-screen`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    // Signed out for good: a reload stays on sign-in.
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws a page opened in the saved language in that language from its first render, never in English first', async () => {
    const { context, page, errors } = await openPage(world);
    await signInAsDemoVendor(world, page);
    await page.evaluate((key) => localStorage.setItem(key, 'de'), LOCALE_STORAGE_KEY);
    // Every heading and navigation label the page ever holds, as it changes (before it is painted).
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenWords: seen });
      new MutationObserver(() => {
        for (const element of document.querySelectorAll('h1, nav[aria-label]')) {
          const words = element.getAttribute('aria-label') ?? element.textContent ?? '';
          if (words && !seen.includes(words)) seen.push(words);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    for (const [path, title] of [
      ['/dashboard/vendor', 'Willkommen'],
      ['/dashboard/vendor/insights', 'Suchanalysen'],
      ['/dashboard/vendor/merchandising', 'Merchandising'],
    ] as const) {
      await page.goto(`${world.server.url}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
      const seen = await page.evaluate(() => (window as unknown as { seenWords: string[] }).seenWords);
      expect(seen, path).not.toContain('Main navigation');
      expect(seen, path).not.toContain('Welcome');
      expect(seen, path).not.toContain('Search Insights');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
