import { isStoreSearchError } from '@storesearch/sdk';
import { QueryClient } from '@tanstack/react-query';

/** Retries after a network failure; the call may well succeed a moment later. */
export const NETWORK_RETRY_LIMIT = 2;

/**
 * Only network failures are retried: a 429 asks the user to wait, and an HTTP error or a malformed
 * body will not change on a retry, so retrying would only delay the message the user needs to see.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isStoreSearchError(error) && error.kind !== 'network') return false;
  return failureCount < NETWORK_RETRY_LIMIT;
}

/** A QueryClient with the retry policy above; the provider's default when the host passes none. */
export function createStoreSearchQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}
