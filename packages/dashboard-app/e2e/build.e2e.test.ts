/**
 * End to end, the production build: it never turns into demo mode by accident, a build for a real API ships no
 * mock service worker and no source-map links, runs under a strict Content Security Policy, takes the vendor id from
 * the signed-in user's vendor profile (a VITE_VENDOR_ID is for the dev server only) and signs out on the server.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from '@storesearch/sdk/mocks';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { NO_API_NOR_DEMO } from '../vite.config';
import { openPage, setUpE2eWorld, startApiWorld } from './e2e.helpers';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The policy the README documents for the dashboard. */
export const DASHBOARD_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'report-sample'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

const FIXED_VENDOR_ID = '999999';
const vendor = DEMO_USERS.secondVendor;

const world = setUpE2eWorld(() =>
  startApiWorld({
    name: 'build',
    env: { VITE_VENDOR_ID: FIXED_VENDOR_ID },
    signedInUserId: vendor.id,
  }),
);

/** The files of a built app, relative to its folder. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

describe('the production build', () => {
  it('refuses to build without an API address unless demo mode is asked for', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'storesearch-build-e2e-refused-'));
    const saved = { api: process.env.VITE_API_BASE_URL, demo: process.env.VITE_DEMO };
    delete process.env.VITE_API_BASE_URL;
    delete process.env.VITE_DEMO;
    try {
      await expect(build({ root: appDir, logLevel: 'silent', build: { outDir } })).rejects.toThrow(
        NO_API_NOR_DEMO,
      );
      expect(existsSync(join(outDir, 'index.html'))).toBe(false);
    } finally {
      if (saved.api !== undefined) process.env.VITE_API_BASE_URL = saved.api;
      if (saved.demo !== undefined) process.env.VITE_DEMO = saved.demo;
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('for a real API ships no mock service worker, no source-map links and nothing inline', () => {
    const dir = world.outDir;
    const files = filesOf(dir);
    expect(files).toContain('index.html');
    expect(files).not.toContain('mockServiceWorker.js');
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(join(dir, file), 'utf8'), file).not.toMatch(/sourceMappingURL=/);
    }
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=/);
  });

  it('runs under the documented CSP, sends the vendor id of the user profile, and signs out on the server', async () => {
    const { context, page, errors } = await openPage(world, { errors: 'uncaught' });
    await context.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': DASHBOARD_CSP },
      });
    });
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void })
          .reportCspViolation;
        report(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        );
      });
    });
    const vendorIds = new Set<string>();
    page.on('request', (request) => {
      const header = request.headers()['x-vendor-id'];
      if (header !== undefined) vendorIds.add(header);
    });
    // The shell (header, sidebar) on a screen without tables boots with nothing inline: no script, no <style>.
    await page.goto(`${world.server.url}/dashboard/vendor/settings/profile`);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await page.goto(`${world.server.url}/`);
    await page.waitForURL('**/dashboard/vendor');
    await page.getByRole('heading', { name: 'Welcome', level: 1 }).waitFor();
    await page.goto(`${world.server.url}/dashboard/vendor/analytics`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect([...vendorIds]).toEqual([String(vendor.vendorId)]);

    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    expect(world.server.backend.db.session.userId).toBeNull();
    // Signed out on the server too: a reload does not sign the user back in.
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(page.url()).toMatch(/\/sign-in$/);
    // Radix Themes' tables and menus add <style> elements that hide their scrollbars or lock the page's scroll while
    // a menu is open; blocked, both still work (README: Content Security Policy). Scripts are never inline.
    for (const violation of violations) {
      expect(violation).toMatch(
        /^style-src-elem inline .*(data-radix-scroll-area-viewport|with-scroll-bars-hidden)/s,
      );
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
