#!/usr/bin/env node
// `pnpm typecheck`: every TypeScript project of the workspace, checked in as few compiler runs as give the same
// answers. The projects resolve each other's source, so checking them one by one reads and checks the SDK's
// source once per project; projects whose compiler options are equal are checked together, as one program over
// all their files (the dashboard, with Vite's client types, stays apart, so `import.meta.env` never type-checks
// in a package that ships without Vite). Each project's tsconfig.json stays the one source of its files and
// options, for editors and for this script.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The projects checked, each a folder with a tsconfig.json. */
export const PROJECTS = ['packages/sdk', 'packages/react', 'packages/dashboard-app', '.', 'examples'];

/**
 * The projects grouped by their own compiler options (all extend one base): each group is one program, its
 * `include` every member's, as absolute paths.
 */
export function programs(projects = PROJECTS, read = (file) => readFileSync(file, 'utf8')) {
  const groups = new Map();
  for (const project of projects) {
    const folder = resolve(root, project);
    const config = JSON.parse(read(join(folder, 'tsconfig.json')));
    if (config.files || config.references) {
      throw new Error(
        `${project}/tsconfig.json: "files" and "references" are not merged: list folders in "include"`,
      );
    }
    const key = JSON.stringify([resolve(folder, config.extends), config.compilerOptions ?? {}]);
    const group = groups.get(key) ?? {
      extends: resolve(folder, config.extends),
      compilerOptions: config.compilerOptions ?? {},
      include: [],
      projects: [],
    };
    if (config.exclude) {
      throw new Error(`${project}/tsconfig.json: "exclude" is not merged: narrow "include" instead`);
    }
    group.include.push(...config.include.map((path) => resolve(folder, path)));
    group.projects.push(project);
    groups.set(key, group);
  }
  return [...groups.values()];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const folder = join(root, 'node_modules', '.cache', 'typecheck');
  mkdirSync(folder, { recursive: true });
  let failed = false;
  for (const [index, { projects, ...config }] of programs().entries()) {
    const file = join(folder, `tsconfig.${index}.json`);
    writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
    console.log(`tsc: ${projects.join(', ')}`);
    const { status } = spawnSync(process.execPath, [tsc, '-p', file], { stdio: 'inherit', cwd: root });
    failed ||= status !== 0;
  }
  process.exit(failed ? 1 : 0);
}
