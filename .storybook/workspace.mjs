// `.storybook/` sits at the workspace root, whose package.json does not depend on the workspace packages,
// so Vite cannot resolve `@storesearch/*` from preview.tsx. These aliases point each entry at its source
// (the files the `@storesearch/source` condition picks inside the packages), so every importer shares one
// module instance. Plain JS with a .d.mts beside it: Storybook wants explicit extensions in main.ts imports.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One alias per subpath of a package's `exports` that has a source, read from its package.json. */
function packageAliases(folder) {
  const dir = new URL(`../packages/${folder}/`, import.meta.url);
  const { name, exports } = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8'));
  return Object.entries(exports).flatMap(([subpath, target]) => {
    const source = typeof target === 'object' ? target['@storesearch/source'] : undefined;
    if (!source) return [];
    const specifier = subpath === '.' ? name : `${name}${subpath.slice(1)}`;
    return [
      { find: new RegExp(`^${escapeRegExp(specifier)}$`), replacement: fileURLToPath(new URL(source, dir)) },
    ];
  });
}

/** Aliases from the workspace packages' entry points to their TypeScript source. */
export const workspaceAliases = [...packageAliases('sdk'), ...packageAliases('react')];
