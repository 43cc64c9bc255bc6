import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A partner's plain Vite set-up: no `@storesearch/source` condition, so the packages resolve to their
// published `dist` builds exactly as they would from npm.
export default defineConfig({
  plugins: [react()],
  // One copy of the shared peers, even though the workspace links each package's own node_modules.
  resolve: { dedupe: ['react', 'react-dom', '@tanstack/react-query', '@radix-ui/themes'] },
  server: { host: '127.0.0.1', port: 5180 },
  preview: { host: '127.0.0.1', port: 4180 },
});
