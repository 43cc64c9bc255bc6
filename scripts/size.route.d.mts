/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  /** The emitted file, relative to the build folder. */
  file: string;
  /** Source of an entry or dynamic entry. */
  src?: string;
  /** True for the HTML entry. */
  isEntry?: boolean;
  /** True for a chunk behind `import()`. */
  isDynamicEntry?: boolean;
  /** Manifest keys of the chunks it imports statically. */
  imports?: string[];
  /** Manifest keys of the chunks it imports with `import()`. */
  dynamicImports?: string[];
  /** CSS files it needs. */
  css?: string[];
}

/** Vite's build manifest: chunks by key (source path, or `_name-hash.js` for shared chunks). */
export type Manifest = Record<string, ManifestChunk>;

/** Sizes of one file or a sum, in bytes. */
export interface Sizes {
  minified: number;
  gzipped: number;
}

export declare function routeChunks(
  manifest: Manifest,
  entry: string | readonly string[],
  loads?: readonly string[],
): string[];
export declare function htmlEntryKeys(html: string, manifest: Manifest): string[];
export declare function javascriptFiles(manifest: Manifest, keys: readonly string[]): string[];
export declare function forbiddenSources(sources: readonly string[], packages: readonly string[]): string[];
export declare function sumSizes(files: readonly Sizes[]): Sizes;
