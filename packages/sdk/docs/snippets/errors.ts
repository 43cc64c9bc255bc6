import { formatStoreSearchError, isStoreSearchError, type StoreSearchError } from '@storesearch/sdk';
import { type Locale, loadMessages } from '@storesearch/sdk/i18n';

/** What the host's UI does about a failed call. */
export type FailurePlan =
  | { readonly action: 'wait'; readonly seconds: number | undefined; readonly message: string }
  | { readonly action: 'show'; readonly status: number; readonly message: string; readonly details: unknown }
  | { readonly action: 'retry'; readonly message: string }
  | {
      readonly action: 'report';
      readonly endpoint: string;
      readonly issue: string;
      readonly message: string;
    };

/**
 * Every SDK call rejects with one error class, StoreSearchError, whose `kind` says what went wrong.
 * `isStoreSearchError(error, kind)` narrows the fields that kind guarantees.
 */
export function planFor(error: unknown): FailurePlan {
  // 429: the API asks to wait; Retry-After (seconds or an HTTP date) is already parsed.
  if (isStoreSearchError(error, 'rateLimited'))
    return { action: 'wait', seconds: error.retryAfterSeconds, message: error.message };
  // Any other 4xx/5xx: `message` is the server's own text when it sent one (`serverMessage`),
  // else the spec's fallback ('Failed to fetch' / 'An API error occurred'); `details` carries extras
  // such as `possibleReasons`.
  if (isStoreSearchError(error, 'http'))
    return { action: 'show', status: error.status, message: error.message, details: error.details };
  // No response at all (offline, DNS, CORS): worth a retry.
  if (isStoreSearchError(error, 'network')) return { action: 'retry', message: error.message };
  // The body did not match the call's schema: a contract problem to report, never a crash later on.
  if (isStoreSearchError(error, 'invalidResponse'))
    return { action: 'report', endpoint: error.endpoint, issue: error.issue, message: error.message };
  // An aborted call rejects with the AbortError itself; anything else is not the SDK's.
  throw error;
}

/** The message in the user's language: the server's text when it sent one, else the catalogue's. */
export async function localisedMessage(error: StoreSearchError, locale: Locale): Promise<string> {
  const messages = await loadMessages(locale);
  return formatStoreSearchError(error, { messages, locale });
}
