/**
 * The few English strings the SDK's own code needs without a catalogue: client errors (spec section 8),
 * the missing-value text and the duration pattern. The English catalogue spreads these in, so the
 * main entry never has to bundle the whole catalogue (see the size budgets).
 */
export const coreMessages = {
  // Client errors (spec section 8)
  rateLimited: 'Rate limit exceeded. Please try again in {retryAfter}.',
  rateLimitedDefaultWait: '15 minutes',
  failedToFetch: 'Failed to fetch',
  apiErrorDefault: 'An API error occurred',
  networkError: 'Network error. Please check your connection and try again.',
  invalidResponse: 'Unexpected response from {endpoint}: {issue}',
  invalidArgument: 'Invalid request to {endpoint}: {issue}',
  requestTimeout: 'The request timed out. Please try again.',
  // Shown for a missing date or value
  notAvailable: 'N/A',
  // A sync duration in words
  durationMinutesSeconds: '{minutes}m {seconds}s',
} as const;

/** A key of the core messages. */
export type CoreMessageKey = keyof typeof coreMessages;
