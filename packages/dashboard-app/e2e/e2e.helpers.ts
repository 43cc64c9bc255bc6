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
