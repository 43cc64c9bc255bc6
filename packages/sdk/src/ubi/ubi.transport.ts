import { UBI_RETRY_AFTER_MAX_MS } from './ubi.constants';

/** What the collector needs of a Response. */
export type UbiResponse = Pick<Response, 'status' | 'headers'>;

/**
 * How batches leave the page; injectable so tests run in Node. The body is always a JSON string, so both
 * calls send it as `text/plain;charset=UTF-8`: a CORS-safelisted content type, which lets a cross-origin
 * collector receive it without a preflight (a beacon cannot be preflighted: it would be silently lost).
 */
export interface UbiTransport {
  /** `navigator.sendBeacon`: queues the body for delivery even as the page unloads; false when refused. */
  sendBeacon?: (url: string, body: string) => boolean;
  /** `fetch`: used while the page stays, and whenever a beacon is missing or refused. */
  fetch: (url: string, init: RequestInit) => Promise<UbiResponse>;
}

/**
 * The wait in ms that a `Retry-After` header asks for (delay-seconds or an HTTP date), at most one hour
 * (`UBI_RETRY_AFTER_MAX_MS`). Zero or a negative number, both meaning "use the backoff", when it is absent,
 * unreadable, zero or a date already past.
 */
export function retryAfterMs(response: UbiResponse | null, now: number): number {
  const value = response?.headers.get('retry-after') as string;
  return Math.min(UBI_RETRY_AFTER_MAX_MS, +value * 1000 || Date.parse(value) - now) || 0;
}
