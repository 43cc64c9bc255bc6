import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { workspaceAliases } from './workspace.mjs';

/** Stories use the workspace packages' TypeScript source, like the app and the tests: no build first. */
const sourceCondition = '@storesearch/source';

/** Rolldown warns about every "use client" directive in the UI libraries; they mean nothing in a story bundle. */
const isUseClientWarning = (message: string) =>
  message.includes('"use client"') || message.includes("'use client'");

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    // Partner docs pages (MDX) beside the packages they document.
    '../packages/*/docs/**/*.mdx',
    '../packages/react/src/**/*.stories.tsx',
    '../packages/dashboard-app/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The MSW worker script, served at the root so the service worker controls every story.
  staticDirs: ['../packages/dashboard-app/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      resolve: { conditions: [sourceCondition, ...defaultClientConditions], alias: workspaceAliases },
      build: {
        chunkSizeWarningLimit: 2048,
        rollupOptions: {
          onwarn(warning: { message: string }, warn: (w: { message: string }) => void) {
            if (isUseClientWarning(warning.message)) return;
            warn(warning);
          },
        },
      },
    });
  },
};

export { config as default };
