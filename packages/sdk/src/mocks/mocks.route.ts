/**
 * Turns endpoint descriptors into MSW handlers. A route pairs one descriptor with the demo
 * backend's implementation; requests are parsed with the descriptor's own schemas and every reply
 * is typed by its response schema, so the mock cannot drift from the contract.
 */
import { type HttpHandler, HttpResponse, http } from 'msw';
import * as z from 'zod/mini';
import { validateVendorId } from '../boosting/boosting.rules';
import type { AnyEndpoint, HttpMethod } from '../client/client.endpoint';
import { toRoutePath } from '../contract/endpoints';
import { formatMessage } from '../i18n/i18n.format';
import type { DemoDb, DemoUser } from './mocks.db';
import type { DemoFaults } from './mocks.faults';
import { faultResponse } from './mocks.faults';

/** Server message of a vendor call without the x-vendor-id header (401). */
export const MISSING_VENDOR_HEADER = 'Missing x-vendor-id header';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What an implementation receives: the request parsed by the descriptor's schemas, and the backend state. */
export interface RouteContext<D extends AnyEndpoint> {
  /** Path parameters, parsed. */
  readonly params: Parsed<D['params']>;
  /** Query parameters, parsed. */
  readonly query: Parsed<D['query']>;
  /** Request body, parsed. */
  readonly body: Parsed<D['body']>;
  /** The raw request (headers, origin). */
  readonly request: Request;
  /** The backend state to read and change. */
  readonly db: DemoDb;
  /** The backend clock, read once per request. */
  readonly now: number;
  /** The numeric `x-vendor-id`, or null when absent or not a number. */
  readonly vendorId: number | null;
  /** The signed-in demo user, or null. */
  readonly user: DemoUser | null;
}

/** A successful answer, typed by the endpoint's response schema (what goes over the wire). */
export interface RouteReply<D extends AnyEndpoint> {
  /** HTTP status; 200 when omitted. */
  readonly status?: number;
  /** JSON body. */
  readonly body: z.input<D['response']>;
}

/** An implementation answers with a typed reply, or with a ready Response (errors, binary bodies, 204). */
export type RouteImpl<D extends AnyEndpoint> = (
  context: RouteContext<D>,
) => RouteReply<D> | Response | Promise<RouteReply<D> | Response>;

/** One endpoint's implementation; `Id` keeps the endpoint id so coverage of the registry is checked by the compiler. */
export interface Route<Id extends string = string> {
  /** The descriptor it implements. */
  readonly endpoint: AnyEndpoint & { readonly id: Id };
  /** Answers a request whose parts were already parsed. */
  readonly impl: RouteImpl<AnyEndpoint>;
  /** True when the call needs a numeric x-vendor-id header (401 otherwise). */
  readonly requiresVendor: boolean;
}

/** Options of a route. */
export interface RouteOptions {
  /** Answer 401 without a numeric x-vendor-id (vendor calls of spec section 6). Default true. */
  readonly requiresVendor?: boolean;
}

/** Declares the implementation of one endpoint. */
export function route<D extends AnyEndpoint>(
  endpoint: D,
  impl: RouteImpl<D>,
  options: RouteOptions = {},
): Route<D['id']> {
  return {
    endpoint,
    impl: impl as unknown as RouteImpl<AnyEndpoint>,
    requiresVendor: options.requiresVendor ?? true,
  };
}

/** Options of a call that is not a vendor call: the signed-in user (or an admin) decides, not x-vendor-id. */
export const NOT_A_VENDOR_CALL: RouteOptions = { requiresVendor: false };

/** An implementation that runs with what its guard found (the caller, a record). */
export type GuardedImpl<D extends AnyEndpoint, Found> = (
  context: RouteContext<D>,
  found: Found,
) => ReturnType<RouteImpl<D>>;

/**
 * Declares a route whose implementation runs only once `guard` found what the call needs (the signed-in
 * user, an admin, an owned store or record); when the guard answers with an error Response, that is the reply.
 * One guard per kind of caller keeps the 401/403/404 order of a real API in one place.
 */
export function guardedRoute<D extends AnyEndpoint, Found>(
  endpoint: D,
  guard: (context: RouteContext<D>) => Found | Response,
  impl: GuardedImpl<D, Found>,
  options: RouteOptions = {},
): Route<D['id']> {
  return route(
    endpoint,
    (context) => {
      const found = guard(context);
      return found instanceof Response ? found : impl(context, found);
    },
    options,
  );
}

/** The error body shape the client reads (spec section 8): `error.message`, plus optional `details`. */
export function errorResponse(status: number, message: string, details?: Record<string, unknown>): Response {
  return HttpResponse.json(
    { success: false, error: { message }, ...(details === undefined ? {} : { details }) },
    { status },
  );
}

/** `/api/v1/x/{id}` as an MSW path on any origin: `*\/api/v1/x/:id`. */
export function toMswPath(path: string): string {
  return `*${toRoutePath(path)}`;
}

const METHODS: Readonly<Record<HttpMethod, typeof http.get>> = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
};

/** The MSW handler factory of a method. */
export function httpFor(method: HttpMethod): typeof http.get {
  return METHODS[method];
}

function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Reads a body as the descriptor sends it: multipart fields, or JSON whatever the content type says. */
async function readBody(endpoint: AnyEndpoint, request: Request): Promise<unknown> {
  if (endpoint.contentType === 'multipart/form-data') {
    const form = await request.formData();
    return Object.fromEntries(form.entries());
  }
  // Beacons arrive as text/plain (no CORS preflight), so JSON is parsed from the text regardless.
  const text = await request.text();
  return text.trim() === '' ? undefined : JSON.parse(text);
}

type Part = { ok: true; value: unknown } | { ok: false; response: Response };

function parsePart(schema: z.ZodMiniType | undefined, value: unknown, what: string): Part {
  if (schema === undefined) return { ok: true, value: undefined };
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, response: errorResponse(400, `Invalid ${what}: ${describeIssue(parsed.error)}`) };
}

/** Everything a handler needs from its backend. */
export interface RouteEnvironment {
  /** The state. */
  readonly db: DemoDb;
  /** The clock. */
  readonly now: () => number;
  /** The fault switchboard. */
  readonly faults: DemoFaults;
  /** Runs before each request (moves running syncs forward to the current time). */
  readonly beforeEach?: (now: number) => void;
}

/** The MSW handler of one route: fault injection, vendor check, request parsing, then the implementation. */
export function toHandler(routeDef: Route, env: RouteEnvironment): HttpHandler {
  const { endpoint, impl } = routeDef;
  return httpFor(endpoint.method)(toMswPath(endpoint.path), async ({ request, params }) => {
    const paramsPart = parsePart(endpoint.params, params, 'path parameters');
    // A path that only looks like this endpoint (e.g. a store type that is not one) belongs to no one here,
    // and must not use up this endpoint's fault.
    if (!paramsPart.ok) return undefined;
    const fault = env.faults.take(endpoint.id);
    if (fault) {
      const faulty = await faultResponse(fault, request.signal);
      if (faulty) return faulty;
    }
    const header = request.headers.get('x-vendor-id');
    const checked = header === null ? null : validateVendorId(header);
    const vendorId = checked?.ok ? checked.value : null;
    if (routeDef.requiresVendor && header === null) return errorResponse(401, MISSING_VENDOR_HEADER);
    if (routeDef.requiresVendor && vendorId === null)
      return errorResponse(400, formatMessage('invalidVendorId'));
    const url = new URL(request.url);
    const queryPart = parsePart(endpoint.query, Object.fromEntries(url.searchParams), 'query');
    if (!queryPart.ok) return queryPart.response;
    let rawBody: unknown;
    try {
      rawBody = endpoint.body === undefined ? undefined : await readBody(endpoint, request);
    } catch {
      return errorResponse(400, 'Invalid request body: not valid JSON');
    }
    const bodyPart = parsePart(endpoint.body, rawBody, 'request body');
    if (!bodyPart.ok) return bodyPart.response;

    const now = env.now();
    env.beforeEach?.(now);
    const userId = env.db.session.userId;
    const reply = await impl({
      params: paramsPart.value,
      query: queryPart.value,
      body: bodyPart.value,
      request,
      db: env.db,
      now,
      vendorId,
      user: userId === null ? null : (env.db.users.find((u) => u.id === userId) ?? null),
    } as RouteContext<AnyEndpoint>);
    if (reply instanceof Response) return reply;
    return HttpResponse.json(reply.body as Parameters<typeof HttpResponse.json>[0], {
      status: reply.status ?? 200,
    });
  });
}
