#!/usr/bin/env node
// `pnpm bench`: figures for this run on this machine. Benchmarks report; they never fail a build
// (the size budgets fail in `pnpm test`). Needs a prior `pnpm build`. Writes bench/results.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { measureBudgets } from './size.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const kb = (n) => `${(n / 1000).toFixed(2)} kB`;

/** Sizes of the budgeted imports, beside their budgets and the peer collector. */
async function sizes() {
  const rows = await measureBudgets();
  for (const r of rows) console.log(`  ${r.name}: ${kb(r.gzipped)} gzipped / budget ${kb(r.limit)}`);
  return rows.map(({ name, gzipped, minified, limit }) => ({ name, gzipped, minified, limit }));
}

/** Rule form -> matcher -> rule form, as the boosting editor does on every save and edit. */
async function ruleRates() {
  const sdk = await import(resolve(root, 'packages/sdk/dist/index.js'));
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
  for (let r = 0; r < rounds; r++) compiled = forms.map((f) => sdk.compileRule(f, store));
  const compileMs = performance.now() - t;
  t = performance.now();
  for (let r = 0; r < rounds; r++) for (const rule of compiled) sdk.parseRule(rule);
  const parseMs = performance.now() - t;
  const n = forms.length * rounds;
  const result = {
    rules: n,
    compilePerSecond: Math.round(n / (compileMs / 1000)),
    parsePerSecond: Math.round(n / (parseMs / 1000)),
  };
  console.log(
    `  compile: ${result.compilePerSecond.toLocaleString('en')} rules/s, parse: ${result.parsePerSecond.toLocaleString('en')} rules/s (${n} rules)`,
  );
  return result;
}

const sections = { sizes, ruleRates };
const results = {
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
  ranAt: new Date().toISOString(),
};
for (const [name, run] of Object.entries(sections)) {
  console.log(`\n${name}`);
  try {
    results[name] = await run();
  } catch (error) {
    console.log(`  could not measure: ${error.message}`);
    results[name] = { error: error.message };
  }
}
mkdirSync(resolve(root, 'bench'), { recursive: true });
writeFileSync(resolve(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten to bench/results.json');
