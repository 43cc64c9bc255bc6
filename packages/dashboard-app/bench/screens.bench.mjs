#!/usr/bin/env node
// The screens benchmark (a script that reports, not a timed test). Builds the dashboard for production as it
// ships against a real API (VITE_API_BASE_URL set, so demo mode's in-browser worker is not in the bundle),
// serves it with startDemoServer, whose demo backend answers every API call over HTTP, and opens every route
// of src/routes/paths.ts in headless Chromium, signed in as the route's role. Per screen it reports the time
// from navigation start to the screen's main content (screens.content.mjs defines it), the API requests the
// screen sends on load, the JavaScript it downloads, and whether recharts is among it; it also checks that
// the welcome page downloads exactly the files scripts/size.mjs budgets. `--json` prints JSON only.
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
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { measureRoute } from '../../../scripts/size.mjs';
import { forbiddenSources } from '../../../scripts/size.route.mjs';
import { MAIN_CONTENT, mainContentVisibleAt } from './screens.content.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const json = process.argv.includes('--json');
/**
 * Loads per screen; the fastest time is reported: on a shared machine other processes only ever slow a load
 * down, and two loads keep the whole `pnpm bench` within about 3 minutes. Requests and JavaScript are counted
 * on the first load.
 */
const RUNS = 2;
/** Load is over when no API request has started for this long after the main content showed. */
const SETTLE_MS = 750;
/** Longest wait for a screen's main content. */
const CONTENT_TIMEOUT_MS = 15_000;
/** Who each role signs in as (the demo backend's session), null for nobody. */
const ROLE_USER = { signedOut: null, vendor: DEMO_USERS.vendor.id, admin: DEMO_USERS.admin.id };

/** Every route of PATHS, in file order: [name, path]. */
function readPaths() {
  const source = readFileSync(join(appDir, 'src/routes/paths.ts'), 'utf8');
  return [...source.matchAll(/^\s+(\w+): '(\/[^']*)',$/gm)].map((m) => [m[1], m[2]]);
}

/** Per built file: does its source map list recharts modules? (cached; maps are large) */
function chartDetector(outDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      let found = false;
      try {
        const { sources } = JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8'));
        found = forbiddenSources(sources, ['recharts']).length > 0;
      } catch {
        found = false;
      }
      cache.set(file, found);
    }
    return cache.get(file);
  };
}

/**
 * Opens `url` in a fresh page of `context` and measures one load: ms to main content, and (when `count`)
 * the API requests until the load settles and the JavaScript files downloaded with their gzipped sizes.
 */
async function loadScreen(context, url, spec, count) {
  const page = await context.newPage();
  const requests = [];
  const scripts = new Map();
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) {
      requests.push(`${request.method()} ${pathname}${search}`);
      lastRequestAt = Date.now();
    }
  });
  if (count)
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = new URL(response.url()).pathname.replace(/^\//, '');
      scripts.set(
        file,
        response
          .body()
          .then((body) => gzipSync(body, { level: 9 }).length)
          .catch(() => 0),
      );
    });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(mainContentVisibleAt, spec, {
      polling: 'raf',
      timeout: CONTENT_TIMEOUT_MS,
    });
    const mainContentMs = Math.round((await handle.jsonValue()) * 10) / 10;
    if (!count) return { mainContentMs };
    const settleBy = Date.now() + 5_000;
    while (Date.now() - lastRequestAt < SETTLE_MS && Date.now() < settleBy) await page.waitForTimeout(100);
    const files = [...scripts.keys()].sort();
    const gzipped = (await Promise.all(scripts.values())).reduce((sum, n) => sum + n, 0);
    return { mainContentMs, requests: [...requests], files, gzipped };
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
    const own = paths.filter(([name]) => MAIN_CONTENT[name]?.role === role);
    // One unmeasured load first, so the first screen is not also the browser's first start.
    if (own.length) await loadScreen(context, `${server.url}${own[0][1]}`, MAIN_CONTENT[own[0][0]], false);
    for (const [name, path] of own) {
      const spec = MAIN_CONTENT[name];
      try {
        const first = await loadScreen(context, `${server.url}${path}`, spec, true);
        const times = [first.mainContentMs];
        for (let run = 1; run < RUNS; run += 1)
          times.push((await loadScreen(context, `${server.url}${path}`, spec, false)).mainContentMs);
        screens.push({
          name,
          path,
          role,
          mainContent: spec.about,
          mainContentMs: Math.min(...times),
          mainContentRunsMs: times,
          apiRequests: first.requests.length,
          requests: first.requests,
          javascriptGzipped: first.gzipped,
          javascriptFiles: first.files.length,
          recharts: first.files.some(hasCharts),
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
  const welcome = screens.find((s) => s.name === 'vendorHome');
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

  const result = {
    build: 'production, VITE_API_BASE_URL = the demo server (no demo worker in the bundle)',
    buildMs,
    runs: RUNS,
    screens: screens.map(({ files, ...screen }) => screen),
    welcomeCheck,
  };
  if (json) console.log(JSON.stringify(result));
  else {
    for (const s of result.screens)
      console.log(
        s.error
          ? `${s.path}: ${s.error}`
          : `${s.path.padEnd(40)} ${String(s.mainContentMs).padStart(7)} ms  ${String(s.apiRequests).padStart(2)} requests  ${(s.javascriptGzipped / 1000).toFixed(1).padStart(6)} kB JS${s.recharts ? ' (recharts)' : ''}  main content: ${s.mainContent}`,
      );
    console.log('welcome page files, manifest vs Chromium:', JSON.stringify(welcomeCheck));
  }
} finally {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
}
