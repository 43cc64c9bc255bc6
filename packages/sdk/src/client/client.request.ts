import * as z from 'zod/mini';
import type { MessageKey } from '../i18n/messages';
import { parseApiJson } from './client.body';
import {
  type AnyEndpoint,
  buildPath,
  buildQuery,
  type EndpointInput,
  type EndpointResult,
} from './client.endpoint';
import { parseRetryAfter, rateLimitedError, StoreSearchError } from './client.error';
import { apiErrorBodySchema } from './client.schema';

/** How long a call may take, sending to last byte, unless `timeoutMs` says otherwise: 30 seconds. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** A vendor id as the API accepts it in `x-vendor-id`. */
export type VendorId = string | number;

/** Options of `createClient`. */
export interface ClientConfig {
  /**
   * The API origin, e.g. `https://api.storesearch.io` (no trailing `/api`): every endpoint path
   * already starts with `/api`. An empty string calls the page's own origin.
   */
  baseUrl: string;
  /** The vendor id sent as `x-vendor-id` on every call. */
  vendorId?: VendorId;
  /** Resolves the vendor id per call (e.g. from the signed-in user's profile); nullish sends no header. */
  getVendorId?: () => VendorId | null | undefined | Promise<VendorId | null | undefined>;
  /** The fetch to use; defaults to the global one (tests and SSR pass their own). */
  fetch?: typeof fetch;
  /** Extra headers for every call. */
  headers?: Readonly<Record<string, string>>;
  /** Clock in ms, used to turn a Retry-After date into a wait. */
  now?: () => number;
  /**
   * Time limit of every call in ms (DEFAULT_TIMEOUT_MS, 30 s, when omitted); a call over it rejects
   * with a `timeout` StoreSearchError. `0` or `Infinity` waits without limit.
   */
  timeoutMs?: number;
}

/** Per-call options. */
export interface RequestOptions {
  /**
   * Aborts the call; a call aborted through it rejects with the signal's reason (an AbortError unless
   * given another), not a StoreSearchError, so query cancellation stays silent.
   */
  signal?: AbortSignal;
  /** Time limit of this call in ms, instead of the client's `timeoutMs`. */
  timeoutMs?: number;
}

/** A configured client: pass it to the per-endpoint functions (`getBatchInit(client)`), or call `request`. */
export interface StoreSearchClient {
  /** The configuration the client was created with. */
  readonly config: Readonly<ClientConfig>;
  /** Calls any endpoint descriptor with structured input. */
  request<D extends AnyEndpoint>(
    endpoint: D,
    input: EndpointInput<D>,
    options?: RequestOptions,
  ): Promise<EndpointResult<D>>;
}

/**
 * Creates a client. Calls live in per-domain functions that take the client
 * (`listBoostingRules(client, { storeId, storeType })`), so a partner's bundle only holds the
 * calls and schemas it imports; `client.request(descriptor, input)` reaches any descriptor.
 */
export function createClient(config: ClientConfig): StoreSearchClient {
  const client: StoreSearchClient = {
    config: { ...config },
    request: (endpoint, input, options) => request(client, endpoint, input, options),
  };
  return client;
}

/** `METHOD /path (id)`: how errors name a call. */
export function describeEndpoint(endpoint: AnyEndpoint): string {
  return `${endpoint.method} ${endpoint.path} (${endpoint.id})`;
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function networkError(cause: unknown, endpoint: string): StoreSearchError {
  return new StoreSearchError({ kind: 'network', messageKey: 'networkError', endpoint, cause });
}

function invalidResponse(endpoint: string, issue: string, status: number, cause?: unknown): StoreSearchError {
  return new StoreSearchError({
    kind: 'invalidResponse',
    messageKey: 'invalidResponse',
    params: { endpoint, issue },
    endpoint,
    issue,
    status,
    cause,
  });
}

function invalidArgument(endpoint: string, issue: string, cause?: unknown): StoreSearchError {
  return new StoreSearchError({
    kind: 'invalidArgument',
    messageKey: 'invalidArgument',
    params: { endpoint, issue },
    endpoint,
    issue,
    cause,
  });
}

function timeoutError(endpoint: string, timeoutMs: number): StoreSearchError {
  return new StoreSearchError({ kind: 'timeout', messageKey: 'requestTimeout', endpoint, timeoutMs });
}

function describeCause(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, String(value));
  }
  return form;
}

async function buildHeaders(config: ClientConfig, multipart: boolean, endpoint: string): Promise<Headers> {
  let headers: Headers;
  try {
    headers = new Headers(config.headers);
  } catch (error) {
    throw invalidArgument(endpoint, `headers: ${describeCause(error)}`, error);
  }
  // Multipart bodies need the boundary fetch writes into Content-Type itself.
  if (!multipart) headers.set('Content-Type', 'application/json');
  let vendorId: unknown;
  try {
    vendorId = config.getVendorId ? await config.getVendorId() : config.vendorId;
  } catch (error) {
    throw invalidArgument(endpoint, `getVendorId failed: ${describeCause(error)}`, error);
  }
  if (vendorId === undefined || vendorId === null || vendorId === '') return headers;
  const text = typeof vendorId === 'string' || typeof vendorId === 'number' ? String(vendorId) : undefined;
  // Header values are visible ASCII and inner spaces (RFC 9110 field-value): no line breaks, no padding.
  if (text === undefined || !/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(text)) {
    throw invalidArgument(endpoint, 'x-vendor-id: not a valid header value');
  }
  headers.set('x-vendor-id', text);
  return headers;
}

/** The error text the spec reads from a failed response body, with its details. */
function readErrorBody(text: string): { serverMessage?: string; details?: unknown; hadBody: boolean } {
  if (text.trim() === '') return { hadBody: false };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // A proxy's HTML page is no message for a user.
    return { hadBody: false };
  }
  const parsed = z.safeParse(apiErrorBodySchema, json);
  if (!parsed.success) return { hadBody: true };
  const { error, message, details } = parsed.data;
  const errorObject = typeof error === 'object' && error !== null ? error : undefined;
  // An empty text is no message: the next place, or the catalogue, speaks instead.
  const serverMessage =
    [errorObject?.message, typeof error === 'string' ? error : undefined, message].find(
      (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
    ) ?? undefined;
  const errorDetails = details ?? errorObject?.details;
  return {
    hadBody: true,
    ...(serverMessage ? { serverMessage } : {}),
    ...(errorDetails === undefined ? {} : { details: errorDetails }),
  };
}

function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.map(String).join('.');
  return `${path || '(root)'}: ${issue.message}`;
}

/** Checks each declared part of the input against its schema before anything is sent. */
function checkInput(
  endpoint: AnyEndpoint,
  parts: { params?: unknown; query?: unknown; body?: unknown },
  name: string,
): void {
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part];
    if (schema === undefined) continue;
    const parsed = z.safeParse(schema, parts[part]);
    if (!parsed.success) throw invalidArgument(name, `${part}.${firstIssue(parsed.error)}`, parsed.error);
  }
}

function serialiseBody(body: unknown, multipart: boolean, name: string): BodyInit | undefined {
  try {
    return multipart ? toFormData(body) : JSON.stringify(body);
  } catch (error) {
    throw invalidArgument(name, `body cannot be sent: ${describeCause(error)}`, error);
  }
}

function isResponse(value: unknown): value is Response {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Response).status === 'number' &&
    typeof (value as Response).text === 'function' &&
    typeof (value as Response).headers?.get === 'function'
  );
}

/** The media type of a Content-Type header, lower-cased and without parameters. */
function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** First bytes every file of a media type starts with; a Blob response of that type must start so. */
const MAGIC_BYTES: Readonly<Record<string, string>> = { 'application/pdf': '%PDF-' };

/** A Blob response as the descriptor's media type, or an invalid-response error for anything else. */
async function readBlob(endpoint: AnyEndpoint, response: Response, name: string): Promise<Blob> {
  const expected = endpoint.responseMediaType?.toLowerCase();
  const blob = await response.blob();
  if (expected === undefined) return blob;
  const got = mediaType(response.headers.get('Content-Type'));
  if (got !== expected)
    throw invalidResponse(name, `expected ${expected}, got ${got || 'no content type'}`, response.status);
  const magic = MAGIC_BYTES[expected];
  if (magic !== undefined) {
    const head = new TextDecoder('latin1').decode(await blob.slice(0, magic.length).arrayBuffer());
    if (head !== magic) throw invalidResponse(name, `body is not ${expected}`, response.status);
  }
  return blob.type === expected ? blob : new Blob([blob], { type: expected });
}

/** The server's message from a 2xx body that says `success: false`, when it sent one. */
function failureMessage(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || (payload as { success?: unknown }).success !== false)
    return undefined;
  const { serverMessage } = readErrorBody(JSON.stringify(payload));
  return serverMessage;
}

/** Whether a value is a non-null object (arrays included). */
function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** Throws an `invalidArgument` error unless `client` is a client and `options`, when given, an object. */
function checkCallArguments(name: string, client: unknown, options: unknown): void {
  if (!isObject(client) || !isObject((client as Partial<StoreSearchClient>).config)) {
    throw invalidArgument(name, 'client: expected a client from createClient');
  }
  if (options !== undefined && options !== null && !isObject(options)) {
    throw invalidArgument(name, 'options: expected an object');
  }
}

/**
 * The input of a call, checked before the call reads its fields: anything but an object is an `invalidArgument`
 * error (a call never fails with a TypeError of its own), and nothing is sent.
 */
export function callInput<T>(call: string, input: T): T {
  if (!isObject(input)) throw invalidArgument(call, 'input: expected an object');
  return input;
}

/**
 * Calls `endpoint`: checks the input against the descriptor's schemas, builds URL and headers, sends
 * within the time limit, maps every failure to a StoreSearchError (the caller's own abort excepted)
 * and parses the response.
 */
export async function request<D extends AnyEndpoint>(
  client: StoreSearchClient,
  endpoint: D,
  input: EndpointInput<D>,
  callOptions?: RequestOptions,
): Promise<EndpointResult<D>> {
  const name = describeEndpoint(endpoint);
  checkCallArguments(name, client, callOptions);
  const { config } = client;
  const options = callOptions ?? {};
  const { signal } = options;
  const multipart = endpoint.contentType === 'multipart/form-data';
  if (typeof input !== 'object' || input === null) throw invalidArgument(name, 'input: expected an object');
  const parts = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  checkInput(endpoint, parts, name);
  let url: string;
  try {
    url = `${String(config.baseUrl ?? '').replace(/\/+$/, '')}${buildPath(endpoint.path, parts.params)}${buildQuery(parts.query)}`;
  } catch (error) {
    if (error instanceof StoreSearchError) throw invalidArgument(name, error.issue ?? 'path', error);
    throw invalidArgument(name, describeCause(error), error);
  }
  const init: RequestInit = {
    method: endpoint.method,
    credentials: 'include',
    headers: await buildHeaders(config, multipart, name),
  };
  if (endpoint.body !== undefined && parts.body !== undefined) {
    const body = serialiseBody(parts.body, multipart, name);
    if (body !== undefined) init.body = body;
  }
  const doFetch = config.fetch ?? globalThis.fetch;
  if (typeof doFetch !== 'function') throw invalidArgument(name, 'fetch: no fetch function available');

  // Aborted before it started: nothing is sent.
  if (signal?.aborted) throw signal.reason;
  const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(timeoutError(name, timeoutMs));
        }, timeoutMs)
      : undefined;
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  init.signal = controller.signal;
  // A fetch that ignores its signal still loses the race against the abort.
  const aborted = new Promise<never>((_resolve, reject) => {
    const fail = () => reject(controller.signal.reason);
    if (controller.signal.aborted) fail();
    else controller.signal.addEventListener('abort', fail, { once: true });
  });
  aborted.catch(() => undefined);
  const settle = <T>(work: Promise<T>): Promise<T> => Promise.race([work, aborted]);

  /** Any failure as the caller sees it: their own abort as is, everything else typed. */
  const fail = (error: unknown, fallback: (error: unknown) => StoreSearchError): unknown => {
    if (signal?.aborted) return error;
    if (timedOut) return timeoutError(name, timeoutMs);
    if (error instanceof StoreSearchError) return error;
    // An AbortError the caller did not ask for (a proxy, a browser cancelling) is a failed call.
    if (isAbortError(error)) return networkError(error, name);
    return fallback(error);
  };

  try {
    let response: unknown;
    try {
      response = await settle(Promise.resolve().then(() => doFetch(url, init)));
    } catch (error) {
      throw fail(error, (cause) => networkError(cause, name));
    }
    if (!isResponse(response)) {
      throw invalidArgument(
        name,
        `fetch resolved ${response === null ? 'null' : typeof response}, not a Response`,
      );
    }

    if (response.status === 429) {
      throw rateLimitedError(parseRetryAfter(response.headers.get('Retry-After'), config.now?.()), name);
    }

    let payload: unknown;
    try {
      if (response.ok && endpoint.responseType === 'blob') {
        payload = await settle(readBlob(endpoint, response, name));
      } else {
        const text = await settle(response.text());
        if (!response.ok) {
          const { serverMessage, details, hadBody } = readErrorBody(text);
          // As the spec's client did: an unreadable body stands in as 'An API error occurred';
          // a JSON body without error text falls back to 'Failed to fetch'.
          const messageKey: MessageKey = hadBody ? 'failedToFetch' : 'apiErrorDefault';
          throw new StoreSearchError({
            kind: 'http',
            messageKey,
            status: response.status,
            endpoint: name,
            ...(serverMessage ? { serverMessage } : {}),
            ...(details === undefined ? {} : { details }),
          });
        }
        try {
          payload = text.trim() === '' ? undefined : parseApiJson(text);
        } catch (error) {
          throw invalidResponse(name, 'body is not valid JSON', response.status, error);
        }
      }
    } catch (error) {
      throw fail(error, (cause) => networkError(cause, name));
    }

    const parsed = z.safeParse(endpoint.response, payload);
    if (!parsed.success) {
      // `{ success: false, message }` with a 2xx status: the server's words beat a schema issue.
      const serverMessage = failureMessage(payload);
      if (serverMessage !== undefined) {
        throw new StoreSearchError({
          kind: 'http',
          messageKey: 'failedToFetch',
          status: response.status,
          endpoint: name,
          serverMessage,
        });
      }
      throw invalidResponse(name, firstIssue(parsed.error), response.status, parsed.error);
    }
    return parsed.data as EndpointResult<D>;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
