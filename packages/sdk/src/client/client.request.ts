import * as z from 'zod/mini';
import type { MessageKey } from '../i18n/messages.en';
import {
  type AnyEndpoint,
  buildPath,
  buildQuery,
  type EndpointInput,
  type EndpointResult,
} from './client.endpoint';
import { parseRetryAfter, rateLimitedError, StoreSearchError } from './client.error';
import { apiErrorBodySchema } from './client.schema';

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
}

/** Per-call options. */
export interface RequestOptions {
  /** Aborts the call; an aborted call rejects with the AbortError itself. */
  signal?: AbortSignal;
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

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return (
    signal?.aborted === true ||
    (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError')
  );
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

function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, String(value));
  }
  return form;
}

async function buildHeaders(config: ClientConfig, multipart: boolean): Promise<Headers> {
  const headers = new Headers(config.headers);
  // Multipart bodies need the boundary fetch writes into Content-Type itself.
  if (!multipart) headers.set('Content-Type', 'application/json');
  const vendorId = config.getVendorId ? await config.getVendorId() : config.vendorId;
  if (vendorId !== undefined && vendorId !== null && vendorId !== '')
    headers.set('x-vendor-id', String(vendorId));
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
  const serverMessage =
    (typeof error === 'object' ? error.message : undefined) ??
    (typeof error === 'string' ? error : undefined) ??
    message;
  const errorDetails = details ?? (typeof error === 'object' ? error.details : undefined);
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

/** Calls `endpoint`: builds URL and headers, sends, maps failures to StoreSearchError, parses the response. */
export async function request<D extends AnyEndpoint>(
  client: StoreSearchClient,
  endpoint: D,
  input: EndpointInput<D>,
  options: RequestOptions = {},
): Promise<EndpointResult<D>> {
  const { config } = client;
  const name = describeEndpoint(endpoint);
  const { signal } = options;
  const multipart = endpoint.contentType === 'multipart/form-data';
  const parts = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = `${config.baseUrl.replace(/\/+$/, '')}${buildPath(endpoint.path, parts.params)}${buildQuery(parts.query)}`;
  const init: RequestInit = {
    method: endpoint.method,
    credentials: 'include',
    headers: await buildHeaders(config, multipart),
    ...(signal ? { signal } : {}),
  };
  if (endpoint.body !== undefined && parts.body !== undefined) {
    init.body = multipart ? toFormData(parts.body) : JSON.stringify(parts.body);
  }

  const doFetch = config.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(url, init);
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw networkError(error, name);
  }

  if (response.status === 429) {
    throw rateLimitedError(parseRetryAfter(response.headers.get('Retry-After'), config.now?.()), name);
  }

  let payload: unknown;
  try {
    if (response.ok && endpoint.responseType === 'blob') {
      payload = await response.blob();
    } else {
      const text = await response.text();
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
        payload = text.trim() === '' ? undefined : JSON.parse(text);
      } catch (error) {
        throw invalidResponse(name, 'body is not valid JSON', response.status, error);
      }
    }
  } catch (error) {
    if (error instanceof StoreSearchError) throw error;
    if (isAbort(error, signal)) throw error;
    throw networkError(error, name);
  }

  const parsed = z.safeParse(endpoint.response, payload);
  if (!parsed.success) throw invalidResponse(name, firstIssue(parsed.error), response.status, parsed.error);
  return parsed.data as EndpointResult<D>;
}
