import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `pnpm serve` runs the demo backend; the dev server sends the page's `/api` calls there. */
const DEMO_SERVER = 'http://127.0.0.1:4181';

// A partner's plain Vite set-up: no `@storesearch/source` condition, so the SDK resolves to its published `dist`.
export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { host: '127.0.0.1', port: 5181, proxy: { '/api': DEMO_SERVER } },
});
