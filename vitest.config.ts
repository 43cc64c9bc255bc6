import { availableParallelism } from 'node:os';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { type PlaywrightProviderOptions, playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import type { ToMatchScreenshotOptions } from 'vitest/node';
import { workspaceAliases } from './.storybook/workspace.mjs';
import { STATE_TIMEOUT_MS } from './packages/react/src/testing/timeouts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/** Workspace packages resolve to each other's TypeScript source: no build needed in dev and tests. */
const sourceCondition = '@storesearch/source';
const resolve = { conditions: [sourceCondition, ...defaultClientConditions] };
const ssr = { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } };

/** A fresh browser config per project: vitest mutates `instances`. */
const chromium = (contextOptions: PlaywrightProviderOptions['contextOptions'] = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    contextOptions,
  }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * Time limits are ceilings for a busy 2-core machine (CI, or a developer's with other jobs), never a measure of
 * speed: a test waits for states, and speed is measured by `pnpm bench`. A browser test includes page loads
 * and renders, so it gets more room than a Node test.
 */
const NODE_TEST_TIMEOUT_MS = 30_000;
const BROWSER_TEST_TIMEOUT_MS = 60_000;
const E2E_TEST_TIMEOUT_MS = 180_000;
/** `expect.poll` waits for a state; its 1 s default is shorter than a page can take on a busy machine. */
const expectOptions = { poll: { timeout: STATE_TIMEOUT_MS } };

/** The viewport @storybook/addon-vitest gives every story that sets none (its DEFAULT_VIEWPORT_DIMENSIONS). */
const STORY_VIEWPORT = { width: 1200, height: 900 } as const;

/**
 * Story screenshots (.storybook/visual.ts) sit next to the story file, in
 * `__screenshots__/<file>.stories.tsx/<story>-<light|dark>-chromium-linux.png`; they are committed.
 */
const resolveStoryScreenshotPath: NonNullable<ToMatchScreenshotOptions['resolveScreenshotPath']> = ({
  arg,
  ext,
  root,
  testFileDirectory,
  testFileName,
  browserName,
  platform,
}) =>
  path.resolve(
    root,
    testFileDirectory,
    '__screenshots__',
    testFileName,
    `${arg}-${browserName}-${platform}${ext}`,
  );

/**
 * Test files run side by side, two at least. Vitest's default (one fewer than the cores) is a single worker on a
 * 2-core machine, which leaves a core idle while a journey waits on the demo backend's clock (a sync to 100 %,
 * a poll, a batch flush) or a story waits for its page to settle.
 */
const MAX_WORKERS = Math.max(2, availableParallelism() - 1);

// Names this run for its worker processes (they inherit the environment; Vitest sets VITEST_POOL_ID in them): the
// e2e files share one real-API build per run (packages/dashboard-app/e2e/e2e.helpers.ts).
if (process.env.VITEST_POOL_ID === undefined) process.env.STORESEARCH_TEST_RUN = String(process.pid);

/**
 * Story pages open at once. One by default: beside the e2e journeys and the Node tests a second page only adds
 * contention on two cores. `pnpm test` runs the stories last, alone, with a page per core
 * (`STORYBOOK_PAGES=2`).
 */
const STORYBOOK_PAGES = Math.max(1, Number(process.env.STORYBOOK_PAGES) || 1);

export default defineConfig({
  resolve,
  ssr,
  test: {
    maxWorkers: MAX_WORKERS,
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
          expect: expectOptions,
          environment: 'node',
          testTimeout: NODE_TEST_TIMEOUT_MS,
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
          expect: expectOptions,
          testTimeout: BROWSER_TEST_TIMEOUT_MS,
          hookTimeout: BROWSER_TEST_TIMEOUT_MS,
          setupFiles: ['packages/react/src/testing/browser.setup.ts'],
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
          expect: expectOptions,
          environment: 'node',
          include: ['packages/*/e2e/**/*.e2e.test.ts', 'examples/*/e2e/**/*.e2e.test.ts'],
          // A journey is many page loads and answers in a row, beside a build or another file on the same two
          // cores. Each file has its own demo server (on a free port), Chromium and, for a real-API build, its
          // own output folder, so files run side by side.
          testTimeout: E2E_TEST_TIMEOUT_MS,
          hookTimeout: E2E_TEST_TIMEOUT_MS,
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
          ],
        },
        test: {
          name: 'storybook',
          maxWorkers: STORYBOOK_PAGES,
          // One page loads the preview, the demo backend and the mock worker once for every story file, instead
          // of once per file: each story still renders into a fresh root on a reseeded backend (preview.tsx).
          isolate: false,
          expect: expectOptions,
          testTimeout: BROWSER_TEST_TIMEOUT_MS,
          hookTimeout: BROWSER_TEST_TIMEOUT_MS,
          browser: {
            // Same pictures on every run and every machine of this image: UTC, en-US, reduced motion (Radix
            // Themes then skips its animations; Storybook pauses any CSS left before the shots).
            // The window fits the 1200 x 900 story viewport @storybook/addon-vitest sets, so Vitest does not
            // shrink the story's iframe with a CSS transform (blurred text, 960 x 720 shots).
            ...chromium({
              timezoneId: 'UTC',
              locale: 'en-US',
              reducedMotion: 'reduce',
              viewport: { width: STORY_VIEWPORT.width, height: STORY_VIEWPORT.height },
            }),
            // Failure screenshots go beside the diffs (git-ignored), not among the committed references.
            screenshotDirectory: '.vitest-attachments/failures',
            expect: { toMatchScreenshot: { resolveScreenshotPath: resolveStoryScreenshotPath } },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
