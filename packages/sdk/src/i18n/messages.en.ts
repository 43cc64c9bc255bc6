/**
 * The English catalogue: the source of every user-visible string. Values are the
 * product spec's text verbatim; `{name}` marks an interpolated parameter.
 * Other locales must define exactly these keys with the same placeholders.
 */
export const en = {
  // Client errors (spec section 8)
  rateLimited: 'Rate limit exceeded. Please try again in {retryAfter}.',
  rateLimitedDefaultWait: '15 minutes',
  failedToFetch: 'Failed to fetch',
  apiErrorDefault: 'An API error occurred',
  networkError: 'Network error. Please check your connection and try again.',
  invalidResponse: 'Unexpected response from {endpoint}: {issue}',
} as const;

/** Every message key of the product. */
export type MessageKey = keyof typeof en;

/** A complete catalogue for one locale. */
export type Messages = { readonly [K in MessageKey]: string };
