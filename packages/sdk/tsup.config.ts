import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'mocks/index': 'src/mocks/index.ts', 'mocks/server': 'src/mocks/server.ts' },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { customConditions: [] } },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: ['msw', 'msw/browser', 'msw/node', '@tanstack/query-core', /^node:/],
});
