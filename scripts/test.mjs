#!/usr/bin/env node
// `pnpm test`: every check a change must pass, in the order a failure is cheapest to read.
// Runs every step even after a failure (so one run shows all problems), then exits non-zero if any failed.
// Steps in one stage do not depend on each other and run side by side (the build and the type check each keep
// one core busy); a stage's output is printed step by step, whole, once the step ends.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';
import { RUN_REPORT_FILE } from './vitest-run-report.mjs';

/** The reporter whose file is read at the end for failures and the slowest tests. */
const RUN_REPORTER = './scripts/vitest-run-report.mjs';
/** How many of the slowest tests the summary names, so a test that turns slow is seen when it does. */
const SLOWEST_SHOWN = 20;

/** The Vitest runs: each writes its own report (`VITEST_RUN_REPORT`), read together at the end. */
const vitestRuns = [
  {
    name: 'vitest: node, browser, e2e',
    projects: ['sdk', 'browser', 'e2e'],
    report: RUN_REPORT_FILE.replace(/\.json$/, '-main.json'),
    env: {},
  },
  // The stories last and alone, a page per core: beside the journeys a second page only adds contention, and
  // one page alone leaves a core idle.
  {
    name: 'vitest: stories',
    projects: ['storybook'],
    report: RUN_REPORT_FILE.replace(/\.json$/, '-stories.json'),
    env: { STORYBOOK_PAGES: '2' },
  },
];

/** Stages run one after another; the steps of a stage run at the same time. */
const stages = [
  [
    ['build', 'pnpm', ['build']],
    ['typecheck', 'pnpm', ['typecheck']],
    ['lint', 'pnpm', ['lint']],
  ],
  ...vitestRuns.map((vitest) => [
    [
      vitest.name,
      'pnpm',
      [
        'exec',
        'vitest',
        'run',
        ...vitest.projects.map((project) => `--project=${project}`),
        '--reporter=default',
        `--reporter=${RUN_REPORTER}`,
      ],
      { ...vitest.env, VITEST_RUN_REPORT: vitest.report },
    ],
  ]),
  [
    [
      'package checks (publint --strict, attw --pack)',
      'pnpm',
      ['-r', '--filter', './packages/*', '--if-present', 'check:package'],
    ],
    ['size budgets', 'node', ['scripts/size.mjs']],
  ],
];

if (!chromiumPath || !existsSync(chromiumPath)) {
  console.error(
    'Chromium not found at /usr/bin/chromium (set CHROMIUM_PATH). Install it: apt-get install -y chromium',
  );
  process.exit(1);
}

for (const { report } of vitestRuns) rmSync(report, { force: true });
mkdirSync('.vitest-attachments', { recursive: true });

/** The Vitest runs' reports together, or null when none wrote one (none got to the end). */
function vitestReport() {
  const reports = vitestRuns
    .filter(({ report }) => existsSync(report))
    .map(({ report }) => JSON.parse(readFileSync(report, 'utf8')));
  if (reports.length === 0) return null;
  return {
    tests: reports.flatMap((report) => report.tests),
    moduleErrors: reports.flatMap((report) => report.moduleErrors),
    unhandledErrors: reports.flatMap((report) => report.unhandledErrors),
  };
}

/** Prints every failure of the Vitest runs, so the end of the log (all CI shows) says what failed. */
function printFailures(report) {
  const failed = report.tests.filter((test) => test.state === 'failed');
  const count = failed.length + report.moduleErrors.length + report.unhandledErrors.length;
  if (count === 0) return;
  console.log(`\n━━ what failed (${count})`);
  for (const test of failed) {
    console.log(`✗ ${test.file} › ${test.name} [${test.project}]`);
    for (const error of test.errors) console.log(indent(error));
  }
  for (const { file, message } of report.moduleErrors) {
    console.log(`✗ ${file} (the file itself)`);
    console.log(indent(message));
  }
  for (const message of report.unhandledErrors) {
    console.log('✗ an error outside any test (Vitest fails the run for it; its origin is printed above)');
    console.log(indent(message));
  }
}

const indent = (text) => text.replace(/^/gm, '      ');

/**
 * Runs one step. Alone in its stage, its output streams as it comes (the Vitest step is long); beside others,
 * it is collected and printed whole when the step ends, so two steps' lines never interleave.
 */
function run([name, cmd, args, env = {}], alone) {
  const header = `\n━━ ${name}: ${cmd} ${args.join(' ')}`;
  if (alone) console.log(header);
  const started = Date.now();
  const child = spawn(cmd, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, FORCE_COLOR: '1' },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

const results = [];
for (const stage of stages) {
  results.push(...(await Promise.all(stage.map((step) => run(step, stage.length === 1)))));
}

const report = vitestReport();
if (report) {
  console.log(`\n━━ the ${SLOWEST_SHOWN} slowest tests`);
  const slowest = [...report.tests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  for (const test of slowest) {
    const mark = test.state === 'failed' ? '✗' : ' ';
    console.log(`${mark} ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.file} › ${test.name}`);
  }
  printFailures(report);
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
