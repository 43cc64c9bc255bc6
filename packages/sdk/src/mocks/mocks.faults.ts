/**
 * Fault injection: make one endpoint misbehave the way real servers and networks do (spec section 8),
 * so tests and stories can show every error state without a real outage.
 */
import { delay, HttpResponse } from 'msw';
import type { EndpointId } from '../contract/endpoints';

/** A way an endpoint can fail. */
export type DemoFault =
  /** HTTP 429; `retryAfter` (seconds) becomes the Retry-After header, omitted when not given. */
  | { readonly kind: 'rateLimited'; readonly retryAfter?: number }
  /** HTTP 500 with `{ success: false, error: { message } }`; `message: null` sends no body at all. */
  | { readonly kind: 'serverError'; readonly message?: string | null }
  /** The request fails at the network level (fetch rejects). */
  | { readonly kind: 'networkError' }
  /** HTTP 200 whose body is not valid JSON (default) or valid JSON that breaks the response schema. */
  | { readonly kind: 'malformed'; readonly variant?: 'invalidJson' | 'schemaMismatch' }
  /** The normal answer, `ms` milliseconds late. */
  | { readonly kind: 'latency'; readonly ms: number }
  /** The normal answer, once `release` settles: a test looks at the state while the request is in flight. */
  | { readonly kind: 'held'; readonly release: PromiseLike<unknown> }
  /** No answer at all (a loading state that lasts); counted by `pendingFaultRequests` while the request lives. */
  | { readonly kind: 'pending' };

/** How long a fault stays armed. */
export interface FaultOptions {
  /** Number of requests it applies to; unlimited when omitted. */
  readonly times?: number;
}

/** Per-endpoint fault switchboard of one demo backend. */
export interface DemoFaults {
  /** Arms `fault` for the endpoint with this id (replacing any armed one). */
  set(endpointId: EndpointId, fault: DemoFault, options?: FaultOptions): void;
  /** Disarms one endpoint's fault, or every fault when no id is given. */
  clear(endpointId?: EndpointId): void;
  /** The fault to apply to the next request of this endpoint, counting it down; undefined when none. */
  take(endpointId: string): DemoFault | undefined;
  /** The armed faults, by endpoint id. */
  list(): ReadonlyMap<string, DemoFault>;
}

/** Body of the 500 answer when no message is given. */
export const DEMO_SERVER_ERROR_MESSAGE = 'Internal server error';

/** Body of the 429 answer. */
export const DEMO_RATE_LIMIT_MESSAGE = 'Too many requests';

/** JSON that parses but matches no response schema: `success` must be a boolean and `data` never a number. */
const SCHEMA_MISMATCH_BODY = '{"success":"yes","data":42}';

/** Creates an empty fault switchboard. */
export function createFaults(): DemoFaults {
  const armed = new Map<string, { fault: DemoFault; remaining: number }>();
  return {
    set(endpointId, fault, options = {}) {
      armed.set(endpointId, { fault, remaining: options.times ?? Number.POSITIVE_INFINITY });
    },
    clear(endpointId) {
      if (endpointId === undefined) armed.clear();
      else armed.delete(endpointId);
    },
    take(endpointId) {
      const entry = armed.get(endpointId);
      if (!entry) return undefined;
      entry.remaining -= 1;
      if (entry.remaining <= 0) armed.delete(endpointId);
      return entry.fault;
    },
    list() {
      return new Map([...armed].map(([id, entry]) => [id, entry.fault]));
    },
  };
}

let pendingRequests = 0;

/**
 * How many requests a `pending` fault is holding unanswered now. A page counts as settled when its requests in
 * flight are only these (the visual tests wait for that before a screenshot).
 */
export function pendingFaultRequests(): number {
  return pendingRequests;
}

/** Never settles; counted as pending until the request is aborted. */
function neverAnswer(signal: AbortSignal | undefined): Promise<never> {
  pendingRequests += 1;
  return new Promise<never>((_, reject) => {
    signal?.addEventListener(
      'abort',
      () => {
        pendingRequests -= 1;
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * The response a fault produces, or undefined when the request should then be answered normally
 * (latency and held only delay). `signal` is the request's: a `pending` request stops counting when aborted.
 */
export async function faultResponse(fault: DemoFault, signal?: AbortSignal): Promise<Response | undefined> {
  switch (fault.kind) {
    case 'rateLimited':
      return HttpResponse.json(
        { success: false, error: { message: DEMO_RATE_LIMIT_MESSAGE } },
        {
          status: 429,
          headers: fault.retryAfter === undefined ? {} : { 'Retry-After': String(fault.retryAfter) },
        },
      );
    case 'serverError':
      if (fault.message === null) return new HttpResponse(null, { status: 500 });
      return HttpResponse.json(
        { success: false, error: { message: fault.message ?? DEMO_SERVER_ERROR_MESSAGE } },
        { status: 500 },
      );
    case 'networkError':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse(
        fault.variant === 'schemaMismatch' ? SCHEMA_MISMATCH_BODY : '{"success":true,"data":',
        {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    case 'latency':
      await delay(fault.ms);
      return undefined;
    case 'held':
      await fault.release;
      return undefined;
    case 'pending':
      return neverAnswer(signal);
  }
}
