/**
 * What partners read before installing: each published package's README says what the package is, how to
 * install it with every peer its package.json declares, and opens with a minimal example that is a checked
 * file (packages/<name>/docs/snippets/readme.ts[x]), kept verbatim. The docs' snippets, those examples and
 * the partner example's end-to-end test must type-check against the packages (examples/tsconfig.json).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

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
  it('type-check against the packages (tsc -p examples/tsconfig.json)', async () => {
    const tsc = join(root, 'node_modules', '.bin', 'tsc');
    const result = await promisify(execFile)(
      tsc,
      [
        '-p',
        'examples/tsconfig.json',
        '--pretty',
        'false',
        // Re-runs only re-check what changed.
        '--incremental',
        '--tsBuildInfoFile',
        'node_modules/.cache/storesearch-docs.tsbuildinfo',
      ],
      {
        cwd: root,
        timeout: 170_000,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }));
    expect(result.stdout).toBe('');
  }, 180_000);
});
