import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Resolve workspace packages to their TypeScript source, so the app runs without building the sdk first. */
const sourceCondition = '@storesearch/source';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // The manifest lists each chunk's imports, and the source maps its modules: scripts/size.mjs reads both to
  // measure the first route's JavaScript and to prove recharts stays out of it.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // The libraries the first page needs go in one file instead of many small shared chunks: each chunk carries its
    // own import preamble and compresses alone, which put the welcome route at 208 kB against its 200 kB budget.
    // Only node_modules are grouped: grouping the entry module too left the app's entry never executed (rolldown
    // 1.x). Lazy screens (charts, tuning, admin) still load on demand.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/, tags: ['$initial'] }] } },
    },
  },
});
