#!/usr/bin/env node
// `pnpm chromatic`: publishes the Storybook for visual review when CHROMATIC_PROJECT_TOKEN is set (the token
// names the project, so no projectId is committed). Without a token it says so and exits 0, so the script is
// safe on forks and fresh clones. Options live in chromatic.config.json; extra arguments are passed on.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing to publish.');
  process.exit(0);
}

const { status, error } = spawnSync(
  'chromatic',
  ['--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
if (error) throw error;
process.exit(status ?? 1);
