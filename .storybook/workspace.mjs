// `.storybook/` sits at the workspace root, whose package.json does not depend on the workspace packages,
// so Vite cannot resolve `@storesearch/*` from preview.tsx. These aliases point each entry at its source
// (the files the `@storesearch/source` condition picks inside the packages), so every importer shares one
// module instance. Plain JS with a .d.mts beside it: Storybook wants explicit extensions in main.ts imports.
import { fileURLToPath } from 'node:url';

const source = (path) => fileURLToPath(new URL(`../packages/${path}`, import.meta.url));

/** Aliases from the workspace packages' entry points to their TypeScript source. */
export const workspaceAliases = [
  { find: /^@storesearch\/sdk$/, replacement: source('sdk/src/index.ts') },
  { find: /^@storesearch\/sdk\/i18n$/, replacement: source('sdk/src/i18n/index.ts') },
  { find: /^@storesearch\/sdk\/query$/, replacement: source('sdk/src/query/index.ts') },
  { find: /^@storesearch\/sdk\/mocks$/, replacement: source('sdk/src/mocks/index.ts') },
  { find: /^@storesearch\/react$/, replacement: source('react/src/index.ts') },
];
