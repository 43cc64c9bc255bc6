/**
 * Requests sent through a demo backend's handlers as the service worker would, for the mock modules' tests:
 * raw calls with any headers, and each endpoint's sample request. Only tests import it.
 */
import { getResponse } from 'msw';
import { buildPath, buildQuery } from '../client/client.endpoint';
import { createClient } from '../client/client.request';
import { registeredRoute } from '../contract/endpoints';
import { createDemoBackend, createDemoFetch, type DemoBackend } from './mocks.backend';
import { DEMO_USERS, DEMO_VENDOR_ID } from './mocks.seed';

/** The origin the requests are sent to. */
export const ORIGIN = 'https://api.demo.test';

/** Options of one request. */
export interface CallOptions {
  /** JSON body, or a FormData sent as multipart. */
  readonly body?: unknown;
  /** x-vendor-id; null sends none. */
  readonly vendor?: number | string | null;
  /** Extra headers. */
  readonly headers?: Record<string, string>;
}

/** Sends one request through the backend's handlers, as the worker would. */
export async function call(
  backend: DemoBackend,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  const vendor = options.vendor === undefined ? DEMO_VENDOR_ID : options.vendor;
  if (vendor !== null) headers.set('x-vendor-id', String(vendor));
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const response = await getResponse(
    backend.handlers,
    new Request(`${ORIGIN}${path}`, { method, headers, body }),
  );
  if (!response) throw new Error(`No handler answered ${method} ${path}`);
  return response;
}

/** The JSON body of a response. */
export async function json(response: Response): Promise<Record<string, unknown> & { data?: unknown }> {
  return (await response.json()) as Record<string, unknown>;
}

/** A multipart form with one image of `bytes` bytes under `profileImage`. */
export function imageForm(type: string, bytes: number): FormData {
  const form = new FormData();
  form.append('profileImage', new Blob([new Uint8Array(bytes)], { type }), 'avatar');
  return form;
}

/** Structured input of a call: what a sample request holds. */
export interface CallInput {
  /** Path parameters. */
  readonly params?: object;
  /** Query parameters. */
  readonly query?: object;
  /** Body: JSON, or the fields of a multipart form. */
  readonly body?: unknown;
}

/** A multipart body's fields as the form the client would send. */
function toForm(fields: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(key, value, 'avatar');
    else if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

/** Calls an endpoint of the backend by its id with structured input, the way the client builds requests. */
export function callEndpoint(
  backend: DemoBackend,
  id: string,
  input: CallInput,
  options: CallOptions = {},
): Promise<Response> {
  const { endpoint } = registeredRoute(id);
  const path = `${buildPath(endpoint.path, input.params as Record<string, unknown>)}${buildQuery(input.query as Record<string, unknown>)}`;
  const multipart = endpoint.contentType === 'multipart/form-data' && typeof input.body === 'object';
  const body = multipart ? toForm(input.body as object) : input.body;
  return call(backend, endpoint.method, path, { body, ...options });
}

/**
 * Sends an endpoint's sample request as a caller its access admits: an admin for admin calls, the demo vendor
 * (signed in by default) for the rest.
 */
export function callSample(backend: DemoBackend, id: string, options: CallOptions = {}): Promise<Response> {
  const route = registeredRoute(id);
  if (route.access === 'admin') backend.db.session.userId = DEMO_USERS.admin.id;
  return callEndpoint(backend, id, route.sample(backend.db), options);
}

/** A demo backend whose clock stands at `now`, and an SDK client of the demo vendor that calls it. */
export function demoClientAt(now: number) {
  const backend = createDemoBackend({ now: () => now });
  const client = createClient({
    baseUrl: 'http://demo.test',
    vendorId: DEMO_VENDOR_ID,
    fetch: createDemoFetch(backend),
  });
  return { backend, client };
}
