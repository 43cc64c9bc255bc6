import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_ENTRIES } from './entries.harness';

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['@storesearch/source'],
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};
const sourceRoot = new URL('./', import.meta.url).pathname;
const mainEntry = API_ENTRIES.find(({ subpath }) => subpath === '.');

describe('entry points', () => {
  it('export every public name, value or type, from exactly one entry', () => {
    const program = ts.createProgram(
      API_ENTRIES.map(({ source }) => source),
      options,
    );
    const checker = program.getTypeChecker();
    const owners = new Map<string, string[]>();
    for (const { subpath, source } of API_ENTRIES) {
      const file = program.getSourceFile(source);
      const module = file && checker.getSymbolAtLocation(file);
      if (!module) throw new Error(`${source} is not a module`);
      for (const name of checker.getExportsOfModule(module).map((symbol) => symbol.name))
        owners.set(name, [...(owners.get(name) ?? []), subpath]);
    }
    expect(owners.size).toBeGreaterThan(API_ENTRIES.length);
    expect([...owners].filter(([, subpaths]) => subpaths.length > 1)).toEqual([]);
  });

  it('keep the main entry to what every domain shares: the client, formatting and validation', () => {
    if (!mainEntry) throw new Error('package.json exports no main entry');
    const program = ts.createProgram([mainEntry.source], options);
    const reached = program
      .getSourceFiles()
      .map(({ fileName }) => relative(sourceRoot, fileName))
      .filter((file) => !file.startsWith('..') && file !== 'index.ts');
    expect(reached.length).toBeGreaterThan(0);
    // The catalogue areas' English sections are in its reach for their keys (the `MessageKey` type), not their code.
    const shared = /^(client|i18n|validation)\/|^(\w+)\/\2\.messages\.en\.ts$/;
    expect(reached.filter((file) => !shared.test(file))).toEqual([]);
  });
});
