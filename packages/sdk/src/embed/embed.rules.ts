/** Default address of the embed script on the CDN; pass another base to `embedScriptUrl` to override it. */
export const EMBED_SCRIPT_BASE_URL = 'https://cdn.storesearch.io/embed/v1/storesearch.js';

/** How long the copy confirmation shows, in milliseconds. */
export const COPY_CONFIRMATION_MS = 2_000;

/** What the embed script needs to know about the store. */
export interface EmbedParams {
  /** The shop's address. */
  readonly storeUrl: string;
  /** The vendor id. */
  readonly vendorId: string | number;
  /** The store id. */
  readonly storeId: string | number;
}

/**
 * The embed script's address: the base URL with `storeUrl`, `vendorId` and `storeId` query parameters, encoded.
 * The base must be an `https:` address: shops paste the snippet into their pages, so any other scheme
 * (`javascript:`, `data:`, plain `http:`) would run or load code the CDN does not serve. Throws a TypeError otherwise.
 */
export function embedScriptUrl(params: EmbedParams, baseUrl: string = EMBED_SCRIPT_BASE_URL): string {
  const url = new URL(baseUrl);
  if (url.protocol !== 'https:')
    throw new TypeError(`The embed script's base URL must use https: (${url.protocol})`);
  url.searchParams.set('storeUrl', params.storeUrl);
  url.searchParams.set('vendorId', String(params.vendorId));
  url.searchParams.set('storeId', String(params.storeId));
  return url.href;
}

const HTML_ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

/**
 * The snippet shown in the copy box and copied: one async script tag, as a shop's page needs it. The address
 * keeps its `&` between parameters as written: in a quoted attribute HTML reads `&name=` as text, and theme
 * editors or tag managers that take the snippet as plain text would keep an `&amp;` and send it to the CDN. A
 * quote or angle bracket (which `URL` already percent-encodes) is escaped, so the tag cannot be broken out of.
 */
export function embedSnippet(params: EmbedParams, baseUrl: string = EMBED_SCRIPT_BASE_URL): string {
  const src = embedScriptUrl(params, baseUrl).replace(/["<>]/g, (c) => HTML_ATTRIBUTE_ESCAPES[c] ?? c);
  return `<script src="${src}" async></script>`;
}
