// The JavaScript one route of the built dashboard downloads, read from Vite's build manifest
// (dist/.vite/manifest.json). Pure functions over the manifest, so scripts/size.route.test.ts covers them.

/**
 * Manifest keys of the chunks a route loads, in load order: the entry (one key, or several: the scripts the
 * HTML starts with), every chunk it imports statically
 * (transitively), then each dynamic entry in `loads` (a lazy route component the route renders) with its own
 * static imports. Other dynamic imports (other routes, other catalogues, demo mode) load only when asked for,
 * so they are not followed. Throws when a key is missing from the manifest.
 */
export function routeChunks(manifest, entry, loads = []) {
  const entries = Array.isArray(entry) ? entry : [entry];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entries, ...loads]) visit(key);
  return [...seen];
}

/**
 * Manifest keys of the scripts an HTML page starts with: its module scripts and modulepreload links, mapped by
 * file. Vite's manifest has no key for the HTML entry when a code-splitting group captures the entry module,
 * so the page itself says what loads first. Throws for a script the manifest does not list.
 */
export function htmlEntryKeys(html, manifest) {
  const attribute = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
  const files = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const src =
      tag.startsWith('<script') && attribute(tag, 'type') === 'module'
        ? attribute(tag, 'src')
        : attribute(tag, 'rel') === 'modulepreload'
          ? attribute(tag, 'href')
          : undefined;
    if (src) files.push(src.replace(/^\/+/, ''));
  }
  return files.map((file) => {
    const key = Object.keys(manifest).find((k) => manifest[k]?.file === file);
    if (!key) throw new Error(`${file} (in the HTML) is not in the build manifest`);
    return key;
  });
}

/** The JavaScript files of `keys` (CSS and assets are not JavaScript). */
export function javascriptFiles(manifest, keys) {
  return keys
    .map((key) => manifest[key]?.file)
    .filter((file) => typeof file === 'string' && /\.m?js$/.test(file));
}

/** The source-map `sources` that belong to one of `packages` (an npm package name, pnpm's layout included). */
export function forbiddenSources(sources, packages) {
  return sources.filter((source) =>
    packages.some((name) => source.replaceAll('\\', '/').includes(`/node_modules/${name}/`)),
  );
}

/** Sums per-file sizes: what the browser downloads, each file compressed on its own. */
export function sumSizes(files) {
  return files.reduce(
    (total, file) => ({ minified: total.minified + file.minified, gzipped: total.gzipped + file.gzipped }),
    { minified: 0, gzipped: 0 },
  );
}
