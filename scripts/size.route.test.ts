import { describe, expect, it } from 'vitest';
import {
  forbiddenSources,
  htmlEntryKeys,
  javascriptFiles,
  type Manifest,
  routeChunks,
  sumSizes,
} from './size.route.mjs';

/** A small manifest shaped like Vite's: an entry, shared chunks, a lazy chart route and demo mode. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js', '_radix-c.js'],
    dynamicImports: ['src/screens/Charts.tsx', 'src/demo/startDemoWorker.ts'],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_radix-c.js': { file: 'assets/radix-c.js', imports: ['_react-b.js'] },
  'src/screens/Charts.tsx': {
    file: 'assets/Charts-d.js',
    isDynamicEntry: true,
    imports: ['_recharts-e.js', '_radix-c.js'],
  },
  '_recharts-e.js': { file: 'assets/recharts-e.js', imports: ['_react-b.js'] },
  'src/demo/startDemoWorker.ts': { file: 'assets/startDemoWorker-f.js', isDynamicEntry: true },
  'assets/logo.svg': { file: 'assets/logo-g.svg' },
};

describe('routeChunks', () => {
  it('follows static imports from the entry, each chunk once, and never a dynamic import', () => {
    expect(routeChunks(manifest, 'index.html')).toEqual(['index.html', '_react-b.js', '_radix-c.js']);
  });

  it('adds a lazy route the route loads, with only the chunks not already loaded', () => {
    expect(routeChunks(manifest, 'index.html', ['src/screens/Charts.tsx'])).toEqual([
      'index.html',
      '_react-b.js',
      '_radix-c.js',
      'src/screens/Charts.tsx',
      '_recharts-e.js',
    ]);
  });

  it('names a key the manifest lacks, so a renamed screen cannot pass unmeasured', () => {
    expect(() => routeChunks(manifest, 'index.html', ['src/screens/Gone.tsx'])).toThrow(
      '"src/screens/Gone.tsx" is not in the build manifest',
    );
  });
});

describe('javascriptFiles', () => {
  it('keeps the JavaScript files of the chunks, not stylesheets or images', () => {
    expect(javascriptFiles(manifest, ['index.html', '_radix-c.js', 'assets/logo.svg'])).toEqual([
      'assets/index-a.js',
      'assets/radix-c.js',
    ]);
  });
});

describe('forbiddenSources', () => {
  const sources = [
    '../../src/main.tsx',
    '../../../../node_modules/.pnpm/recharts@3.10.1_react@19.3.1/node_modules/recharts/es6/chart/LineChart.js',
    '../../node_modules/recharts/lib/index.js',
    '../../../../node_modules/.pnpm/recharts-scale@0.4.5/node_modules/recharts-scale/es6/index.js',
    '../../src/charts/recharts.notes.ts',
  ];

  it('finds a package in pnpm and flat node_modules layouts', () => {
    expect(forbiddenSources(sources, ['recharts'])).toEqual([sources[1], sources[2]]);
  });

  it('does not take a package whose name only starts the same, or app code naming it', () => {
    expect(forbiddenSources([sources[0], sources[3], sources[4]] as string[], ['recharts'])).toEqual([]);
  });

  it('reads Windows separators too', () => {
    expect(forbiddenSources(['..\\node_modules\\recharts\\es6\\index.js'], ['recharts'])).toHaveLength(1);
  });
});

describe('sumSizes', () => {
  it('sums minified and gzipped bytes file by file', () => {
    expect(
      sumSizes([
        { minified: 1000, gzipped: 400 },
        { minified: 250, gzipped: 120 },
      ]),
    ).toEqual({ minified: 1250, gzipped: 520 });
  });

  it('is zero for no files', () => {
    expect(sumSizes([])).toEqual({ minified: 0, gzipped: 0 });
  });
});

describe('htmlEntryKeys', () => {
  const captured = {
    '_rolldown-runtime-a.js': { file: 'assets/rolldown-runtime-a.js' },
    '_app-b.js': { file: 'assets/app-b.js', imports: ['_rolldown-runtime-a.js'] },
    '_admin-c.js': { file: 'assets/admin-c.js', imports: ['_app-b.js'] },
  };
  const html = `<!doctype html><html><head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/rolldown-runtime-a.js"></script>
    <script crossorigin src="/assets/app-b.js" type="module"></script>
    <link rel="modulepreload" crossorigin href="/assets/admin-c.js">
    <link rel="stylesheet" crossorigin href="/assets/app-d.css">
  </head></html>`;

  it('starts from the module scripts and modulepreload links, whatever the attribute order', () => {
    expect(htmlEntryKeys(html, captured)).toEqual(['_rolldown-runtime-a.js', '_app-b.js', '_admin-c.js']);
  });

  it('feeds routeChunks when the manifest has no key for the HTML entry', () => {
    expect(routeChunks(captured, htmlEntryKeys(html, captured))).toEqual([
      '_rolldown-runtime-a.js',
      '_app-b.js',
      '_admin-c.js',
    ]);
  });

  it('names a script the manifest does not list', () => {
    expect(() => htmlEntryKeys('<script type="module" src="/assets/gone.js"></script>', captured)).toThrow(
      'assets/gone.js (in the HTML) is not in the build manifest',
    );
  });
});
