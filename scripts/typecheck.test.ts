import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECTS, programs } from './typecheck.mjs';

const root = resolve(import.meta.dirname, '..');

/** tsconfig.json files by project folder, as `programs` reads them. */
function reader(configs: Record<string, object>) {
  return (file: string) => {
    const project = Object.keys(configs).find((folder) => resolve(root, folder, 'tsconfig.json') === file);
    if (project === undefined) throw new Error(`unexpected read of ${file}`);
    return JSON.stringify(configs[project]);
  };
}

describe('typecheck programs', () => {
  it('checks projects with equal options together and the others apart, every include kept', () => {
    const read = reader({
      'packages/a': { extends: '../../base.json', compilerOptions: { types: ['node'] }, include: ['src'] },
      'packages/b': {
        extends: '../../base.json',
        compilerOptions: { types: ['vite/client'] },
        include: ['src'],
      },
      '.': { extends: './base.json', compilerOptions: { types: ['node'] }, include: ['scripts'] },
    });
    const [node, vite, ...rest] = programs(['packages/a', 'packages/b', '.'], read);
    expect(rest).toEqual([]);
    expect(node).toEqual({
      extends: resolve(root, 'base.json'),
      compilerOptions: { types: ['node'] },
      include: [resolve(root, 'packages/a/src'), resolve(root, 'scripts')],
      projects: ['packages/a', '.'],
    });
    expect(vite?.projects).toEqual(['packages/b']);
    expect(vite?.include).toEqual([resolve(root, 'packages/b/src')]);
  });

  it('keeps apart projects that extend different bases with the same options', () => {
    const read = reader({
      a: { extends: './one.json', include: ['src'] },
      b: { extends: './two.json', include: ['src'] },
    });
    expect(programs(['a', 'b'], read).map((program) => program.projects)).toEqual([['a'], ['b']]);
  });

  it('refuses what it cannot merge rather than check less', () => {
    for (const unmerged of [{ files: ['x.ts'] }, { references: [] }, { exclude: ['src/old'] }]) {
      const read = reader({ a: { extends: './base.json', include: ['src'], ...unmerged } });
      expect(() => programs(['a'], read)).toThrow(/not merged/);
    }
  });

  it("covers every project of the workspace, the dashboard's Vite types in a program of their own", () => {
    const checked = programs();
    expect(checked.flatMap((program) => program.projects).sort()).toEqual([...PROJECTS].sort());
    const dashboard = checked.find((program) => program.projects.includes('packages/dashboard-app'));
    expect(dashboard?.projects).toEqual(['packages/dashboard-app']);
    expect(checked).toHaveLength(2);
  });
});
