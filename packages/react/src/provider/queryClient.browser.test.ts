import { StoreSearchError } from '@storesearch/sdk';
import { describe, expect, it } from 'vitest';
import { createStoreSearchQueryClient, NETWORK_RETRY_LIMIT, shouldRetryQuery } from './queryClient';

const error = (kind: StoreSearchError['kind']) =>
  new StoreSearchError({ kind, messageKey: kind === 'network' ? 'networkError' : 'failedToFetch' });

describe('shouldRetryQuery', () => {
  it('retries a network failure up to the limit, then gives up', () => {
    expect(NETWORK_RETRY_LIMIT).toBe(2);
    expect(shouldRetryQuery(0, error('network'))).toBe(true);
    expect(shouldRetryQuery(NETWORK_RETRY_LIMIT - 1, error('network'))).toBe(true);
    expect(shouldRetryQuery(NETWORK_RETRY_LIMIT, error('network'))).toBe(false);
  });

  it('never retries a rate limit, an HTTP error or a malformed body: the user must see them at once', () => {
    for (const kind of ['rateLimited', 'http', 'invalidResponse'] as const) {
      expect(shouldRetryQuery(0, error(kind))).toBe(false);
    }
  });

  it('treats an error from outside the SDK like a network failure', () => {
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(NETWORK_RETRY_LIMIT, new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('createStoreSearchQueryClient', () => {
  it('applies that policy to queries and never retries a write', () => {
    const defaults = createStoreSearchQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
