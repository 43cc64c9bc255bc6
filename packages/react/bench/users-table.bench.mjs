#!/usr/bin/env node
// The users-table benchmark (a script that reports, not a timed test): builds bench/index.html for
// production, serves it, renders the users table with 10,000 rows in Chromium and prints the first render
// time and the number of DOM rows. `--json` prints the result as JSON only (for scripts/bench.mjs).
import { firstRenderSummary, runPageBench } from './page.bench.mjs';

const json = process.argv.includes('--json');
/** Runs, each in a fresh page; the median is reported. */
const RUNS = 5;

const runs = await runPageBench({ html: 'index.html', resultKey: '__usersTableBench', runs: RUNS });
const summary = {
  users: runs[0].users,
  runs: RUNS,
  ...firstRenderSummary(runs),
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
