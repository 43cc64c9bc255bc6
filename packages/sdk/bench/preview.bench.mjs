#!/usr/bin/env node
// The search preview benchmark (a script that reports, not a timed test): a generated catalogue with a few
// hundred query rules and synonym groups; times the index build and previews of typical queries, with and
// without a draft. Needs `pnpm build` (it runs the built package). `--json` prints the result as JSON only (for
// scripts/bench.mjs); `--products N` measures another catalogue size.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const json = process.argv.includes('--json');
const at = process.argv.indexOf('--products');
const products = at === -1 ? undefined : Number(process.argv[at + 1]);
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/merchandising/merchandising.bench.js');
const { benchmarkPreview } = await import(dist);

const result = benchmarkPreview(products === undefined ? {} : { products });
if (json) console.log(JSON.stringify(result));
else {
  const timing = (t) => `median ${t.median} ms, p95 ${t.p95} ms, slowest ${t.max} ms`;
  console.log(
    `search preview, ${result.products.toLocaleString('en')} products, ${result.rules} query rules, ` +
      `${result.synonymGroups} synonym groups, ${result.previews} previews`,
  );
  console.log(`  building the index (once): ${result.indexBuildMs} ms`);
  console.log(`  one preview: ${timing(result.previewMs)}`);
  console.log(`  one preview with a draft (run with and without it): ${timing(result.previewWithDraftMs)}`);
}
