import { defineConfig } from 'tsup';

/** The public entry points (package.json `exports`). */
const entry = {
  index: 'src/index.ts',
  'query/index': 'src/query/index.ts',
  'i18n/index': 'src/i18n/index.ts',
  'admin/index': 'src/admin/index.ts',
  'ubi/index': 'src/ubi/index.ts',
  'mocks/index': 'src/mocks/index.ts',
  'mocks/server': 'src/mocks/server.ts',
};
const external = ['msw', 'msw/browser', 'msw/node', '@tanstack/query-core', /^node:/];
const dts = { entry, compilerOptions: { customConditions: [] } };

export default defineConfig([
  {
    // ESM keeps one output file per source module (every module is an entry, shared code is split), so a
    // partner's bundler drops whole unused modules thanks to `sideEffects: false`. A single bundled file
    // would keep every top-level `z.object(...)` call, since a bundler cannot prove a call pure.
    entry: [
      'src/**/*.ts',
      '!src/**/*.test.ts',
      '!src/**/*.test-d.ts',
      '!src/**/*.harness.ts',
      '!src/contract/**',
      '!src/**/*.d.ts',
    ],
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
    // CommonJS for older toolchains: one file per public entry.
    entry,
    format: ['cjs'],
    dts,
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    target: 'es2022',
    external,
  },
]);
