// Shared by the table benchmarks: builds one bench page for production (workspace packages from source, as
// in the tests), serves it, opens it `runs` times in Chromium, each in a fresh page, and returns what the
// page published on `window[resultKey]`. Scripts that report, not timed tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, defaultClientConditions, preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));

/** Builds `html` (a page in this folder), opens it `runs` times and resolves with each run's result. */
export async function runPageBench({ html, resultKey, runs }) {
  const outDir = mkdtempSync(join(tmpdir(), 'storesearch-page-bench-'));
  let server;
  let browser;
  try {
    await build({
      root: benchDir,
      logLevel: 'error',
      plugins: [react()],
      resolve: { conditions: ['@storesearch/source', ...defaultClientConditions] },
      build: { outDir, emptyOutDir: true, sourcemap: false, rollupOptions: { input: join(benchDir, html) } },
    });
    server = await preview({
      root: benchDir,
      logLevel: 'error',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1' },
    });
    const origin = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.httpServer.address().port}/`;
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(new URL(html, origin).href);
      await page.waitForFunction((key) => window[key] !== undefined, resultKey, { timeout: 120_000 });
      const result = await page.evaluate((key) => window[key], resultKey);
      await page.close();
      if ('error' in result) throw new Error(result.error);
      results.push(result);
    }
    return results;
  } finally {
    await browser?.close();
    await new Promise((done) => (server ? server.httpServer.close(done) : done()));
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The median of the runs' first render times and every run's, rounded to 0.1 ms. */
export function firstRenderSummary(results) {
  const round = (ms) => Math.round(ms * 10) / 10;
  const times = results.map((r) => r.firstRenderMs).sort((a, b) => a - b);
  return {
    firstRenderMsMedian: round(times[Math.floor(times.length / 2)]),
    firstRenderMs: results.map((r) => round(r.firstRenderMs)),
  };
}
