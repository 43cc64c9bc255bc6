import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './.storybook/workspace.mjs';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/** Workspace packages resolve to each other's TypeScript source: no build needed in dev and tests. */
const sourceCondition = '@storesearch/source';
const resolve = { conditions: [sourceCondition, ...defaultClientConditions] };
const ssr = { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } };

/** A fresh browser config per project: vitest mutates `instances`. */
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  resolve,
  ssr,
  test: {
    coverage: {
      provider: 'v8',
      include: [
        'packages/sdk/src/**/*.rules.ts',
        'packages/sdk/src/**/*.matcher.ts',
        'packages/sdk/src/**/*.poller.ts',
      ],
    },
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'sdk',
          environment: 'node',
          include: ['packages/sdk/src/**/*.test.ts', 'packages/*/docs/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          typecheck: {
            enabled: true,
            include: ['packages/*/src/**/*.test-d.ts'],
            tsconfig: 'packages/sdk/tsconfig.json',
          },
        },
      },
      {
        plugins: [react()],
        resolve,
        ssr,
        // Pre-bundled up front: a dependency found mid-run reloads the page and loads React twice.
        optimizeDeps: { include: ['@tanstack/react-table', '@tanstack/react-virtual'] },
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.browser.test.{ts,tsx}', 'packages/react/src/**/*.test.tsx'],
          browser: chromium(),
        },
      },
      {
        plugins: [react()],
        resolve,
        ssr,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['packages/*/e2e/**/*.e2e.test.ts', 'examples/*/e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        resolve: { ...resolve, alias: workspaceAliases },
        ssr,
        optimizeDeps: {
          include: [
            'msw-storybook-addon/csf3',
            'msw',
            'msw/browser',
            '@radix-ui/themes',
            '@tanstack/react-query',
            '@tanstack/react-router',
            '@tanstack/react-table',
            '@tanstack/react-virtual',
            'react-dom/client',
            'recharts',
          ],
        },
        test: {
          name: 'storybook',
          browser: chromium(),
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
