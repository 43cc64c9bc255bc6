/** A property name that holds an id or a list of ids: `id`, `storeId`, `user_id`, `productIds`, … */
const ID_KEY = /(?:^id|Id|ID|_id)s?$/;

/** Only a run of 16 or more digits can exceed Number.MAX_SAFE_INTEGER (16 digits). */
const LONG_DIGITS = /\d{16}/;

const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

interface Container {
  /** Object or array. */
  readonly array: boolean;
  /** The property holding this container, or the last key read inside an object. */
  key: string | undefined;
  /** True where the next string of an object is a key. */
  expectKey: boolean;
}

function isUnsafeInteger(token: string): boolean {
  return /^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token));
}

/**
 * Wraps in quotes every integer literal beyond Number.MAX_SAFE_INTEGER that sits under an id-named
 * property, so JSON.parse hands it over as the server wrote it instead of rounding it.
 */
function quoteUnsafeIds(text: string): string {
  const stack: Container[] = [];
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    const top = stack[stack.length - 1];
    if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (top && !top.array && top.expectKey) {
        try {
          top.key = JSON.parse(text.slice(i, end + 1)) as string;
        } catch {
          top.key = undefined;
        }
      }
      i = end + 1;
    } else if (char === '{' || char === '[') {
      stack.push({ array: char === '[', key: char === '[' ? top?.key : undefined, expectKey: char === '{' });
      i += 1;
    } else if (char === '}' || char === ']') {
      stack.pop();
      i += 1;
    } else if (char === ',') {
      if (top && !top.array) top.expectKey = true;
      i += 1;
    } else if (char === ':') {
      if (top) top.expectKey = false;
      i += 1;
    } else if (char === '-' || (char >= '0' && char <= '9')) {
      NUMBER.lastIndex = i;
      const token = NUMBER.exec(text)?.[0] ?? char;
      if (top?.key !== undefined && ID_KEY.test(top.key) && isUnsafeInteger(token)) {
        out += `${text.slice(copied, i)}"${token}"`;
        copied = i + token.length;
      }
      i += token.length;
    } else {
      i += 1;
    }
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * JSON.parse for API bodies: ids beyond Number.MAX_SAFE_INTEGER (2^53 - 1) under id-named properties
 * come out as the digit strings the server sent, so `idSchema` keeps them exactly; every other value
 * parses as JSON.parse parses it. Throws JSON.parse's SyntaxError on malformed text.
 */
export function parseApiJson(text: string): unknown {
  return JSON.parse(LONG_DIGITS.test(text) ? quoteUnsafeIds(text) : text);
}
