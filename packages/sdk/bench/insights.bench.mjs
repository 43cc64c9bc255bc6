#!/usr/bin/env node
// The search insights benchmark (a script that reports, not a timed test): generates 100,000 storefront events
// and prints how long one pass over them and each report take, as the demo backend computes them per request.
// Needs `pnpm build` (it runs the built package). `--json` prints the result as JSON only (for scripts/bench.mjs);
// `--events N` measures another count; `--cpu` measures the process's CPU time instead of wall time, which a
// machine busy with other work inflates less.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const json = process.argv.includes('--json');
const at = process.argv.indexOf('--events');
const events = at === -1 ? undefined : Number(process.argv[at + 1]);
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/insights/insights.bench.js');
const { benchInsights } = await import(dist);

const cpu = process.argv.includes('--cpu');
const cpuClock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const result = benchInsights({
  ...(events === undefined ? {} : { events }),
  ...(cpu ? { clock: cpuClock } : {}),
});
if (json) console.log(JSON.stringify(result));
else {
  console.log(
    `search insights, ${result.events.toLocaleString('en')} events, ${result.queries} queries, ${result.period}` +
      (cpu ? ', CPU time' : ', wall time'),
  );
  console.log(`  generating the events: ${result.generateMs} ms`);
  console.log(`  one pass over the events: ${result.tallyMs} ms (median of ${result.runs})`);
  for (const [name, ms] of Object.entries(result.reportMs))
    console.log(`  ${name}: ${ms} ms (pass + report)`);
  console.log(`  every report from one pass: ${result.allReportsMs} ms`);
}
