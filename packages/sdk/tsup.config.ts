import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** One subpath of package.json `exports`: its source and its built files. */
interface ExportTarget {
  readonly '@storesearch/source': string;
  readonly import: { readonly default: string };
}

const { exports } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, ExportTarget | string>;
};

/**
 * The public entry points, read from package.json `exports` so the two never disagree: output name
 * (`boosting/index`, from the built file) to source file.
 */
const entry = Object.fromEntries(
  Object.values(exports)
    .filter((target): target is ExportTarget => typeof target === 'object')
    .map((target) => [
      target.import.default.replace(/^\.\/dist\//, '').replace(/\.js$/, ''),
      target['@storesearch/source'].replace(/^\.\//, ''),
    ]),
);
/** Source files that are not built: tests, their harnesses and types, and the contract generator. */
const NOT_BUILT = /\.(test|test-d|harness|test-support)\.ts$|\.d\.ts$|^src\/contract\//;

/**
 * Every module to build, output name to source, in one sorted order. tsup globs an entry list, and a glob's
 * order follows the file system and its own concurrency; the order of the entries decides the order of the
 * imports between shared chunks, so the same sources gave builds whose bundles were up to 0.07 kB apart once
 * gzipped, enough to pass or fail a size budget by chance. An object is taken as it is.
 */
const modules = Object.fromEntries(
  (readdirSync('src', { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => `src/${file.split('\\').join('/')}`)
    .filter((file) => file.endsWith('.ts') && !NOT_BUILT.test(file))
    .sort()
    .map((file) => [file.replace(/^src\//, '').replace(/\.ts$/, ''), file]),
);

const external = ['msw', 'msw/browser', 'msw/node', '@tanstack/query-core', /^node:/];
const dts = { entry, compilerOptions: { customConditions: [] } };

export default defineConfig([
  {
    // ESM keeps one output file per source module (every module is an entry, shared code is split), so a
    // partner's bundler drops whole unused modules thanks to `sideEffects: false`. A single bundled file
    // would keep every top-level `z.object(...)` call, since a bundler cannot prove a call pure.
    entry: modules,
    format: ['esm'],
    splitting: true,
    // Fold constant expressions (30 * 60_000) now: the modules' constants reach a partner's bundler as
    // \`var\` across chunk boundaries, where its minifier can no longer inline them.
    esbuildOptions(options) {
      options.minifySyntax = true;
    },
    dts,
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    target: 'es2022',
    external,
  },
  {
    // CommonJS for older toolchains: one file per public entry. Its declarations (`.d.cts`) are the ES module
    // ones with `.cjs` imports, written after the build by scripts/cjs-types.mjs rather than bundled twice.
    entry,
    format: ['cjs'],
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    target: 'es2022',
    external,
  },
]);
