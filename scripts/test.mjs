#!/usr/bin/env node
// `pnpm test`: every check a change must pass, in the order a failure is cheapest to read.
// Runs every step even after a failure (so one run shows all problems), then exits non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const steps = [
  ['build', 'pnpm', ['build']],
  ['typecheck', 'pnpm', ['typecheck']],
  ['lint', 'pnpm', ['lint']],
  ['vitest', 'pnpm', ['exec', 'vitest', 'run']],
  [
    'package checks (publint --strict, attw --pack)',
    'pnpm',
    ['-r', '--filter', './packages/*', '--if-present', 'check:package'],
  ],
  ['size budgets', 'node', ['scripts/size.mjs']],
];

if (!chromiumPath || !existsSync(chromiumPath)) {
  console.error(
    'Chromium not found at /usr/bin/chromium (set CHROMIUM_PATH). Install it: apt-get install -y chromium',
  );
  process.exit(1);
}

const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n━━ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
