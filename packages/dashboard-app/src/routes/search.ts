/**
 * The address's search parameters as plain text: `?storeId=201&query=red shoes`, never JSON (the router's
 * default writes a string as `?storeId=%22201%22` and reads `201` back as a number). Every route's search schema
 * (its `validateSearch`, a zod/mini schema of `searchParam`s) receives strings and turns them into what the screen
 * needs.
 */

/**
 * Reads `?a=1&b=x` into `{ a: '1', b: 'x' }` (a repeated name keeps its last value). Each name becomes an own
 * property, whatever it is: `?__proto__=x` is a parameter named `__proto__`, not the object's prototype.
 */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

/** Writes `{ a: '1', b: 2 }` as `?a=1&b=2`; empty, null and undefined values are left out, as is an empty `?`. */
export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
