/**
 * The release flow, rehearsed in a throw-away copy of the workspace: `changeset version` applies the pending
 * changesets, then `pnpm pack` packs what npm would receive. Checks that `@storesearch/sdk` and
 * `@storesearch/react` move to one version (the fixed group), that each changelog holds the text of the
 * changesets naming it, that the private apps keep their versions, and that the tarballs carry the built
 * `dist` files and a package.json with the new version (react depending on exactly that sdk).
 * Needs the packages built (`pnpm build`, the first step of `pnpm test`).
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');

/** The packages released together, and where they live. */
const RELEASED = { '@storesearch/sdk': 'packages/sdk', '@storesearch/react': 'packages/react' } as const;
type Released = keyof typeof RELEASED;
/** Workspace packages that are never published: their versions must not move. */
const UNRELEASED = {
  '@storesearch/dashboard-app': 'packages/dashboard-app',
  '@storesearch/example-partner-admin': 'examples/partner-admin',
  '@storesearch/example-storefront': 'examples/storefront',
} as const;

type Bump = 'patch' | 'minor' | 'major';
const BUMP_ORDER: readonly Bump[] = ['patch', 'minor', 'major'];

/** A pending changeset: the bump per package and the text partners read. */
interface Changeset {
  readonly file: string;
  readonly bumps: ReadonlyMap<string, Bump>;
  readonly summary: string;
}

function readChangesets(dir: string): Changeset[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`${file}: no front matter`);
      const bumps = new Map<string, Bump>();
      for (const line of (match[1] ?? '').split('\n')) {
        const entry = /^\s*['"]?([^'":]+)['"]?\s*:\s*(patch|minor|major)\s*$/.exec(line);
        if (entry?.[1] && entry[2]) bumps.set(entry[1], entry[2] as Bump);
      }
      return { file, bumps, summary: (match[2] ?? '').trim() };
    });
}

function bumpVersion(version: string, bump: Bump): string {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

function readJson(path: string): Record<string, unknown> & { version: string } {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> & { version: string };
}

/** A published file list entry of `pnpm pack --json`. */
interface PackResult {
  readonly name: string;
  readonly version: string;
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

const temps: string[] = [];
let work: string;
let changesets: Changeset[];
const packs = new Map<Released, { result: PackResult; manifest: Record<string, unknown> }>();

/**
 * A throw-away workspace with what versioning and packing read: the root manifests, the changeset config
 * and changesets (or only `changesetFiles`), and each package's manifest, readme and built files.
 */
function copyWorkspace(options: { withDist: boolean; changesetFiles?: Record<string, string> }): string {
  const dir = mkdtempSync(join(tmpdir(), 'storesearch-release-'));
  temps.push(dir);
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.npmrc'])
    cpSync(join(root, file), join(dir, file));
  if (options.changesetFiles) {
    mkdirSync(join(dir, '.changeset'));
    cpSync(join(root, '.changeset', 'config.json'), join(dir, '.changeset', 'config.json'));
    for (const [file, text] of Object.entries(options.changesetFiles))
      writeFileSync(join(dir, '.changeset', file), text);
  } else {
    cpSync(join(root, '.changeset'), join(dir, '.changeset'), { recursive: true });
  }
  const files = [
    'package.json',
    'README.md',
    'CHANGELOG.md',
    'openapi.json',
    ...(options.withDist ? ['dist'] : []),
  ];
  for (const pkg of [...Object.values(RELEASED), ...Object.values(UNRELEASED)]) {
    mkdirSync(join(dir, pkg), { recursive: true });
    for (const file of files) {
      if (existsSync(join(root, pkg, file)))
        cpSync(join(root, pkg, file), join(dir, pkg, file), { recursive: true });
    }
  }
  // The changelog generator named in .changeset/config.json resolves from the workspace's node_modules.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

function changesetVersion(cwd: string) {
  return run(join(root, 'node_modules', '.bin', 'changeset'), ['version'], { cwd, timeout: 60_000 });
}

beforeAll(async () => {
  for (const dir of Object.values(RELEASED)) {
    if (!existsSync(join(root, dir, 'dist', 'index.d.ts'))) {
      throw new Error(`${dir}/dist is not built: run \`pnpm build\` first.`);
    }
  }
  work = copyWorkspace({ withDist: true });
  // Right after a release nothing is pending: rehearse with a stand-in patch so the flow is still checked.
  if (readChangesets(join(work, '.changeset')).length === 0) {
    writeFileSync(
      join(work, '.changeset', 'release-rehearsal.md'),
      `---\n${Object.keys(RELEASED)
        .map((name) => `'${name}': patch`)
        .join('\n')}\n---\n\nRelease rehearsal.\n`,
    );
  }
  changesets = readChangesets(join(work, '.changeset'));
  // As `pnpm install` would: pack turns react's `workspace:^` into a range of the linked sdk's version.
  mkdirSync(join(work, RELEASED['@storesearch/react'], 'node_modules', '@storesearch'), { recursive: true });
  symlinkSync(
    join(work, RELEASED['@storesearch/sdk']),
    join(work, RELEASED['@storesearch/react'], 'node_modules', '@storesearch', 'sdk'),
    'dir',
  );
  await changesetVersion(work);

  const destination = join(work, 'tarballs');
  mkdirSync(destination);
  for (const [name, dir] of Object.entries(RELEASED) as [Released, string][]) {
    const { stdout } = await run('pnpm', ['pack', '--json', '--pack-destination', destination], {
      cwd: join(work, dir),
      timeout: 60_000,
    });
    const result = JSON.parse(stdout) as PackResult;
    const tarball = result.filename.startsWith('/') ? result.filename : join(destination, result.filename);
    const manifest = (await run('tar', ['-xzOf', tarball, 'package/package.json'])).stdout;
    packs.set(name, { result, manifest: JSON.parse(manifest) as Record<string, unknown> });
  }
}, 180_000);

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** The version the fixed group moves to: the largest bump any pending changeset asks of either package. */
function expectedVersion(): string {
  const current = readJson(join(root, RELEASED['@storesearch/sdk'], 'package.json')).version;
  let bump: Bump | undefined;
  for (const changeset of changesets) {
    for (const name of Object.keys(RELEASED)) {
      const asked = changeset.bumps.get(name);
      if (asked && (!bump || BUMP_ORDER.indexOf(asked) > BUMP_ORDER.indexOf(bump))) bump = asked;
    }
  }
  return bump ? bumpVersion(current, bump) : current;
}

describe('changeset version', () => {
  it('has changesets naming only released packages (an ignored app may not share one)', () => {
    expect(changesets.length).toBeGreaterThan(0);
    for (const changeset of changesets) {
      for (const name of changeset.bumps.keys())
        expect(Object.keys(RELEASED), changeset.file).toContain(name);
    }
  });

  it('moves sdk and react to one new version', () => {
    const sdk = readJson(join(work, RELEASED['@storesearch/sdk'], 'package.json')).version;
    const react = readJson(join(work, RELEASED['@storesearch/react'], 'package.json')).version;
    expect(sdk).toBe(expectedVersion());
    expect(react).toBe(sdk);
    expect(sdk).not.toBe(readJson(join(root, RELEASED['@storesearch/sdk'], 'package.json')).version);
  });

  it("writes each package's changelog with the text of the changesets naming it", () => {
    for (const [name, dir] of Object.entries(RELEASED)) {
      const changelog = readFileSync(join(work, dir, 'CHANGELOG.md'), 'utf8');
      expect(changelog).toContain(`## ${expectedVersion()}`);
      for (const changeset of changesets.filter((c) => c.bumps.has(name))) {
        for (const line of changeset.summary.split('\n').filter((l) => l.trim() !== '')) {
          expect(changelog, `${changeset.file} in ${dir}/CHANGELOG.md`).toContain(line.trim());
        }
      }
    }
  });

  it('moves sdk with react even when a change names react alone (the fixed group)', async () => {
    const summary = 'A react-only change.';
    const dir = copyWorkspace({
      withDist: false,
      changesetFiles: { 'react-only.md': `---\n'@storesearch/react': major\n---\n\n${summary}\n` },
    });
    await changesetVersion(dir);
    const before = readJson(join(root, RELEASED['@storesearch/sdk'], 'package.json')).version;
    const expected = bumpVersion(before, 'major');
    expect(readJson(join(dir, RELEASED['@storesearch/react'], 'package.json')).version).toBe(expected);
    expect(readJson(join(dir, RELEASED['@storesearch/sdk'], 'package.json')).version).toBe(expected);
    expect(readFileSync(join(dir, RELEASED['@storesearch/react'], 'CHANGELOG.md'), 'utf8')).toContain(
      summary,
    );
  }, 60_000);

  it('consumes the changesets and leaves the private apps alone', () => {
    expect(readChangesets(join(work, '.changeset'))).toEqual([]);
    for (const dir of Object.values(UNRELEASED)) {
      expect(readJson(join(work, dir, 'package.json')).version).toBe(
        readJson(join(root, dir, 'package.json')).version,
      );
      expect(existsSync(join(work, dir, 'CHANGELOG.md'))).toBe(existsSync(join(root, dir, 'CHANGELOG.md')));
    }
  });
});

describe('pnpm pack', () => {
  it('packs package.json with the new version, the readme, the changelog and the built entry points, and no source', () => {
    for (const [name, { result, manifest }] of packs) {
      const files = result.files.map((file) => file.path);
      expect(result.name).toBe(name);
      expect(result.version).toBe(expectedVersion());
      expect(manifest.version).toBe(expectedVersion());
      expect(files).toEqual(
        expect.arrayContaining([
          'package.json',
          'README.md',
          'CHANGELOG.md',
          'dist/index.js',
          'dist/index.cjs',
          'dist/index.d.ts',
          'dist/index.d.cts',
        ]),
      );
      expect(files.filter((file) => file.startsWith('src/'))).toEqual([]);
    }
  });

  it('packs every file the exports map points at', () => {
    for (const [name, { result, manifest }] of packs) {
      const files = new Set(result.files.map((file) => file.path));
      const targets = JSON.stringify(manifest.exports).match(/"\.\/dist\/[^"]+"/g) ?? [];
      expect(targets.length, name).toBeGreaterThan(0);
      for (const target of targets) expect(files, `${name}: ${target}`).toContain(target.slice(3, -1));
    }
  });

  it('turns workspace:^ into a range of the new sdk version', () => {
    const react = packs.get('@storesearch/react')?.manifest as { dependencies: Record<string, string> };
    expect(react.dependencies['@storesearch/sdk']).toBe(`^${expectedVersion()}`);
  });
});
