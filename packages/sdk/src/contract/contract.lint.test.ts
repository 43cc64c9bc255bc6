/**
 * The committed contract passes a maintained OpenAPI linter (Redocly's) with its recommended rules: no error and no
 * warning, so a backend team and generated clients read every operation's security, tags and licence.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lint, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, serializeOpenApiDocument } from './contract.openapi';

const committedPath = join(dirname(fileURLToPath(import.meta.url)), '../../openapi.json');

/** Each problem as `severity rule: message at pointer`, so a failure names what to fix. */
function describeProblems(problems: Awaited<ReturnType<typeof lint>>): string[] {
  return problems.map(
    (problem) =>
      `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`,
  );
}

describe('openapi.json under the recommended rules of @redocly/openapi-core', () => {
  it('has no errors and no warnings', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lint({ ref: committedPath, config });
    expect(describeProblems(problems)).toEqual([]);
  }, 60_000);

  it('flags a contract without security, tag descriptions or licence (the linter does catch them)', async () => {
    const built = buildOpenApiDocument();
    const document = built as unknown as {
      info: Record<string, unknown>;
      tags: { name: string; description?: string }[];
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    delete document.info.license;
    for (const tag of document.tags) delete tag.description;
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) delete operation.security;
    }
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: serializeOpenApiDocument(built),
      absoluteRef: committedPath,
      config,
    });
    const rules = new Set(problems.map((problem) => problem.ruleId));
    expect(rules).toContain('security-defined');
    expect(rules).toContain('tag-description');
    expect(rules).toContain('info-license');
  }, 60_000);
});
