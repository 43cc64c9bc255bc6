#!/usr/bin/env node
// The screens benchmark (a script that reports, not a timed test). Builds the dashboard for production as it
// ships against a real API (VITE_API_BASE_URL set, so demo mode's in-browser worker is not in the bundle),
// serves it with startDemoServer, whose demo backend answers every API call over HTTP, and opens every route
// of src/routes/paths.ts in headless Chromium, signed in as the route's role. Per screen it reports the time
// from navigation start to the screen's main content (screens.content.mjs defines it) and its ratio to the
// welcome page's, how long the main thread stayed busy after that (long tasks), the longest chain of
// sequential API round trips before it, requests sent twice, the API requests the screen sends on load, the
// JavaScript it downloads, and whether the kit's charts are among it; it also checks that the welcome page downloads
// exactly the files scripts/size.mjs budgets. `--json` prints JSON only.
// Needs the built SDK (`pnpm build`): the demo server and backend come from @storesearch/sdk's dist.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DEMO_USERS } from '@storesearch/sdk/mocks';
import { startDemoServer } from '@storesearch/sdk/mocks/server';
import { chromium } from 'playwright';
import { build } from 'vite';
import { idleAfter, longestRequestChain, ratioTo, repeatedRequests } from '../../../scripts/bench.load.mjs';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { measureRoute } from '../../../scripts/size.mjs';
import { MAIN_CONTENT, mainContentVisibleAt } from './screens.content.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const json = process.argv.includes('--json');
/**
 * Timed loads per screen, one per pass over every screen of a role; the fastest time is reported: on a shared
 * machine other processes only ever slow a load down, and a ratio of two screens' times moved by 0.3 between
 * runs of two loads on a busy machine. With three, the welcome page's fastest load, which every ratio divides
 * by, still moved from 480 to 553 ms between two runs; five give every screen more of the machine's quiet
 * moments, and (with the round-trip load) keep the whole `pnpm bench` within about 7 minutes. Requests and
 * JavaScript are counted on the first pass.
 */
const RUNS = 5;
/** Load is over when no API request has started for this long after the main content showed. */
const SETTLE_MS = 750;
/** Longest wait for a screen's main content. */
const CONTENT_TIMEOUT_MS = 15_000;
/**
 * Round trips are counted on a load of their own over a slow network (Chromium's emulation adds this to every
 * request): a request that only waits for the app's own timers (the spec's 300 ms load debounces) then starts
 * while the requests before it are still in flight, so only a request that waited for another's answer counts.
 */
const ROUND_TRIP_LATENCY_MS = 400;
/** The main thread is idle once no long task (50 ms or more) has run for this long. */
const QUIET_MS = 1_000;
/** Longest wait for that quiet window after the main content showed. */
const IDLE_TIMEOUT_MS = 20_000;
/** The screen whose time the others are compared with: the welcome page. */
const BASE_SCREEN = 'vendorHome';
/** Goals the printed table marks: time to main content as a multiple of the welcome page's, ms to idle, round trips. */
const GOALS = { ratio: 1.5, idleMs: 1_000, chain: 2 };

/**
 * Runs in every page before its scripts: records the main thread's long tasks from the start (a
 * PerformanceObserver for \`longtask\`), and keeps every resource timing entry of the load.
 */
function recordLongTasks() {
  performance.setResourceTimingBufferSize(2000);
  const tasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ type: 'longtask', buffered: true });
  Object.defineProperty(window, '__benchLongTasks', {
    value: () => {
      // Entries of a task that just ended may not have been delivered yet: take them now.
      for (const entry of observer.takeRecords())
        tasks.push({ start: entry.startTime, duration: entry.duration });
      return { now: performance.now(), tasks };
    },
  });
}

/** Runs in the page: its API requests' round trips (resource timing, ms since navigation start). */
function apiRoundTrips() {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
    .map((entry) => {
      const { pathname, search } = new URL(entry.name);
      return { name: `${pathname}${search}`, start: entry.startTime, end: entry.responseEnd };
    });
}
/** Who each role signs in as (the demo backend's session), null for nobody. */
const ROLE_USER = { signedOut: null, vendor: DEMO_USERS.vendor.id, admin: DEMO_USERS.admin.id };

/** Every route of PATHS, in file order: [name, path]. */
function readPaths() {
  const source = readFileSync(join(appDir, 'src/routes/paths.ts'), 'utf8');
  return [...source.matchAll(/^\s+(\w+): '(\/[^']*)',$/gm)].map((m) => [m[1], m[2]]);
}

/** Per built file: does its source map list the kit's chart modules (packages/react/src/charts)? (cached; maps are large) */
function chartDetector(outDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      let found = false;
      try {
        const { sources } = JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8'));
        found = sources.some((source) => source.replaceAll('\\', '/').includes('/react/src/charts/'));
      } catch {
        found = false;
      }
      cache.set(file, found);
    }
    return cache.get(file);
  };
}

/**
 * Opens `url` in a fresh page of `context` and measures one load. `kind` says what: `timed` gives ms to main
 * content and ms until the main thread is idle after it; `counted` also the API requests until the load settles
 * and the JavaScript files downloaded with their gzipped sizes; `roundTrips` (over a network
 * ROUND_TRIP_LATENCY_MS slow) only the longest chain of API round trips before the main content.
 */
async function loadScreen(context, url, spec, kind = 'timed') {
  const page = await context.newPage();
  const count = kind === 'counted';
  const requests = [];
  const scripts = new Set();
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) {
      requests.push(`${request.method()} ${pathname}${search}`);
      lastRequestAt = Date.now();
    }
  });
  // Only the names during the load: reading and gzipping the bodies as they arrive would take the event loop
  // the demo server answers on, and slow the very load it counts. The sizes come from the built files after it.
  if (count)
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.add(new URL(response.url()).pathname.replace(/^\//, ''));
    });
  if (kind === 'roundTrips') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: ROUND_TRIP_LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(mainContentVisibleAt, spec, {
      polling: 'raf',
      timeout: CONTENT_TIMEOUT_MS,
    });
    const contentAt = await handle.jsonValue();
    if (kind === 'roundTrips') {
      const before = (await page.evaluate(apiRoundTrips)).filter((r) => r.end <= contentAt);
      return { chain: longestRequestChain(before).map((r) => r.name) };
    }
    const mainContentMs = Math.round(contentAt * 10) / 10;
    const idleMs = await idleAfterContent(page, contentAt);
    if (!count) return { mainContentMs, idleMs };
    const settleBy = Date.now() + 5_000;
    while (Date.now() - lastRequestAt < SETTLE_MS && Date.now() < settleBy) await page.waitForTimeout(100);
    const files = [...scripts].sort();
    const gzipped = files.reduce((sum, file) => sum + gzippedSize(join(outDir, file)), 0);
    return { mainContentMs, idleMs, requests: [...requests], files, gzipped };
  } catch (error) {
    const title = await page
      .locator('main h1')
      .first()
      .textContent({ timeout: 500 })
      .catch(() => null);
    throw new Error(
      `${url}: main content (${spec.about}) not visible in ${CONTENT_TIMEOUT_MS / 1000} s; h1: ${title ?? 'none'} (${error.message.split('\n')[0]})`,
    );
  } finally {
    await page.close();
  }
}

/** A built file's size gzipped (level 9, as the size budgets measure); 0 for a file the build did not write. */
function gzippedSize(path) {
  try {
    return gzipSync(readFileSync(path), { level: 9 }).length;
  } catch {
    return 0;
  }
}

/** Ms from the main content showing until the main thread went idle (QUIET_MS without a long task); null past the wait. */
async function idleAfterContent(page, contentAt) {
  const giveUpAt = Date.now() + IDLE_TIMEOUT_MS;
  while (Date.now() < giveUpAt) {
    // The page's own recorder, installed by recordLongTasks.
    const { now, tasks } = await page.evaluate(() => window.__benchLongTasks());
    const idle = idleAfter(tasks, contentAt, now, QUIET_MS);
    if (idle !== null) return idle;
    await page.waitForTimeout(200);
  }
  return null;
}

const outDir = mkdtempSync(join(tmpdir(), 'storesearch-screens-bench-'));
let server;
let browser;
try {
  // The server starts first: the build needs its origin as the API's, and it reads files on each request.
  server = await startDemoServer({ port: 0, staticDir: outDir });
  process.env.VITE_API_BASE_URL = server.url;
  const builtAt = performance.now();
  await build({
    root: appDir,
    configFile: join(appDir, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  const buildMs = Math.round(performance.now() - builtAt);
  const hasCharts = chartDetector(outDir);

  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const screens = [];
  const paths = readPaths();
  for (const role of Object.keys(ROLE_USER)) {
    server.backend.db.session.userId = ROLE_USER[role];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(recordLongTasks);
    const own = paths.filter(([name]) => MAIN_CONTENT[name]?.role === role);
    // One unmeasured load first, so the first screen is not also the browser's first start.
    if (own.length) await loadScreen(context, `${server.url}${own[0][1]}`, MAIN_CONTENT[own[0][0]]);
    // Round robin: each run loads every screen once, so a screen's loads are spread over the whole pass and
    // meet the same moments of a shared machine as the welcome page's; a screen's loads one after another met
    // one quiet or busy spell, and its ratio to the welcome page moved by half a unit between two passes.
    const loads = new Map(own.map(([name]) => [name, []]));
    const failures = new Map();
    for (let run = 0; run < RUNS; run += 1)
      for (const [name, path] of own) {
        if (failures.has(name)) continue;
        try {
          const kind = run === 0 ? 'counted' : 'timed';
          loads.get(name).push(await loadScreen(context, `${server.url}${path}`, MAIN_CONTENT[name], kind));
        } catch (error) {
          failures.set(name, error);
        }
      }
    for (const [name, path] of own) {
      const spec = MAIN_CONTENT[name];
      try {
        if (failures.has(name)) throw failures.get(name);
        const runs = loads.get(name);
        const [first] = runs;
        const { chain } = await loadScreen(context, `${server.url}${path}`, spec, 'roundTrips');
        const times = runs.map((r) => r.mainContentMs);
        const idles = runs.map((r) => r.idleMs).filter((ms) => ms !== null);
        screens.push({
          name,
          path,
          role,
          mainContent: spec.about,
          mainContentMs: Math.min(...times),
          mainContentRunsMs: times,
          idleAfterContentMs: idles.length ? Math.min(...idles) : null,
          idleAfterContentRunsMs: runs.map((r) => r.idleMs),
          roundTripChain: chain.length,
          roundTrips: chain,
          repeatedRequests: repeatedRequests(first.requests),
          apiRequests: first.requests.length,
          requests: first.requests,
          javascriptGzipped: first.gzipped,
          javascriptFiles: first.files.length,
          charts: first.files.some(hasCharts),
          files: first.files,
        });
      } catch (error) {
        screens.push({ name, path, role, mainContent: spec.about, error: error.message });
      }
    }
    await context.close();
  }
  for (const [name, path] of paths)
    if (!MAIN_CONTENT[name])
      screens.push({ name, path, error: 'no main content defined in screens.content.mjs' });

  // The budget's view (the manifest, as size-budgets.json's route row reads it) against what Chromium
  // downloaded for the welcome page: a difference means the budget measures the wrong files.
  const welcome = screens.find((s) => s.name === BASE_SCREEN);
  const { budgets } = JSON.parse(readFileSync(join(appDir, '../../size-budgets.json'), 'utf8'));
  const row = budgets.find((b) => b.kind === 'route');
  const measured = measureRoute({ ...row, app: outDir });
  const budgeted = measured.files.map((f) => f.file);
  const welcomeCheck = welcome?.files
    ? {
        budgetMeasureGzipped: measured.gzipped,
        manifestFiles: budgeted.length,
        chromiumFiles: welcome.files.length,
        onlyInChromium: welcome.files.filter((f) => !budgeted.includes(f)),
        onlyInManifest: budgeted.filter((f) => !welcome.files.includes(f)),
      }
    : { error: 'the welcome page was not measured' };

  const baseMs = welcome?.mainContentMs;
  for (const screen of screens) screen.ratioToWelcome = ratioTo(screen.mainContentMs, baseMs);
  const compared = screens.filter((s) => s.name !== BASE_SCREEN && s.ratioToWelcome !== null);
  const worst = compared.reduce((a, b) => (b.ratioToWelcome > (a?.ratioToWelcome ?? 0) ? b : a), null);
  const result = {
    build: 'production, VITE_API_BASE_URL = the demo server (no demo worker in the bundle)',
    buildMs,
    runs: RUNS,
    goals: GOALS,
    quietWindowMs: QUIET_MS,
    roundTripLatencyMs: ROUND_TRIP_LATENCY_MS,
    idleTimeoutMs: IDLE_TIMEOUT_MS,
    welcomeMs: baseMs ?? null,
    worstRatio: worst ? { path: worst.path, ratio: worst.ratioToWelcome } : null,
    screens: screens.map(({ files, ...screen }) => screen),
    welcomeCheck,
  };
  if (json) console.log(JSON.stringify(result));
  else {
    for (const s of result.screens)
      console.log(
        s.error
          ? `${s.path}: ${s.error}`
          : `${s.path.padEnd(40)} ${String(s.mainContentMs).padStart(7)} ms  x${s.ratioToWelcome}  idle +${s.idleAfterContentMs ?? '?'} ms  ${s.roundTripChain} round trips  ${String(s.apiRequests).padStart(2)} requests  ${(s.javascriptGzipped / 1000).toFixed(1).padStart(6)} kB JS${s.charts ? ' (charts)' : ''}  main content: ${s.mainContent}`,
      );
    console.log(`worst ratio to the welcome page: ${JSON.stringify(result.worstRatio)}`);
    console.log('welcome page files, manifest vs Chromium:', JSON.stringify(welcomeCheck));
  }
} finally {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
}
