/**
 * The analytics (UBI) collector's numbers, from the product spec (section 9) and the
 * browser limits it must respect. Kept apart from `ubi.schema.ts` so the collector
 * bundle never pulls zod in.
 */

/** Path of the collect endpoint (spec section 7: POST /api/ubi/collect). */
export const UBI_COLLECT_PATH = '/api/ubi/collect';

/** A flush starts as soon as this many events wait to be sent (spec section 9). */
export const UBI_BATCH_SIZE = 5;

/** A flush starts this long after the last tracked event (spec section 9: a debounce). */
export const UBI_FLUSH_DELAY_MS = 3_000;

/** This much inactivity ends an analytics session; the next event starts a new one (spec section 9). */
export const UBI_SESSION_TIMEOUT_MS = 30 * 60_000;

/** Platform recorded when none is given (spec section 9). */
export const UBI_DEFAULT_PLATFORM = 'admin';

/** Largest request body in bytes: the browsers' beacon and keepalive-fetch budget (64 KiB). */
export const UBI_MAX_PAYLOAD_BYTES = 64 * 1024;

/** Most unsent events kept in storage (the newest); older ones wait in memory only. */
export const UBI_MAX_STORED_EVENTS = 1_000;

/** Most characters of JSON kept in storage (Web Storage quotas count characters); 256 Ki. Memory holds the rest. */
export const UBI_MAX_STORED_BYTES = 256 * 1024;

/** First retry delay after a failed send; it doubles on each further failure. */
export const UBI_RETRY_BASE_MS = 1_000;

/** Longest wait between two retries, whatever the number of failures. */
export const UBI_RETRY_MAX_MS = 60_000;

/**
 * Longest wait a `Retry-After` header can ask for (one hour): browsers fire a timer of 2^31 ms or more at
 * once, so an uncapped wait would retry in a loop; stored events go with the next page load anyway.
 */
export const UBI_RETRY_AFTER_MAX_MS = 60 * 60_000;

/**
 * Answers that may succeed when sent again: 408 (timeout), 425 (too early) and 429 (rate limit), besides
 * every 5xx and network error. 413 splits the batch; any other 4xx refuses the events for good.
 */
export const UBI_RETRY_STATUSES: readonly number[] = [408, 425, 429];

/** Storage key of the unsent events. */
export const UBI_QUEUE_STORAGE_KEY = 'storesearch.ubi';

/** Storage key of the current session (id and time of the last event). */
export const UBI_SESSION_STORAGE_KEY = 'storesearch.ubi.session';
