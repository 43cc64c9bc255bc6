/**
 * The package's entry points as package.json `exports` lists them, for tests that walk every entry (the
 * client fuzzer, the CommonJS e2e, the entry checks). Only tests import it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One entry point: its subpath, its source and its CommonJS build. */
export interface PackageEntry {
  /** The subpath in package.json `exports` (`.`, `./boosting`, ...). */
  readonly subpath: string;
  /** Absolute path of its TypeScript source. */
  readonly source: string;
  /** Absolute path of its built CommonJS file. */
  readonly commonjs: string;
}

interface ExportTarget {
  readonly '@storesearch/source': string;
  readonly require: { readonly default: string };
}

const packageRoot = fileURLToPath(new URL('../', import.meta.url));
const { exports } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, ExportTarget | string>;
};

/** Every entry point of package.json `exports`. */
export const PACKAGE_ENTRIES: readonly PackageEntry[] = Object.entries(exports).flatMap(
  ([subpath, target]) =>
    typeof target === 'object'
      ? [
          {
            subpath,
            source: join(packageRoot, target['@storesearch/source']),
            commonjs: join(packageRoot, target.require.default),
          },
        ]
      : [],
);

/** The entries of the API: every entry but the demo backend (`./mocks`, which needs msw). */
export const API_ENTRIES: readonly PackageEntry[] = PACKAGE_ENTRIES.filter(
  ({ subpath }) => !subpath.startsWith('./mocks'),
);
