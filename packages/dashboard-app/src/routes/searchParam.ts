import * as z from 'zod/mini';

/**
 * A search parameter of a route's schema: the value `schema` reads from the address, else absent, whether the
 * address leaves it out or holds one `schema` refuses. A shared link with a bad value opens the screen on its
 * default instead of failing, and the bad value never reaches the screen.
 */
export function searchParam<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** A shopper's query in the address (a fix opened from a report, Boost Search): trimmed; a blank one means none. */
export function shopperQueryParam() {
  return searchParam(z.string().check(z.trim(), z.minLength(1)));
}
