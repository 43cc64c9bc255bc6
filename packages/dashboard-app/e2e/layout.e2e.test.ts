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

/**
 * What keeps the buttons that match `selector` from the user at the window's width: each must lie inside the
 * window and be the element found at its own centre (nothing clips or covers it). The page is scrolled down to
 * each button, never sideways, and no region inside it is scrolled: what the user sees as the screen opens.
 */
function unreachable(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const problems: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>(css)) {
      window.scrollBy(0, button.getBoundingClientRect().top - window.innerHeight / 2);
      const box = button.getBoundingClientRect();
      const name = button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (box.left < 0 || box.right > window.innerWidth)
        problems.push(`"${name.slice(0, 40)}" at x ${Math.round(box.left)}–${Math.round(box.right)}`);
      else if (!hit || !button.contains(hit))
        problems.push(`"${name.slice(0, 40)}" is hidden under <${hit?.tagName.toLowerCase()}>`);
    }
    window.scrollTo(0, 0);
    return problems;
  }, selector);
}

/** Walks the widths, narrowest last, and collects what `check` finds wrong at each, with the page's overflow. */
async function atEveryWidth(page: Page, check: (width: number) => Promise<string[]>): Promise<string[]> {
  const found: string[] = [];
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: 900 });
    const problem = await expect
      .poll(() => overflow(page))
      .toBeNull()
      .then(
        () => null,
        async () => overflow(page),
      );
    if (problem) found.push(`${width} px: ${problem}`);
    for (const wrong of await check(width)) found.push(`${width} px: ${wrong}`);
  }
  return found;
}

describe("the tuning screens' rows keep their actions in view", () => {
  it('Search Lab: a 400-character URL rule wraps in its card, its Remove button in the window', async () => {
    const { context, page, errors } = await openPage(world);
    await signIn(page, DEMO_USERS.vendor);
    await navigateInApp(page, PATHS.vendorSearchLab);
    await settled(page);
    const url = `https://northwind-sports.demo/checkout/${'a'.repeat(400)}`;
    const checkout = page.getByRole('form', { name: 'Checkout summary page URLs' });
    await checkout.getByRole('textbox').fill(url);
    await checkout.getByRole('button', { name: 'Add URL' }).click();
    await page.getByRole('button', { name: `Remove ${url}` }).waitFor();
    expect(
      await atEveryWidth(page, () => unreachable(page, 'main li button[aria-label^="Remove "]')),
    ).toEqual([]);
    // The rule is not saved: leaving asks first, and Stay keeps it.
    await page.setViewportSize({ width: WIDEST, height: 900 });
    await page.getByRole('link', { name: 'Facets' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: `Remove ${url}` }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Facets: each row's Values, Color Mappings and remove buttons are in the window", async () => {
    const { context, page, errors } = await openPage(world);
    await signIn(page, DEMO_USERS.vendor);
    await navigateInApp(page, PATHS.vendorFacets);
    await settled(page);
    await page.getByRole('button', { name: 'Color Mappings' }).waitFor();
    expect(await atEveryWidth(page, () => unreachable(page, 'main table td:last-child button'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Dynamic Re-Rank: product names and search show; Edit is a sideways scroll away', async () => {
    const { context, page, errors } = await openPage(world);
    await signIn(page, DEMO_USERS.vendor);
    await navigateInApp(page, PATHS.vendorBoosting);
    await settled(page);
    const table = page.getByRole('table', { name: 'Manual Product Boost' });
    await table
      .getByRole('button', { name: /^Edit boost of / })
      .first()
      .waitFor();
    const found = await atEveryWidth(page, async () => {
      const wrong: string[] = [];
      const sizes = await table.evaluate((element) => {
        const [product, boost] = [...element.querySelectorAll('thead th')].map((th) =>
          th.getBoundingClientRect(),
        );
        const name = [...element.querySelectorAll('tbody td:first-child')].find((td) => td.textContent);
        return {
          productHeader: product?.height ?? 0,
          boostHeader: boost?.height ?? 0,
          nameWidth: name?.getBoundingClientRect().width ?? 0,
        };
      });
      if (sizes.productHeader > sizes.boostHeader)
        wrong.push(
          `the Product header wraps (${sizes.productHeader} px tall, Boost ${sizes.boostHeader} px)`,
        );
      if (sizes.nameWidth < 150) wrong.push(`the product names get ${Math.round(sizes.nameWidth)} px`);
      const search = await page.getByRole('searchbox', { name: 'Search products' }).boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      if (!search || search.x < 0 || search.x + search.width > width)
        wrong.push(`the search box is at x ${search?.x}–${search && search.x + search.width}`);
      // Scrolled sideways as far as it goes, the table shows the first rows' Edit buttons.
      await page.getByRole('region', { name: 'Products' }).evaluate((region) => {
        region.scrollLeft = region.scrollWidth;
      });
      wrong.push(...(await unreachable(page, 'main table tbody tr:nth-child(-n + 3) button')));
      await page.getByRole('region', { name: 'Products' }).evaluate((region) => {
        region.scrollLeft = 0;
      });
      return wrong;
    });
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('on a phone', () => {
  it("puts each of a store's details under its label, so a value keeps the card's width", async () => {
    const { context, page, errors } = await openPage(world, { phone: true });
    await signIn(page, DEMO_USERS.vendor);
    await page.goto(`${world.server.url}${PATHS.vendorEcommerce}?storeId=201&storeType=shopify`);
    const details = page.getByRole('region', { name: 'Northwind Sports' });
    const zone = details.locator('dd', { hasText: 'America/New_York' });
    await zone.waitFor();
    const label = await details.locator('dt', { hasText: 'Time zone' }).boundingBox();
    const value = await zone.boundingBox();
    // Beside a long label the value was a column a few letters wide, one syllable per line.
    expect(value && label && value.y).toBeGreaterThanOrEqual((label?.y ?? 0) + (label?.height ?? 0) - 1);
    expect(value?.height).toBeLessThan(40);
    expect(await overflow(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

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
