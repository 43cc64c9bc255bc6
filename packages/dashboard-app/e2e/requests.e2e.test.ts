/**
 * End to end, the requests a screen waits on before its content: the dashboard built for a real API and served by
 * the demo server, signed in as the demo vendor. A screen's own calls go out after the session alone (the session
 * names the vendor profile, and the selected store is read from this device), never after the store list; and no
 * screen asks for the same thing twice on a load.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '@storesearch/sdk/i18n';
import { DEMO_USERS } from '@storesearch/sdk/mocks';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../src/routes/paths';
import {
  loadFirstReads,
  noteFirstRender,
  openPage,
  recordApiRequests,
  settled,
  setUpE2eWorld,
  startApiWorld,
} from './e2e.helpers';

const world = setUpE2eWorld(() => startApiWorld({ name: 'requests', signedInUserId: DEMO_USERS.vendor.id }), {
  resetBackendEachTest: true,
});

/** The vendor screens: every route of the vendor area. */
const VENDOR_ROUTES = Object.entries(PATHS)
  .filter(([name]) => name.startsWith('vendor'))
  .map(([, path]) => path);

/** Each analytics, tuning and settings screen's first reads (API paths), asked for by its route before it renders. */
const FIRST_READS: ReadonlyArray<readonly [path: string, reads: readonly RegExp[]]> = [
  [PATHS.vendorDashboard, [/\/batch-dashboard\?period=last-7-days&/, /\/batch-dashboard\?.*previous=true/]],
  [PATHS.vendorFilterState, [/\/filters\?period=last-7-days&/]],
  [PATHS.vendorRealtime, [/\/realtime$/]],
  [PATHS.vendorSearchState, [/\/recent-searches\?period=last-7-days&/, /\/recent-searches\?.*previous=true/]],
  [PATHS.vendorSearchInsights, [/\/insights\/overview\?/, /\/insights\/no-results\?/]],
  [
    PATHS.vendorUsage,
    [/\/usage-stats$/, /\/usage-limits$/, /\/batch-dashboard\?period=last-7-days&/, /\/subscription\/plans$/],
  ],
  [PATHS.vendorBoosting, [/\/boosting-rules\?storeId=/, /\/stores\/\d+\/products$/]],
  [PATHS.vendorFacets, [/\/facets\?storeId=/, /\/facets\/fields\?storeId=/, /\/color-mappings\?storeId=/]],
  [
    PATHS.vendorMerchandising,
    [
      /\/merchandising\/query-rules\?storeId=/,
      /\/boosting-rules\?storeId=/,
      /\/merchandising\/synonyms\?storeId=/,
    ],
  ],
  [PATHS.vendorSettingsGeneral, [/\/vendor-info$/]],
  [PATHS.vendorSettingsApiKeys, [/\/api-keys$/]],
  [PATHS.vendorSettingsSubscription, [/\/usage-limits$/, /\/subscription\/plans$/]],
  [PATHS.vendorSettingsInvoices, [/\/invoices$/]],
];

describe('the requests a vendor screen waits on', () => {
  it("asks for a store's data while the store list is still on its way, after the session alone", async () => {
    const { context, page, errors } = await openPage(world);
    // The first visit saves the selected store on this device.
    await page.goto(`${world.server.url}${PATHS.vendorHome}`);
    await settled(page);
    await page.close();

    let release: () => void = () => {};
    const listHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    world.server.backend.faults.set('getBatchInit', { kind: 'held', release: listHeld }, { times: 1 });
    const next = await context.newPage();
    const calls = recordApiRequests(next);
    await next.goto(`${world.server.url}${PATHS.vendorFilterState}`);
    // Asked for while batch-init is held: the filter usage does not wait for the store list, and its days are
    // the store's, whose zone was saved with the selection.
    const analytics = () => calls.filter((call) => call.startsWith('GET /api/v1/analytics/store/'));
    await expect
      .poll(analytics)
      .toEqual([expect.stringMatching(/\/filters\?period=last-7-days&timeZone=[A-Za-z_]+%2F[A-Za-z_]+$/)]);
    await next.getByRole('figure', { name: en.filterUsage }).locator('[data-chart-line]').first().waitFor();
    expect(calls).toContain('GET /api/v1/vendor-info/batch-init');
    release();
    // The store's name comes with the list, and its zone is the one saved: nothing is asked for again.
    await next.getByTestId('selected-store-name').waitFor();
    await settled(next);
    expect(analytics()).toHaveLength(1);
    // One session request names the vendor profile: no storevendor call.
    expect(calls.filter((call) => call.includes('/storevendor/'))).toEqual([]);
    expect(calls.filter((call) => call === 'GET /api/auth/session')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends the session request before it asks for the screen's own code", async () => {
    // The files index.html names (the entry and its static imports); every other script is a screen's code.
    const html = readFileSync(join(world.outDir, 'index.html'), 'utf8');
    const entryFiles = new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map(([, file]) => file));
    const late: string[] = [];
    for (const path of [PATHS.vendorSearchInsights, PATHS.vendorMerchandising, PATHS.vendorFilterState]) {
      const { context, page, errors } = await openPage(world);
      const order: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/auth/session') order.push('session');
        else if (url.pathname.endsWith('.js') && !entryFiles.has(url.pathname)) order.push(url.pathname);
      });
      await page.goto(`${world.server.url}${path}`);
      await settled(page);
      expect(order.length, `${path} loads code of its own`).toBeGreaterThan(1);
      if (order[0] !== 'session')
        late.push(`${path}: ${order.slice(0, order.indexOf('session') + 1).join(', ')}`);
      expect(errors).toEqual([]);
      await context.close();
    }
    expect(late).toEqual([]);
  });

  it('sends no request twice on the load of any vendor screen', async () => {
    const { context, page, errors } = await openPage(world);
    await page.goto(`${world.server.url}${PATHS.vendorHome}`);
    await settled(page);
    await page.close();
    const repeated: string[] = [];
    for (const path of VENDOR_ROUTES) {
      const screen = await context.newPage();
      const calls = recordApiRequests(screen);
      await screen.goto(`${world.server.url}${path}`);
      await settled(screen);
      // What the load asked for until its content showed (the 10 s and 30 s polls come later by design).
      // A period asked for in UTC and then in the store's zone is the same thing asked for twice.
      const loaded = calls.map((call) => call.replace(/([?&])timeZone=[^&]*&?/, '$1').replace(/[?&]$/, ''));
      const twice = [...new Set(loaded)].filter((call) => loaded.indexOf(call) !== loaded.lastIndexOf(call));
      if (twice.length > 0) repeated.push(`${path}: ${twice.join(', ')}`);
      await screen.close();
    }
    expect(repeated).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts a screen's reads when its link is pointed at, and the screen then shows them without asking again", async () => {
    const { context, page, errors } = await openPage(world);
    await page.goto(`${world.server.url}${PATHS.vendorHome}`);
    await settled(page);
    const calls = recordApiRequests(page);
    const searches = () => calls.filter((call) => call.includes('/recent-searches?'));
    const link = page.getByRole('link', { name: en.searchStateTitle, exact: true });
    await link.hover();
    // The period and the one before, in the store's zone, before anything was clicked.
    await expect.poll(searches).toHaveLength(2);
    expect(searches().every((call) => /period=last-7-days&timeZone=/.test(call))).toBe(true);
    await link.click();
    await page.getByRole('table', { name: en.recentSearches }).locator('tbody tr td + td').first().waitFor();
    await settled(page);
    expect(searches()).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });
  it("asks for an analytics, tuning or settings screen's first reads and the store list before the screen first renders", async () => {
    const { context, page, errors } = await openPage(world);
    await page.goto(`${world.server.url}${PATHS.vendorHome}`);
    await settled(page);
    await page.close();
    await context.addInitScript(noteFirstRender);
    const late: string[] = [];
    for (const [path, reads] of FIRST_READS) {
      const { calls, early } = await loadFirstReads(context, `${world.server.url}${path}`);
      for (const read of [/\/vendor-info\/batch-init$/, ...reads])
        if (!early.some((call) => read.test(call))) late.push(`${path}: ${read.source}`);
      // Started by the route and then read by the screen: each asked for once.
      for (const call of early) expect(calls.filter((sent) => sent.endsWith(call))).toHaveLength(1);
    }
    expect(late).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
