/**
 * Shared set-up of the end-to-end tests: the built dashboard (packages/dashboard-app/dist) served by the demo
 * server, in real Chromium, with every page's errors and failed responses collected.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from '@storesearch/sdk/mocks';
import { type DemoServer, startDemoServer } from '@storesearch/sdk/mocks/server';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { build } from 'vite';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(appDir, 'dist');

/** The served app and the browser. */
export interface E2eWorld {
  /** The demo server: the built app's files, and the demo backend (`server.backend`) on `/api`. */
  readonly server: DemoServer;
  /** Chromium, one context per page. */
  readonly browser: Browser;
  /** Closes the browser and the server, and removes a build made for this world. */
  readonly close: () => Promise<void>;
  /** The folder of the built app the server serves. */
  readonly outDir: string;
  /**
   * True for a demo build, where the mock worker in the page answers every API call: one the server's own
   * backend answers instead escaped the worker, and openPage counts it as an error.
   */
  readonly demoWorker: boolean;
}

/** Launches Chromium beside a started server; `cleanUp` runs after both are closed. */
async function withBrowser(
  server: DemoServer,
  outDir: string,
  demoWorker: boolean,
  cleanUp: () => void = () => {},
): Promise<E2eWorld> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    server,
    browser,
    outDir,
    demoWorker,
    close: async () => {
      await browser.close();
      await server.close();
      cleanUp();
    },
  };
}

/** Starts the demo server on the built app (demo mode: the MSW worker answers in the browser) and launches Chromium. */
export async function startWorld(): Promise<E2eWorld> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `No built app in ${distDir}: run \`pnpm build\` (or \`pnpm --filter @storesearch/dashboard-app build\`) first.`,
    );
  }
  return withBrowser(await startDemoServer({ port: 0, staticDir: distDir }), distDir, true);
}

/** A port nobody listens on, so the app can be built for its origin before the server starts on it. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** Options of startApiWorld. */
export interface ApiWorldOptions {
  /** Prefix of the temporary build folder, naming the test file that made it. */
  readonly name: string;
  /** More VITE_* variables the build inlines, e.g. `{ VITE_DEMO: 'true' }`. */
  readonly env?: Readonly<Record<string, string>>;
  /** The demo user the server's session signs in before the first page opens (the API's own session). */
  readonly signedInUserId?: number;
}

/** Builds the dashboard as a deployment is (source maps included), with these VITE_* variables inlined. */
async function buildApp(outDir: string, env: Readonly<Record<string, string>>): Promise<void> {
  // Vite inlines VITE_* from the environment. Production, as deployed: the test runner sets NODE_ENV=test,
  // which Vite would keep, shipping React's development build (StrictMode's double mounts and all).
  const nodeEnv = process.env.NODE_ENV;
  Object.assign(process.env, env, { NODE_ENV: 'production' });
  try {
    await build({ root: appDir, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const key of Object.keys(env)) delete process.env[key];
    process.env.NODE_ENV = nodeEnv;
  }
}

/** The API origin the shared real-API build is made with; each world serves a copy with its own origin instead. */
const API_ORIGIN_PLACEHOLDER = 'http://storesearch-api.e2e.invalid';

/** How long a file waits for another file's shared build, at most: a build beside other work on two cores. */
const SHARED_BUILD_WAIT_MS = 600_000;

/**
 * The real-API build every test file of one Vitest run shares (vitest.config.ts names the run in
 * STORESEARCH_TEST_RUN): the first file that asks builds it, holding a lock folder, and the others wait for it.
 * A real-API build differs from another only by the API origin Vite inlines, so one build made with a
 * placeholder origin serves them all. Folders of runs that have ended are removed.
 */
async function sharedApiBuild(): Promise<string> {
  const run = process.env.STORESEARCH_TEST_RUN ?? String(process.ppid);
  const prefix = 'storesearch-api-build-';
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(prefix) || entry === `${prefix}${run}`) continue;
    const pid = Number(entry.slice(prefix.length));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      // No such process: its run has ended.
    }
    if (!alive) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  const dir = join(tmpdir(), `${prefix}${run}`);
  const outDir = join(dir, 'out');
  const done = join(dir, 'done');
  const failed = join(dir, 'failed');
  let builder = false;
  try {
    mkdirSync(dir);
    builder = true;
  } catch {
    // Another file builds it.
  }
  if (builder) {
    try {
      await buildApp(outDir, { VITE_API_BASE_URL: API_ORIGIN_PLACEHOLDER });
      writeFileSync(done, '');
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
    return outDir;
  }
  const started = Date.now();
  while (!existsSync(done)) {
    if (existsSync(failed)) throw new Error(`The shared build failed: ${readFileSync(failed, 'utf8')}`);
    if (Date.now() - started > SHARED_BUILD_WAIT_MS)
      throw new Error(`No shared build in ${dir} after 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return outDir;
}

/** Copies a build made with the placeholder origin, with `origin` in its place. */
function copyBuildFor(from: string, to: string, origin: string): void {
  cpSync(from, to, { recursive: true });
  for (const entry of readdirSync(to, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|html)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    if (text.includes(API_ORIGIN_PLACEHOLDER))
      writeFileSync(file, text.replaceAll(API_ORIGIN_PLACEHOLDER, origin));
  }
}

/**
 * Serves the dashboard built for a real API (VITE_API_BASE_URL at the demo server) from the demo server whose
 * `/api` is the demo backend in this process, and launches Chromium. So the browser talks to a server over the
 * network, writes survive a reload, and a test fails a call on the server exactly when it wants to. Without
 * `env`, the build is the run's shared one with this server's origin put in; with it, a build of its own.
 */
export async function startApiWorld(options: ApiWorldOptions): Promise<E2eWorld> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const outDir = mkdtempSync(join(tmpdir(), `storesearch-${options.name}-e2e-`));
  if (options.env === undefined) copyBuildFor(await sharedApiBuild(), outDir, origin);
  else await buildApp(outDir, { VITE_API_BASE_URL: origin, ...options.env });
  const server = await startDemoServer({ port, staticDir: outDir });
  if (options.signedInUserId !== undefined) server.backend.db.session.userId = options.signedInUserId;
  return withBrowser(server, outDir, false, () => rmSync(outDir, { recursive: true, force: true }));
}

/** Options of setUpE2eWorld. */
export interface SetUpE2eWorldOptions {
  /** Seeds the demo backend again before each test, so no test sees another's writes. */
  readonly resetBackendEachTest?: boolean;
}

/**
 * Starts a world before the file's tests and closes it after them (vitest hooks); the returned world reads the
 * started one, so use it inside tests and hooks only.
 */
export function setUpE2eWorld(
  start: () => Promise<E2eWorld> = startWorld,
  options: SetUpE2eWorldOptions = {},
): E2eWorld {
  let started: E2eWorld | undefined;
  const current = (): E2eWorld => {
    if (!started) throw new Error('The e2e world starts in beforeAll: use it inside tests and hooks.');
    return started;
  };
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  if (options.resetBackendEachTest) beforeEach(() => current().server.backend.reset());
  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    get outDir() {
      return current().outDir;
    },
    get demoWorker() {
      return current().demoWorker;
    },
    close: () => current().close(),
  };
}

/** Options of openPage. */
export interface OpenPageOptions {
  /** Browser permissions of the page's context, e.g. `['clipboard-read']`. */
  readonly permissions?: string[];
  /** A phone's touch screen, 360 px wide, which cannot hover, instead of a laptop's window and mouse. */
  readonly phone?: boolean;
  /**
   * Which failures count as errors: 'all' (default: uncaught errors, console errors and 4xx/5xx responses), or
   * 'uncaught' only, for tests that provoke failed calls on purpose.
   */
  readonly errors?: 'all' | 'uncaught';
}

/** A fresh page (own storage) and the errors it logs, so a broken bundle fails the test with its message. */
export async function openPage(
  world: E2eWorld,
  options: OpenPageOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await world.browser.newContext({
    permissions: options.permissions ?? [],
    ...(options.phone
      ? { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1280, height: 900 } }),
  });
  const page = await context.newPage();
  const open = new Set<string>();
  openCalls.set(page, open);
  page.on('request', (request) => {
    if (isApiCall(request.url())) open.add(`${request.method()} ${request.url()}`);
  });
  const closed = (request: { method(): string; url(): string }) =>
    open.delete(`${request.method()} ${request.url()}`);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (options.errors === 'uncaught') return { context, page, errors };
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    if (world.demoWorker && isApiCall(response.url()) && !response.fromServiceWorker()) {
      errors.push(`${response.url()} was answered by the server, not by the demo worker in the page`);
    }
  });
  return { context, page, errors };
}

/** The API calls each page opened with openPage has sent and not yet seen answered. */
const openCalls = new WeakMap<Page, ReadonlySet<string>>();

/**
 * Waits until the screen has its content: its heading, and no placeholder still waiting for data. A screen that
 * does not get there fails with what it still waits on: its placeholders, the API calls still open, and the
 * worker in control of the page.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  try {
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .rt-Skeleton'));
  } catch (error) {
    const waiting = await page.evaluate(() => {
      const name = (el: Element) => {
        const region = el.closest('figure, section, [role="group"], table, [aria-label]');
        const label =
          region?.getAttribute('aria-label') ?? region?.querySelector('h2, h3, caption')?.textContent;
        return `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> in "${label ?? '?'}"`;
      };
      const busy = [...document.querySelectorAll('[aria-busy="true"], .rt-Skeleton')].slice(0, 5).map(name);
      const worker = navigator.serviceWorker?.controller;
      return {
        heading: document.querySelector('main h1')?.textContent ?? null,
        busy,
        controller: worker ? `${worker.scriptURL} (${worker.state})` : 'none',
      };
    });
    const calls = [...(openCalls.get(page) ?? [])];
    throw new Error(
      `${page.url()} ("${waiting.heading}") did not settle: still showing ${waiting.busy.join('; ')}; ` +
        `API calls still open: ${calls.length ? calls.join(', ') : 'none'}; worker in control: ${waiting.controller}`,
      { cause: error },
    );
  }
}

/** True for a call of the API (`/api/…`), as opposed to the app's own files. */
const isApiCall = (url: string): boolean => new URL(url).pathname.startsWith('/api/');

/** A demo store's merchandising query rules, as the server holds them now. */
export function queryRulesOfStore(world: E2eWorld, storeId: number) {
  return world.server.backend.db.merchandising.rules.filter((r) => String(r.storeId) === String(storeId));
}

/**
 * The id of a demo store's product as a list names it: by its title, or by its title and id (`Title (#id)`)
 * where several of the store's products carry that title.
 */
export function productIdOfName(world: E2eWorld, storeId: number, name: string | null): string {
  const withId = /\(#(\d+)\)$/.exec(name ?? '');
  if (withId?.[1]) return withId[1];
  const product = (world.server.backend.db.products.get(storeId) ?? []).find((p) => p.title === name);
  if (!product) throw new Error(`No product named ${name} in store ${storeId}`);
  return String(product.id);
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
    if (isApiCall(request.url())) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/** Runs in the page before its scripts: notes when the app first draws anything into #root. */
export function noteFirstRender(): void {
  new MutationObserver((_, observer) => {
    if (!document.getElementById('root')?.firstChild) return;
    (window as unknown as { firstRenderAt: number }).firstRenderAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
}

/** Runs in the page: when the app first drew, and the API calls started before that (path and query). */
function callsBeforeFirstRender(): string[] {
  const firstRenderAt = (window as unknown as { firstRenderAt: number }).firstRenderAt;
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime < firstRenderAt)
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname.startsWith('/api/'))
    .map((url) => `${url.pathname}${url.search}`);
}

/**
 * Loads `url` in a new page of `context` (whose pages run noteFirstRender) until it settles: every API call the
 * load sent (`METHOD path?query`), and those started before the app first drew (`path?query`).
 */
export async function loadFirstReads(
  context: BrowserContext,
  url: string,
): Promise<{ readonly calls: string[]; readonly early: string[] }> {
  const page = await context.newPage();
  const calls = recordApiRequests(page);
  await page.goto(url);
  await settled(page);
  const early = await page.evaluate(callsBeforeFirstRender);
  await page.close();
  return { calls, early };
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

/** How long a key press may take to move focus: some widgets (Radix's roving focus) move it in a later task. */
const FOCUS_MOVE_TIMEOUT_MS = 10_000;

/**
 * Presses `key` and waits until focus has left the element that had it, so the next read sees where the key
 * took it, however busy the machine; fails when focus stays put.
 */
export async function pressAndAwaitFocusMove(page: Page, key: string): Promise<void> {
  const before = await page.evaluateHandle(() => document.activeElement);
  await page.keyboard.press(key);
  await page.waitForFunction((el) => document.activeElement !== el, before, {
    timeout: FOCUS_MOVE_TIMEOUT_MS,
  });
  await before.dispose();
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
