#!/usr/bin/env node
// `pnpm bench`: figures for this run on this machine. Benchmarks report; they never fail a build
// (the size budgets fail in `pnpm test`). Needs a prior `pnpm build`. Writes bench/results.json.
// Sections: sizes beside their budgets and the peer collector; rule compile and parse rate; demo seed time; the 10,000-row
// users and products tables in Chromium; and every screen of the production dashboard on the demo backend
// (time to main content and its ratio to the welcome page's, main thread idle after it, round trips in a row
// before it, API requests on load and any sent twice, JavaScript downloaded).
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { formatKb, formatTable } from './bench.format.mjs';
import { budgetProblem, measureBudgets } from './size.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/** Runs a benchmark script that prints one JSON line with `--json`, and parses it. */
async function jsonScript(script, timeoutMs) {
  const { stdout } = await run(process.execPath, [resolve(root, script), '--json'], {
    cwd: root,
    timeout: timeoutMs,
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last);
}

/** Sizes of the budgeted imports and the first route, beside their budgets and the peer collector. */
async function sizes() {
  const rows = await measureBudgets();
  console.log(
    formatTable(
      [
        { title: 'what' },
        { title: 'gzipped', align: 'right' },
        { title: 'minified', align: 'right' },
        { title: 'budget', align: 'right' },
        { title: 'within' },
      ],
      rows.map((r) => [
        r.name,
        r.error ? null : formatKb(r.gzipped),
        r.error ? null : formatKb(r.minified),
        formatKb(r.limit),
        budgetProblem(r) ? `no: ${budgetProblem(r)}` : 'yes',
      ]),
    ),
  );
  const ubi = rows.find((r) => r.name.includes('UBI'));
  const peer = rows.find((r) => r.name.startsWith('search-insights'));
  const ubiVsPeer = ubi && peer?.gzipped ? Math.round((ubi.gzipped / peer.gzipped) * 100) : null;
  if (ubiVsPeer !== null) console.log(`UBI collector: ${ubiVsPeer}% of search-insights, built the same way`);
  return {
    rows: rows.map(({ name, kind, gzipped, minified, limit, files, forbidden, error }) => ({
      name,
      ...(kind ? { kind } : {}),
      gzipped,
      minified,
      limit,
      withinBudget: !budgetProblem({ gzipped, limit, forbidden, error }),
      ...(files ? { files: files.length, forbiddenLoaded: forbidden } : {}),
      ...(error ? { error } : {}),
    })),
    ubiPercentOfSearchInsights: ubiVsPeer,
  };
}

/** Rule form -> matcher -> rule form, as the boosting editor does on every save and edit. */
async function ruleRates() {
  const boosting = await import(resolve(root, 'packages/sdk/dist/boosting/index.js'));
  const fields = ['brand', 'category', 'tag', 'color', 'size', 'stockStatus', 'featured', 'onSale'];
  const types = ['all', 'is', 'isNot'];
  const forms = Array.from({ length: 2000 }, (_, i) => ({
    name: `Rule ${i}`,
    enabled: i % 2 === 0,
    boostValue: 1 + (i % 90) / 10,
    conditionType: types[i % 3],
    conditions: Array.from({ length: 1 + (i % 4) }, (_, c) => ({
      id: `c${c}`,
      field: fields[(i + c) % fields.length],
      operator: c % 2 ? 'isNot' : 'is',
      value: Array.from({ length: 1 + ((i + c) % 3) }, (_, v) => `value-${v}`),
    })),
  }));
  const store = { storeId: 201, storeType: 'shopify' };
  const rounds = 10;
  let compiled = [];
  let t = performance.now();
  for (let r = 0; r < rounds; r++) compiled = forms.map((f) => boosting.compileRule(f, store));
  const compileMs = performance.now() - t;
  t = performance.now();
  for (let r = 0; r < rounds; r++) for (const rule of compiled) boosting.parseRule(rule);
  const parseMs = performance.now() - t;
  const n = forms.length * rounds;
  const result = {
    rules: n,
    compilePerSecond: Math.round(n / (compileMs / 1000)),
    parsePerSecond: Math.round(n / (parseMs / 1000)),
  };
  console.log(
    formatTable(
      [{ title: 'rule step' }, { title: 'rules/s', align: 'right' }, { title: 'rules', align: 'right' }],
      [
        ['compile (form -> matcher)', result.compilePerSecond.toLocaleString('en'), n],
        ['parse (matcher -> form)', result.parsePerSecond.toLocaleString('en'), n],
      ],
    ),
  );
  return result;
}

/** Seeding the demo backend, which every test and story does once: it must stay cheap (about 200 ms at most). */
async function demoSeed() {
  const mocks = await import(resolve(root, 'packages/sdk/dist/mocks/index.js'));
  mocks.createDemoDb(1);
  const rounds = 10;
  const t = performance.now();
  for (let seed = 2; seed < 2 + rounds; seed++) mocks.createDemoDb(seed);
  const result = { rounds, msPerSeed: Math.round(((performance.now() - t) / rounds) * 10) / 10 };
  console.log(`demo backend seed: ${result.msPerSeed} ms (mean of ${rounds})`);
  return result;
}

/** The 10,000-row users table and the 10,000-product boost table, production builds in Chromium. */
async function tables() {
  const users = await jsonScript('packages/react/bench/users-table.bench.mjs', 120_000);
  const products = await jsonScript('packages/react/bench/products-table.bench.mjs', 120_000);
  console.log(
    formatTable(
      [
        { title: 'table' },
        { title: 'rows', align: 'right' },
        { title: 'first render (median)', align: 'right' },
        { title: 'DOM rows', align: 'right' },
        { title: 'after scroll to end', align: 'right' },
        { title: 'end reachable' },
      ],
      [
        [
          'users',
          users.users,
          `${users.firstRenderMsMedian} ms`,
          users.domRows,
          users.domRowsAfterScroll,
          users.endReachable ? 'yes' : 'no',
        ],
        [
          'product boosts',
          products.products,
          `${products.firstRenderMsMedian} ms`,
          products.domRows,
          products.domRowsAfterScroll,
          products.endReachable ? 'yes' : 'no',
        ],
      ],
    ),
  );
  console.log(`(${users.runs} runs each, fresh page per run; all runs in bench/results.json)`);
  return { users, products };
}

/**
 * The search preview (a generated catalogue, a few hundred query rules and synonym groups) and the insights
 * reports on 100,000 events (the goal: each report under a second), on the built SDK.
 */
async function searchAndInsights() {
  const preview = await jsonScript('packages/sdk/bench/preview.bench.mjs', 300_000);
  const insights = await jsonScript('packages/sdk/bench/insights.bench.mjs', 300_000);
  const timing = (t) => `${t.median} / ${t.p95} / ${t.max} ms`;
  console.log(
    formatTable(
      [{ title: 'search preview' }, { title: 'median / p95 / slowest', align: 'right' }],
      [
        ['index build (once)', `${preview.indexBuildMs} ms`],
        ['one preview', timing(preview.previewMs)],
        ['one preview with a draft', timing(preview.previewWithDraftMs)],
      ],
    ),
  );
  console.log(
    `(${preview.products} products, ${preview.rules} query rules, ${preview.synonymGroups} synonym groups, ${preview.previews} previews)`,
  );
  console.log(
    formatTable(
      [{ title: 'insights report' }, { title: 'median', align: 'right' }, { title: 'under 1 s' }],
      Object.entries(insights.reportMs).map(([name, ms]) => [name, `${ms} ms`, ms < 1000 ? 'yes' : 'no !']),
    ),
  );
  console.log(
    `(${insights.events.toLocaleString('en')} events, ${insights.queries} queries, ${insights.period}; one pass ${insights.tallyMs} ms, every report from one pass ${insights.allReportsMs} ms; median of ${insights.runs})`,
  );
  return { preview, insights };
}

/** Marks a figure past its goal with a `!`. */
const flag = (text, pastGoal) => (pastGoal ? `${text} !` : text);

/** Every screen of the production dashboard on the demo backend, in headless Chromium. */
async function screens() {
  const result = await jsonScript('packages/dashboard-app/bench/screens.bench.mjs', 900_000);
  const { goals } = result;
  console.log(
    formatTable(
      [
        { title: 'screen' },
        { title: 'as' },
        { title: 'to main content', align: 'right' },
        { title: 'x welcome', align: 'right' },
        { title: 'idle after', align: 'right' },
        { title: 'round trips', align: 'right' },
        { title: 'API requests', align: 'right' },
        { title: 'sent twice' },
        { title: 'JS (gzip)', align: 'right' },
        { title: 'charts' },
        { title: 'main content = h1 and' },
      ],
      result.screens.map((s) => [
        s.path,
        s.role,
        s.error ? 'not measured' : `${s.mainContentMs} ms`,
        s.ratioToWelcome === undefined || s.ratioToWelcome === null
          ? null
          : flag(s.ratioToWelcome.toFixed(2), s.ratioToWelcome > goals.ratio),
        s.error
          ? null
          : s.idleAfterContentMs === null
            ? `> ${result.idleTimeoutMs / 1000} s !`
            : flag(`${s.idleAfterContentMs} ms`, s.idleAfterContentMs > goals.idleMs),
        s.roundTripChain === undefined
          ? null
          : flag(String(s.roundTripChain), s.roundTripChain > goals.chain),
        s.apiRequests,
        s.repeatedRequests === undefined
          ? null
          : s.repeatedRequests.length === 0
            ? 'none'
            : `${s.repeatedRequests.map((r) => `${r.request} x${r.count}`).join(', ')} !`,
        s.javascriptGzipped === undefined ? null : formatKb(s.javascriptGzipped),
        s.charts === undefined ? null : s.charts ? 'loaded' : 'no',
        s.mainContent,
      ]),
    ),
  );
  const worst = result.worstRatio;
  console.log(
    `welcome page ${result.welcomeMs ?? '-'} ms; worst ratio ${worst ? `${worst.ratio.toFixed(2)} (${worst.path})` : '-'}; ` +
      `goals: within ${goals.ratio}x the welcome page, idle within ${goals.idleMs} ms after the main content ` +
      `(no long task for ${result.quietWindowMs} ms), at most ${goals.chain} round trips in a row (counted on a ${result.roundTripLatencyMs} ms network), no request twice ('!' marks a miss)`,
  );
  for (const s of result.screens.filter((screen) => screen.roundTrips?.length > goals.chain))
    console.log(`${s.path} waits on: ${s.roundTrips.join(' -> ')}`);
  for (const s of result.screens.filter((screen) => screen.error)) console.log(`${s.path}: ${s.error}`);
  console.log(
    `(${result.build}; fastest of ${result.runs} loads per screen, each in a fresh page; build ${result.buildMs} ms)`,
  );
  const check = result.welcomeCheck;
  if (check.error) console.log(`welcome page files: ${check.error}`);
  else
    console.log(
      check.onlyInChromium.length === 0 && check.onlyInManifest.length === 0
        ? `welcome page: Chromium downloaded exactly the ${check.manifestFiles} files the size budget measures`
        : `welcome page: the budget's file list differs from Chromium's: only in Chromium ${check.onlyInChromium.join(', ') || '-'}; only in the manifest ${check.onlyInManifest.join(', ') || '-'}`,
    );
  return result;
}

const started = performance.now();
const sections = { sizes, ruleRates, demoSeed, searchAndInsights, tables, screens };
const results = {
  machine: {
    node: process.version,
    cpus: cpus().length,
    loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
  },
  ranAt: new Date().toISOString(),
};
for (const [name, section] of Object.entries(sections)) {
  console.log(`\n${name}`);
  const sectionStarted = performance.now();
  try {
    results[name] = await section();
    results[name].seconds = Math.round((performance.now() - sectionStarted) / 100) / 10;
  } catch (error) {
    const message =
      error instanceof Error
        ? (error.stderr || error.message).trim().split('\n').slice(-3).join(' ')
        : String(error);
    console.log(`  could not measure: ${message}`);
    results[name] = { error: message };
  }
}
results.seconds = Math.round((performance.now() - started) / 100) / 10;
mkdirSync(resolve(root, 'bench'), { recursive: true });
writeFileSync(resolve(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nwritten to bench/results.json (${results.seconds} s; load average ${results.machine.loadAverage1m} on ${results.machine.cpus} cores)`,
);
