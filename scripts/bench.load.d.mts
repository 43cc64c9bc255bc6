/** One request's round trip, in ms on one clock (the page's `performance.now()`). */
export interface TimedRequest {
  /** What was asked, e.g. `GET /api/auth/session`. */
  name: string;
  /** When the request started. */
  start: number;
  /** When its response had been received in full. */
  end: number;
}

/** One long task of the main thread (a PerformanceObserver `longtask` entry). */
export interface LongTask {
  /** When it started, ms since navigation start. */
  start: number;
  /** How long it ran, ms. */
  duration: number;
}

export declare function longestRequestChain<Request extends TimedRequest>(
  requests: readonly Request[],
): Request[];
export declare function repeatedRequests(requests: readonly string[]): { request: string; count: number }[];
export declare function idleAfter(
  longTasks: readonly LongTask[],
  contentAt: number,
  now: number,
  quietMs: number,
): number | null;
export declare function ratioTo(ms: number | undefined, baseMs: number | undefined): number | null;
