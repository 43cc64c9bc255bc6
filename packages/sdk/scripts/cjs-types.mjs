#!/usr/bin/env node
// The CommonJS entries' declarations (`.d.cts`), written from the ES module ones: tsup would bundle the same
// declarations a second time, which doubles the slowest part of the build. A `.d.cts` file is its `.d.ts` twin
// with each relative import naming the `.cjs` twin, so `require` resolves types from CommonJS files only.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `.d.cts` text for a `.d.ts` text: relative `.js` specifiers become `.cjs`. */
function toCommonJsDeclarations(text) {
  return text.replace(
    /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*?)\.js\2/g,
    '$1$2$3.cjs$2',
  );
}

const dist = process.argv[2] ?? 'dist';
const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.d.ts'),
);
for (const file of files) {
  const path = join(dist, file);
  writeFileSync(path.replace(/\.d\.ts$/, '.d.cts'), toCommonJsDeclarations(readFileSync(path, 'utf8')));
}
console.log(`CJS declarations: ${files.length} .d.cts files from the .d.ts ones`);
