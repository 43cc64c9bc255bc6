/**
 * The merchandising preview benchmark: `pnpm exec tsx packages/sdk/scripts/merchandising.bench.ts` prints the
 * figures; `--json` prints them as one JSON line (for scripts/bench.mjs). `--products N` changes the catalogue size.
 */
import { benchmarkPreview } from '../src/merchandising/merchandising.bench';

const args = process.argv.slice(2);
const sizeAt = args.indexOf('--products');
const products = sizeAt >= 0 ? Number(args[sizeAt + 1]) : 10_000;
const result = benchmarkPreview({ products });
if (args.includes('--json')) console.log(JSON.stringify(result));
else {
  console.log(
    `merchandising preview, ${result.products.toLocaleString('en')} products, ${result.rules} query rules, ` +
      `${result.synonymGroups} synonym groups (${result.previews} previews)`,
  );
  console.log(`  index build: ${result.indexBuildMs} ms (once per catalogue)`);
  const line = (t: { median: number; p95: number; max: number }) =>
    `${t.median} ms median, ${t.p95} ms p95, ${t.max} ms max`;
  console.log(`  preview: ${line(result.previewMs)}`);
  console.log(`  preview with a draft (before and after): ${line(result.previewWithDraftMs)}`);
}
