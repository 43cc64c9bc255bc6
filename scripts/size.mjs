#!/usr/bin/env node
// Size budgets: bundles each entry of size-budgets.json from the BUILT packages (dist) with esbuild,
// minified, peers external, then gzips it at level 9. A row with a `base` counts only what its code adds
// to a bundle that already holds the base; a row of kind "entries" is one such row per subpath of a
// package's `exports`. Rows of kind "route" instead sum the files one route of a built app downloads
// (from its Vite manifest). Fails when a budget is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { forbiddenSources, htmlEntryKeys, javascriptFiles, routeChunks, sumSizes } from './size.route.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const kb = (n) => `${(n / 1000).toFixed(2)} kB`;
/** Largest file taken as bundler glue when it has no source map (facades, the runtime chunk: under 1 kB). */
const UNMAPPED_GLUE_MAX_BYTES = 2048;
const peers = ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/*', '@radix-ui/*', 'msw', 'msw/*'];

/** The workspace packages whose built files the budgets measure, by package name. */
const workspacePackages = { '@storesearch/sdk': 'packages/sdk', '@storesearch/react': 'packages/react' };

/** The `exports` of a workspace package's package.json. */
function packageExports(dir) {
  return JSON.parse(readFileSync(resolve(root, dir, 'package.json'), 'utf8')).exports;
}

/**
 * Resolves `@storesearch/sdk` and its subpaths (`@storesearch/sdk/boosting`) to their built ESM file, read
 * from the package's `exports` as a partner's bundler reads them (the `import` condition).
 */
const workspaceBuilds = {
  name: 'workspace-builds',
  setup(b) {
    b.onResolve({ filter: /^@storesearch\// }, (args) => {
      const name = args.path.split('/').slice(0, 2).join('/');
      const dir = workspacePackages[name];
      if (!dir) return undefined;
      const target = packageExports(dir)[`.${args.path.slice(name.length)}`];
      if (typeof target !== 'object') return { errors: [{ text: `${args.path} is not exported` }] };
      return { path: resolve(root, dir, target.import.default) };
    });
  },
};

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
    plugins: [workspaceBuilds, lazyImportsExternal],
    logLevel: 'silent',
  });
  const bytes = out.outputFiles[0].contents;
  return { minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
}

/**
 * Measures a `kind: "route"` row: the JavaScript files the route downloads on the production build, each
 * minified as built and gzipped at level 9 on its own (as a server compresses each response), summed.
 * The files come from the Vite manifest (`build.manifest`): the HTML entry's static imports plus the lazy
 * chunks in `loads`. Each file's source map lists its modules, so a package in `forbid` (a table library) is found
 * wherever the bundler put it.
 */
export function measureRoute(row) {
  const appDir = resolve(root, row.app);
  const manifestPath = join(appDir, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`no build manifest at ${row.app}/.vite/manifest.json: run \`pnpm build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  // Without a manifest key for the HTML entry (a code-splitting group took the entry module), read the HTML.
  const entry = manifest[row.entry]
    ? row.entry
    : htmlEntryKeys(readFileSync(join(appDir, row.entry), 'utf8'), manifest);
  const files = javascriptFiles(manifest, routeChunks(manifest, entry, row.loads ?? []));
  const forbidden = [];
  const sizes = files.map((file) => {
    const bytes = readFileSync(join(appDir, file));
    const mapPath = join(appDir, `${file}.map`);
    if (row.forbid?.length) {
      // Only bundler glue has no map: a facade (re-exports of another chunk) or the small runtime chunk.
      // A sizeable file without one could hide a forbidden package, so it fails the row.
      const mapped = existsSync(mapPath);
      if (!mapped && bytes.length > UNMAPPED_GLUE_MAX_BYTES)
        throw new Error(`${file} has no source map: keep build.sourcemap on`);
      const { sources } = mapped ? JSON.parse(readFileSync(mapPath, 'utf8')) : { sources: [] };
      const found = forbiddenSources(sources, row.forbid);
      if (found.length) forbidden.push(`${file} (${found.length} modules)`);
    }
    return { file, minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
  });
  return { ...sumSizes(sizes), files: sizes, forbidden };
}

/**
 * What `code` adds to a bundle that already holds `base`: the sizes of both together less those of `base`
 * alone, so code they share (zod/mini, the client) counts once, in the base.
 */
export async function measureOnTop(code, base) {
  const [both, alone] = await Promise.all([measure(`${base}\n${code}`), measure(base)]);
  return { minified: both.minified - alone.minified, gzipped: both.gzipped - alone.gzipped };
}

/**
 * The rows of a `kind: "entries"` row: one per subpath of the package's `exports` but the main entry (`.`)
 * and those in `except`, each importing everything from its subpath on top of `base`. A subpath in `raised`
 * has its own limit, with the reason beside it.
 */
export function entryRows(row) {
  const name = Object.entries(workspacePackages).find(([, dir]) => dir === row.package)?.[0];
  if (!name) throw new Error(`${row.package} is not a workspace package`);
  return Object.entries(packageExports(row.package))
    .filter(([subpath, target]) => typeof target === 'object' && subpath !== '.')
    .filter(([subpath]) => !row.except.includes(subpath))
    .map(([subpath]) => ({
      name: `${name}${subpath.slice(1)}`,
      code: `export * from '${name}${subpath.slice(1)}';`,
      base: row.base,
      limit: row.raised?.[subpath]?.limit ?? row.limit,
      about: row.about,
      ...(row.raised?.[subpath] ? { reason: row.raised[subpath].reason } : {}),
    }));
}

/** Measures one row of kind "route", one with a `base`, or one that bundles its `code` alone. */
function measureRow(row) {
  if (row.kind === 'route') return measureRoute(row);
  if (row.base) return measureOnTop(row.code, row.base);
  return measure(row.code);
}

/** Measures every budget of size-budgets.json; a row that cannot be measured carries its `error`. */
export async function measureBudgets() {
  const { budgets } = JSON.parse(readFileSync(resolve(root, 'size-budgets.json'), 'utf8'));
  const rows = [];
  for (const b of budgets.flatMap((row) => (row.kind === 'entries' ? entryRows(row) : [row]))) {
    try {
      rows.push({ ...b, ...(await measureRow(b)) });
    } catch (error) {
      rows.push({
        ...b,
        minified: 0,
        gzipped: 0,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return rows;
}

/** Why a measured row fails its budget, or null when it passes. */
export function budgetProblem(row) {
  if (row.error) return row.error;
  if (row.gzipped > row.limit) return `over budget by ${kb(row.gzipped - row.limit)}`;
  if (row.forbidden?.length) return `loads ${row.forbid.join(', ')}: ${row.forbidden.join(', ')}`;
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measureBudgets();
  let failed = 0;
  for (const r of rows) {
    const problem = budgetProblem(r);
    if (problem) failed++;
    const route = r.kind === 'route' && !r.error ? `, ${r.files.length} files` : '';
    const banned =
      r.forbid?.length && !r.error ? `, ${r.forbidden.length ? '' : 'no '}${r.forbid.join('/')}` : '';
    console.log(
      `${problem ? 'FAIL' : 'ok  '} ${r.name}: ${kb(r.gzipped)} gzipped (${kb(r.minified)} min${route}${banned}) / budget ${kb(r.limit)}${problem ? ` - ${problem}` : ''}`,
    );
  }
  const ubi = rows.find((r) => r.name.includes('UBI'));
  const peer = rows.find((r) => r.name.startsWith('search-insights'));
  if (ubi && peer)
    console.log(`UBI collector is ${((ubi.gzipped / peer.gzipped) * 100).toFixed(0)}% of search-insights`);
  console.log(`size budgets: ${rows.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
