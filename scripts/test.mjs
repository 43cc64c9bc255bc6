#!/usr/bin/env node
// `pnpm test`: every check a change must pass, in the order a failure is cheapest to read.
// Runs every step even after a failure (so one run shows all problems), then exits non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

/** Vitest's JSON report of this run, read at the end for the slowest tests. */
const VITEST_REPORT = '.vitest-attachments/vitest-report.json';
/** How many of the slowest tests the summary names, so a test that turns slow is seen when it does. */
const SLOWEST_SHOWN = 20;

const steps = [
  ['build', 'pnpm', ['build']],
  ['typecheck', 'pnpm', ['typecheck']],
  ['lint', 'pnpm', ['lint']],
  [
    'vitest',
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
  ],
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

rmSync(VITEST_REPORT, { force: true });
mkdirSync('.vitest-attachments', { recursive: true });

/** The slowest tests of the Vitest step, from its JSON report (empty when the step wrote none). */
function slowestTests() {
  if (!existsSync(VITEST_REPORT)) return [];
  const report = JSON.parse(readFileSync(VITEST_REPORT, 'utf8'));
  return report.testResults
    .flatMap((file) =>
      file.assertionResults.map((test) => ({
        file: file.name.replace(`${process.cwd()}/`, ''),
        name: test.fullName,
        ms: test.duration ?? 0,
        status: test.status,
      })),
    )
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_SHOWN);
}

const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n━━ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log(`\n━━ the ${SLOWEST_SHOWN} slowest tests`);
for (const test of slowestTests()) {
  const mark = test.status === 'passed' ? ' ' : '✗';
  console.log(`${mark} ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.file} › ${test.name}`);
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
