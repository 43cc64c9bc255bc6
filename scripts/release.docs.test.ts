/**
 * What partners read before installing: each published package's README says what the package is, how to
 * install it with every peer its package.json declares, and opens with a minimal example that is a checked
 * file (packages/<name>/docs/snippets/readme.ts[x]), kept verbatim. The docs' snippets, those examples and
 * the partner example's end-to-end test type-check against the packages in `pnpm typecheck` (examples/tsconfig.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { programs } from './typecheck.mjs';

const root = join(import.meta.dirname, '..');

/** Each published package and the file its README's first example is copied from. */
const PACKAGES = [
  { dir: 'packages/sdk', snippet: 'docs/snippets/readme.ts', fence: 'ts' },
  { dir: 'packages/react', snippet: 'docs/snippets/readme.tsx', fence: 'tsx' },
] as const;

const read = (...path: string[]) => readFileSync(join(root, ...path), 'utf8');

/** The README's section under `## <title>`, up to the next `## ` heading. */
function section(readme: string, title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start === -1) return '';
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

describe.each(PACKAGES)('$dir/README.md', ({ dir, snippet, fence }) => {
  const readme = read(dir, 'README.md');
  const manifest = JSON.parse(read(dir, 'package.json')) as {
    name: string;
    description: string;
    peerDependencies?: Record<string, string>;
  };

  it('opens with the package name and what it is', () => {
    expect(readme.startsWith(`# ${manifest.name}\n\n`)).toBe(true);
    const intro = readme.slice(readme.indexOf('\n\n') + 2, readme.indexOf('\n## '));
    expect(intro.trim().length).toBeGreaterThan(80);
  });

  it('installs the package with every peer its package.json declares', () => {
    const install = section(readme, 'Install');
    expect(install).toContain(`npm install ${manifest.name}`);
    for (const peer of Object.keys(manifest.peerDependencies ?? {})) expect(install, peer).toContain(peer);
  });

  it('shows the checked minimal example verbatim under Use', () => {
    const code = read(dir, snippet);
    expect(section(readme, 'Use')).toContain(`\`\`\`${fence}\n${code}\`\`\``);
  });
});

describe('README.md at the root', () => {
  it("shows the checked SDK example verbatim under 'The SDK against a real API'", () => {
    const code = read('packages/sdk/docs/snippets/root-readme.ts');
    expect(section(read('README.md'), 'The SDK against a real API')).toContain(`\`\`\`ts\n${code}\`\`\``);
  });
});

describe('the docs snippets, README examples and the example e2e test', () => {
  it('are type-checked against the packages by `pnpm typecheck` (the examples project)', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.typecheck).toBe('node scripts/typecheck.mjs');
    const examples = programs().find((program) => program.projects.includes('examples'));
    expect(examples?.include).toEqual(
      expect.arrayContaining([join(root, 'packages/sdk/docs'), join(root, 'examples/partner-admin/e2e')]),
    );
  });
});
