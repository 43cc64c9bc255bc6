/**
 * Shared set-up of the end-to-end tests: the built dashboard (packages/dashboard-app/dist) served by the demo
 * server, in real Chromium, with every page's errors and failed responses collected.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from '@storesearch/sdk/mocks';
import { type DemoServer, startDemoServer } from '@storesearch/sdk/mocks/server';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The served app and the browser. */
export interface E2eWorld {
  readonly server: DemoServer;
  readonly browser: Browser;
}

/** Starts the demo server on the built app and launches Chromium. */
export async function startWorld(): Promise<E2eWorld> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `No built app in ${distDir}: run \`pnpm build\` (or \`pnpm --filter @storesearch/dashboard-app build\`) first.`,
    );
  }
  const server = await startDemoServer({ port: 0, staticDir: distDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return { server, browser };
}

/** A fresh page (own storage) and the errors it logs, so a broken bundle fails the test with its message. */
export async function openPage(
  world: E2eWorld,
  options: { permissions?: string[] } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await world.browser.newContext({
    permissions: options.permissions ?? [],
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return { context, page, errors };
}

/** The demo vendor's display name, as the sign-in page lists it. */
export const DEMO_VENDOR_NAME = `${DEMO_USERS.vendor.firstname} ${DEMO_USERS.vendor.lastname}`;

/** Opens the app and signs in as the demo vendor; resolves on the welcome page. */
export async function signInAsDemoVendor(world: E2eWorld, page: Page): Promise<void> {
  await page.goto(`${world.server.url}/`);
  await page.waitForURL('**/sign-in');
  await page.getByRole('button', { name: `Sign in as ${DEMO_VENDOR_NAME}` }).click();
  await page.waitForURL('**/dashboard/vendor');
  await page.getByRole('heading', { name: 'Welcome', level: 1 }).waitFor();
}

/** Records the API requests a page sends from now on (path and search, in order). */
export function recordApiRequests(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/** The element that has keyboard focus, as a keyboard user meets it. */
export interface FocusedElement {
  /** Its role: the ARIA role, else the tag (`input:text` for inputs). */
  readonly role: string;
  /** Its name, roughly as assistive technology reads it (aria-label, aria-labelledby, label, text). */
  readonly name: string;
  /** The focus indicator drawn for it (`outline …` or `box-shadow …`), or null when there is none. */
  readonly ring: string | null;
}

/** Reads what has focus now, and the focus indicator the browser draws for it. */
export function focusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return { role: 'body', name: '', ring: null };
    const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
    const labelledBy = el.getAttribute('aria-labelledby');
    const labels = 'labels' in el ? (el as HTMLInputElement).labels : null;
    const name = text(
      el.getAttribute('aria-label') ??
        (labelledBy
          ? labelledBy
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : null) ??
        (labels && labels.length > 0 ? labels[0]?.textContent : null) ??
        el.textContent,
    );
    const role =
      el.getAttribute('role') ??
      (el instanceof HTMLInputElement ? `input:${el.type}` : el.tagName.toLowerCase());
    // Radix Themes draws rings as an outline on the element, on its ::before (checkbox, switch) or on the
    // field's wrapper (:focus-within); some controls use a box-shadow instead.
    const outline = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
        ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        : null;
    let ring =
      outline(getComputedStyle(el)) ??
      outline(getComputedStyle(el, '::before')) ??
      outline(getComputedStyle(el, '::after'));
    for (let up = el.parentElement, level = 0; !ring && up && level < 2; up = up.parentElement, level += 1) {
      ring = outline(getComputedStyle(up));
    }
    const shadow = getComputedStyle(el).boxShadow;
    if (!ring && shadow !== 'none') ring = `box-shadow ${shadow}`;
    return { role, name, ring };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard user moves through a page.
 * Fails with the stops it passed when none matches within `max` presses.
 */
export async function tabTo(
  page: Page,
  matches: (focused: FocusedElement) => boolean,
  options: { shift?: boolean; max?: number } = {},
): Promise<FocusedElement> {
  const passed: string[] = [];
  for (let press = 0; press < (options.max ?? 80); press += 1) {
    await page.keyboard.press(options.shift ? 'Shift+Tab' : 'Tab');
    const now = await focusedElement(page);
    if (matches(now)) return now;
    passed.push(`${now.role} "${now.name.slice(0, 30)}"`);
  }
  throw new Error(
    `No matching element within ${options.max ?? 80} Tab presses; passed: ${passed.join(', ')}`,
  );
}

/** A matcher for tabTo: this role and exactly this name. */
export const byRole =
  (role: string, name: string | RegExp) =>
  (focused: FocusedElement): boolean =>
    focused.role === role && (typeof name === 'string' ? focused.name === name : name.test(focused.name));
