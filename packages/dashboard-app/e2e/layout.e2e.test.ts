/**
 * End to end: no screen of the built dashboard scrolls sideways. Every route, in English and in the two longest
 * languages (German and Thai), at every width from a phone's to a desktop's: the page is never wider
 * than the window (a wide table scrolls inside its own region instead).
 */
import { DEMO_USERS } from '@storesearch/sdk/mocks';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../src/routes/paths';
import { LOCALE_STORAGE_KEY } from '../src/session/preferences';
import { openPage, settled, setUpE2eWorld } from './e2e.helpers';

const world = setUpE2eWorld();

/** The widths walked: a phone, a tablet, a small laptop (the sidebar's breakpoint), a laptop and a desktop. */
const WIDTHS = [360, 768, 1024, 1280, 1920] as const;
/** Screens open at the widest, then narrow step by step. */
const WIDEST = 1920;
/** English, and the languages whose words run longest. */
const LOCALES = ['en', 'de', 'th'] as const;
type Locale = (typeof LOCALES)[number];

const VENDOR_ROUTES = Object.entries(PATHS)
  .filter(([name]) => name.startsWith('vendor'))
  .map(([, path]) => path);
const ADMIN_ROUTES = Object.entries(PATHS)
  .filter(([name]) => name.startsWith('admin'))
  .map(([, path]) => path);

/**
 * Null when the page fits the window; otherwise what sticks out past its right edge (the deepest elements
 * outside any region that scrolls on its own), named well enough to find them.
 */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const edge = root.clientWidth;
    const insideScroller = (el: HTMLElement) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > edge + 0.5 && !insideScroller(el))
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > edge + 0.5))
      .slice(0, 3)
      .map((el) => {
        const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
        return `<${el.tagName.toLowerCase()} class="${el.className}"> "${label}" right=${Math.round(el.getBoundingClientRect().right)}`;
      });
    return `page ${root.scrollWidth} px in a ${edge} px window: ${culprits.join('; ')}`;
  });
}

/**
 * Signs in as the demo persona named, through the sign-in page (in whatever language the page is in: the
 * button names the persona), and waits for the landing screen's content.
 */
async function signIn(page: Page, user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]): Promise<void> {
  await page.goto(`${world.server.url}${PATHS.signIn}`);
  await page.getByRole('button', { name: `${user.firstname} ${user.lastname}` }).click();
  await page.waitForURL(`**${PATHS.dashboard}/**`);
  await settled(page);
}

/** The screen heading shown before an in-app navigation, kept on the page to tell the next screen from it. */
declare global {
  interface Window {
    walkedHeading?: Element | null;
  }
}

/**
 * Opens `path` inside the running app: a history entry the router follows, as it does for a link; resolves
 * once the new screen has replaced the old one (the router keeps the old screen while the new one's code loads;
 * each screen mounts its own heading).
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.walkedHeading = document.querySelector('main h1');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  try {
    await page.waitForFunction(() => {
      const heading = document.querySelector('main h1');
      return heading !== null && heading !== window.walkedHeading;
    });
  } catch (error) {
    const heading = await page.evaluate(() => document.querySelector('main h1')?.textContent ?? null);
    const found = `the address is ${page.url()}, the heading "${heading}"`;
    throw new Error(`${path} did not replace the screen: ${found}`, { cause: error });
  }
}

/**
 * Opens every route at every walked width, in the page signed in; returns what scrolled sideways. Each screen
 * opens inside the running app, as a click on a link would (the router follows the history): one page load for
 * the whole walk.
 */
async function walk(page: Page, routes: readonly string[], locale: Locale): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: WIDEST, height: 900 });
    if (new URL(page.url()).pathname !== route) await navigateInApp(page, route);
    await settled(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // A chart or a table re-measures after a resize: wait for the layout to settle on its new width, as
      // long as any state may take on a busy machine.
      const problem = await expect
        .poll(() => overflow(page))
        .toBeNull()
        .then(
          () => null,
          async () => overflow(page),
        );
      if (problem) found.push(`${route} [${locale}, ${width} px]: ${problem}`);
    }
  }
  return found;
}

/** The personas walked, each with the routes of their area. */
const AREAS = [
  { name: "the vendor's screens", user: DEMO_USERS.vendor, routes: VENDOR_ROUTES },
  { name: "the admin's screens", user: DEMO_USERS.admin, routes: ADMIN_ROUTES },
] as const;

// One test per area and language, so each stays a fraction of the time limit on a busy machine.
describe.each(AREAS)('every screen fits the window: $name', ({ user, routes }) => {
  it.each(LOCALES)('from 360 to 1920 px, in %s', async (locale) => {
    const { context, page, errors } = await openPage(world);
    // The app reads its language as it starts: set before the sign-in page's first script runs.
    await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: LOCALE_STORAGE_KEY,
      value: locale,
    });
    await signIn(page, user);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    expect(await walk(page, routes, locale)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('on a phone', () => {
  it("shows each recent search's ⋯ menu button, which a tap opens, on a screen that cannot hover", async () => {
    const { context, page, errors } = await openPage(world, { phone: true });
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
    await signIn(page, DEMO_USERS.vendor);
    await page.goto(`${world.server.url}${PATHS.vendorSearchState}`);
    await settled(page);
    const table = page.getByRole('table', { name: 'Recent Searches' });
    const buttons = table.getByRole('button', { name: /^Actions for / });
    await expect.poll(() => buttons.count()).toBeGreaterThan(0);
    const opacities = await buttons.evaluateAll((all) =>
      all.map((button) => getComputedStyle(button).opacity),
    );
    expect(new Set(opacities)).toEqual(new Set(['1']));
    // The pinned column holds the button within the window, over the table's scrolled columns.
    const first = buttons.first();
    const box = await first.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    await first.tap();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Boost Search' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
