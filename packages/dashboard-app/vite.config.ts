import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';

/** Resolve workspace packages to their TypeScript source, so the app runs without building the sdk first. */
const sourceCondition = '@storesearch/source';

/** Message of a production build that names neither a real API nor demo mode. */
export const NO_API_NOR_DEMO =
  'A production build needs VITE_API_BASE_URL (the real API) or VITE_DEMO=true (demo mode, answered in the ' +
  'browser with demo personas); it never falls back to demo mode by itself.';

/** Message of a production build that asks for both. */
export const API_AND_DEMO = 'VITE_API_BASE_URL and VITE_DEMO=true exclude each other: build for one.';

/**
 * A production build is for a real API or, when asked for explicitly, a demo; never a demo by accident (demo mode
 * signs anyone in, admin included). A real-API build ships no MSW service worker.
 */
function buildTarget(): Plugin {
  let demo = false;
  let outDir = 'dist';
  return {
    name: 'storesearch:build-target',
    apply: 'build',
    configResolved(config) {
      const env = {
        ...loadEnv(config.mode, config.envDir || config.root, 'VITE_'),
        ...pickVite(process.env),
      };
      const api = Boolean(env.VITE_API_BASE_URL);
      demo = env.VITE_DEMO === 'true';
      if (!api && !demo) throw new Error(NO_API_NOR_DEMO);
      if (api && demo) throw new Error(API_AND_DEMO);
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!demo) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

function pickVite(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('VITE_') && !!entry[1],
    ),
  );
}

export default defineConfig({
  plugins: [react(), buildTarget()],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // The manifest lists each chunk's imports, and the source maps its modules: scripts/size.mjs reads both to
  // measure the first route's JavaScript and to prove the table libraries stay out of it. The maps are `hidden`: the
  // bundles do not point at them, so a browser (and anyone reading the site) never fetches the source.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    // What the first page needs goes in two files instead of many small shared chunks: each chunk carries its own
    // import preamble and compresses alone, which put the welcome route at 208 kB against its 200 kB budget (and
    // again over it once the demo worker shared more SDK modules with the entry). One file holds the libraries,
    // one the SDK and React package source the first page uses. The app's own modules are not grouped: grouping
    // the entry module left it never executed (rolldown 1.x). Lazy screens (charts, tuning, admin) still load on
    // demand.
    //
    // A lazy screen's code comes in a few files rather than thirty: the small chunks the screens share (a dialog,
    // a form field, a query factory, a Radix part) are copied into each screen chunk that reads them, and the
    // bundler's runtime keeps one state and one execution of each copied module. Over HTTP/1.1's six connections,
    // thirty files hold a screen's API calls behind them. Copying needs entries whose exports may be dropped and
    // strict execution order (every module wrapped to run in import order, about 8 kB gzipped on the first route,
    // which comes in 4 files). Style sheets stay files of their own, as the bundler's guide asks of Vite builds.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 30 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'] },
            { name: 'core', test: /packages\/(sdk|react)\/src\//, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
