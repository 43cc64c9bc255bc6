#!/usr/bin/env node
// Size budgets: bundles each entry of size-budgets.json from the BUILT packages (dist) with esbuild,
// minified, peers external, then gzips it at level 9. Fails when a budget is exceeded.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const peers = ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/*', '@radix-ui/*', 'msw', 'msw/*'];

/** Leaves every `import()` target out: it loads only when asked for (the non-English catalogues). */
const lazyImportsExternal = {
  name: 'lazy-imports-external',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * Bundles `code` as a partner's app would and returns the minified and gzipped sizes, in bytes, of what
 * loads up front. Chunks behind a dynamic `import()` are not counted.
 */
export async function measure(code) {
  const out = await build({
    stdin: { contents: code, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external: peers,
    plugins: [lazyImportsExternal],
    alias: {
      '@storesearch/sdk': resolve(root, 'packages/sdk/dist/index.js'),
      '@storesearch/react': resolve(root, 'packages/react/dist/index.js'),
    },
    logLevel: 'silent',
  });
  const bytes = out.outputFiles[0].contents;
  return { minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
}

/** Measures every budget of size-budgets.json. */
export async function measureBudgets() {
  const { budgets } = JSON.parse(readFileSync(resolve(root, 'size-budgets.json'), 'utf8'));
  const rows = [];
  for (const b of budgets) rows.push({ ...b, ...(await measure(b.code)) });
  return rows;
}

const kb = (n) => `${(n / 1000).toFixed(2)} kB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measureBudgets();
  let failed = 0;
  for (const r of rows) {
    const ok = r.gzipped <= r.limit;
    if (!ok) failed++;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${r.name}: ${kb(r.gzipped)} gzipped (${kb(r.minified)} min) / budget ${kb(r.limit)}`,
    );
  }
  const ubi = rows.find((r) => r.name.includes('UBI'));
  const peer = rows.find((r) => r.name.startsWith('search-insights'));
  if (ubi && peer)
    console.log(`UBI collector is ${((ubi.gzipped / peer.gzipped) * 100).toFixed(0)}% of search-insights`);
  console.log(`size budgets: ${rows.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
