import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Budget for the collector alone, minified and gzipped (level 9): 1.5 kB at first, 1.7 kB since it keeps
 * every unsent event in memory, splits 413 answers, retries 408/425 and throwing transports, and caps
 * Retry-After (about 120 B); still under half of search-insights.
 */
const COLLECTOR_BUDGET_BYTES = 1_700;
/** The budget the team set for search-insights, Algolia's collector, measured the same way. */
const PEER_BUDGET_BYTES = 3_900;

const root = new URL('../../../../', import.meta.url).pathname;

/**
 * Bundles `contents` as a partner's app would (ESM, minified) and returns its gzipped size in bytes.
 * `contents` is JavaScript, so a name the module does not export fails the build (a TypeScript importer
 * would take it for a type and bundle nothing).
 */
async function gzippedSize(contents: string): Promise<number> {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}

describe('UBI collector size', () => {
  it('stays within 1.7 kB min+gzip, alone and through the ./ubi entry, beside search-insights', async () => {
    const alone = await gzippedSize(
      "export { createCollector } from './packages/sdk/src/ubi/ubi.collector.ts'",
    );
    // Through the entry, tree-shaking must leave the schemas (and zod) out.
    const viaEntry = await gzippedSize("export { createCollector } from './packages/sdk/src/ubi/index.ts'");
    const peer = await gzippedSize("import aa from 'search-insights'; export default aa;");
    console.info(
      `UBI collector ${alone} B (via the ./ubi entry ${viaEntry} B) vs search-insights ${peer} B: ` +
        `${Math.round((alone / peer) * 100)}% of it`,
    );
    expect(alone).toBeLessThanOrEqual(COLLECTOR_BUDGET_BYTES);
    expect(viaEntry).toBeLessThanOrEqual(COLLECTOR_BUDGET_BYTES);
    expect(peer).toBeLessThanOrEqual(PEER_BUDGET_BYTES);
    expect(alone).toBeLessThan(peer);
  });
});
