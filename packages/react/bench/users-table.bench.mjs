#!/usr/bin/env node
// The users-table benchmark (a script that reports, not a timed test): builds bench/index.html for
// production, serves it, renders the users table with 10,000 rows in Chromium and prints the first render
// time and the number of DOM rows. `--json` prints the result as JSON only (for scripts/bench.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, defaultClientConditions, preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const json = process.argv.includes('--json');
/** Runs, each in a fresh page; the median is reported. */
const RUNS = 5;

const outDir = mkdtempSync(join(tmpdir(), 'storesearch-users-bench-'));
let server;
let browser;
try {
  await build({
    root: benchDir,
    logLevel: 'error',
    plugins: [react()],
    // Workspace packages from their TypeScript source, as in the tests.
    resolve: { conditions: ['@storesearch/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  server = await preview({
    root: benchDir,
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.httpServer.address().port}/`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.waitForFunction(() => window.__usersTableBench !== undefined, null, { timeout: 120_000 });
    const result = await page.evaluate(() => window.__usersTableBench);
    await page.close();
    if ('error' in result) throw new Error(result.error);
    runs.push(result);
  }
  const times = runs.map((r) => r.firstRenderMs).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const summary = {
    users: runs[0].users,
    runs: RUNS,
    firstRenderMsMedian: Math.round(median * 10) / 10,
    firstRenderMs: runs.map((r) => Math.round(r.firstRenderMs * 10) / 10),
    domRows: Math.max(...runs.map((r) => r.domRows)),
    domRowsAfterScroll: Math.max(...runs.map((r) => r.domRowsAfterScroll)),
    endReachable: runs.every((r) => r.lastRowIndex === r.users + 1),
  };
  if (json) console.log(JSON.stringify(summary));
  else {
    console.log(
      `users table, ${summary.users.toLocaleString('en')} rows (production build, Chromium, ${RUNS} runs)`,
    );
    console.log(
      `  first render: ${summary.firstRenderMsMedian} ms median (${summary.firstRenderMs.join(', ')})`,
    );
    console.log(
      `  DOM rows: ${summary.domRows} after first render, ${summary.domRowsAfterScroll} after scrolling to the end`,
    );
    console.log(`  end of the list reachable: ${summary.endReachable ? 'yes' : 'no'}`);
  }
} finally {
  await browser?.close();
  await new Promise((done) => (server ? server.httpServer.close(done) : done()));
  rmSync(outDir, { recursive: true, force: true });
}
