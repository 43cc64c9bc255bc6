/**
 * Store addresses as people read them: URL parsers hand out host names in their ASCII (punycode) form,
 * `xn--schuhe-mller-klb.myshopify.com`; these helpers turn them back into `schuhe-müller.myshopify.com` for display.
 * The stored address, and anything sent to the API, keep the ASCII form.
 */

/**
 * The URL the text names, or null: `new URL` in a try, because Node's `URL.canParse` can answer false for valid
 * non-ASCII addresses once the runtime has optimised it.
 */
export function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The prefix that marks a host label as punycode (IDNA's ACE prefix). */
export const PUNYCODE_LABEL_PREFIX = 'xn--';

// Bootstring parameters of punycode (RFC 3492, section 5).
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const DELIMITER = '-';
/** Largest integer the decoder works with; RFC 3492 sizes its overflow checks for 32-bit integers. */
const MAX_INT = 0x7fffffff;
const MAX_CODE_POINT = 0x10ffff;

/** The value of a punycode digit (a–z/A–Z are 0–25, 0–9 are 26–35), or BASE when it is none. */
function digitValue(codeUnit: number): number {
  if (codeUnit >= 0x30 && codeUnit <= 0x39) return codeUnit - 0x30 + 26;
  if (codeUnit >= 0x41 && codeUnit <= 0x5a) return codeUnit - 0x41;
  if (codeUnit >= 0x61 && codeUnit <= 0x7a) return codeUnit - 0x61;
  return BASE;
}

/** The bias adaptation function (RFC 3492, section 6.1). */
function adaptBias(delta: number, pointCount: number, firstTime: boolean): number {
  let scaled = firstTime ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  scaled += Math.floor(scaled / pointCount);
  let k = 0;
  while (scaled > ((BASE - T_MIN) * T_MAX) >> 1) {
    scaled = Math.floor(scaled / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
}

/** Decodes a punycode string (without its `xn--` prefix) to Unicode; null when it is not valid punycode. */
function decodePunycode(input: string): string | null {
  const output: number[] = [];
  const lastDelimiter = input.lastIndexOf(DELIMITER);
  const basicEnd = Math.max(lastDelimiter, 0);
  for (let index = 0; index < basicEnd; index++) {
    const codeUnit = input.charCodeAt(index);
    if (codeUnit >= INITIAL_N) return null;
    output.push(codeUnit);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  let position = lastDelimiter > 0 ? lastDelimiter + 1 : 0;
  while (position < input.length) {
    const oldI = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (position >= input.length) return null;
      const digit = digitValue(input.charCodeAt(position++));
      if (digit >= BASE) return null;
      if (digit > Math.floor((MAX_INT - i) / weight)) return null;
      i += digit * weight;
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < threshold) break;
      if (weight > Math.floor(MAX_INT / (BASE - threshold))) return null;
      weight *= BASE - threshold;
    }
    const length = output.length + 1;
    bias = adaptBias(i - oldI, length, oldI === 0);
    if (Math.floor(i / length) > MAX_INT - n) return null;
    n += Math.floor(i / length);
    i %= length;
    // Only non-basic code points are encoded as deltas; surrogates are not characters.
    if (n < INITIAL_N || n > MAX_CODE_POINT || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

/**
 * The Unicode form of one host label: an `xn--` label decoded, any other label as it is. A label is only
 * decoded when the URL parser maps the result back to the same label, so what is shown is the host the
 * address names; a label that fails to decode, or decodes to something else, is returned as it is.
 */
function labelToUnicode(label: string): string {
  if (label.slice(0, PUNYCODE_LABEL_PREFIX.length).toLowerCase() !== PUNYCODE_LABEL_PREFIX) return label;
  const decoded = decodePunycode(label.slice(PUNYCODE_LABEL_PREFIX.length));
  if (decoded === null || decoded === '' || !/[^\p{ASCII}]/u.test(decoded)) return label;
  return parseUrl(`https://${decoded}/`)?.hostname === label.toLowerCase() ? decoded : label;
}

/** A host name with each punycode (`xn--`) label in Unicode: `xn--schuhe-mller-klb.myshopify.com` gives `schuhe-müller.myshopify.com`. */
export function hostToUnicode(host: string): string {
  return host.split('.').map(labelToUnicode).join('.');
}

// An address's scheme, user info and host name, in that order; the rest (port, path, query) follows the host.
const ADDRESS_HOST = /^([a-z][a-z\d+.-]*:\/\/)?([^/?#@]*@)?([^/?#:]*)/i;

/**
 * A store address for display, with its host in Unicode and everything else as given (a scheme-less
 * address stays scheme-less): `https://xn--schuhe-mller-klb.myshopify.com` gives `https://schuhe-müller.myshopify.com`.
 */
export function displayStoreUrl(url: string): string {
  return url.replace(
    ADDRESS_HOST,
    (_match, scheme: string | undefined, userInfo: string | undefined, host: string) =>
      `${scheme ?? ''}${userInfo ?? ''}${hostToUnicode(host)}`,
  );
}

/**
 * The host (with its port, if any) of a store address, in Unicode, as a name for a store the API has not named
 * yet; an address without a scheme is read as https, and text that is no address is returned as it is.
 */
export function storeHostForDisplay(url: string): string {
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `https://${url}`;
  const parsed = parseUrl(withScheme);
  if (parsed === null) return url;
  const { hostname, port } = parsed;
  const host = hostToUnicode(hostname);
  return port === '' ? host : `${host}:${port}`;
}
