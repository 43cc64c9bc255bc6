/**
 * Answers one endpoint by its descriptor: an MSW handler on the descriptor's method and path, whose request parts
 * are parsed by the descriptor's schemas and whose reply is typed by its response schema, so an answer cannot
 * drift from the contract. Every route of the demo backend is built on it; a story or test that needs one call to
 * answer differently uses it too, instead of writing `http.get('*\/api/…')` by hand, and `spyEndpoint` to watch
 * a call the demo backend still answers.
 */
import { type HttpHandler, HttpResponse, http } from 'msw';
import * as z from 'zod/mini';
import type { AnyEndpoint, HttpMethod } from '../client/client.endpoint';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** A request to one endpoint, its parts parsed by the descriptor's schemas. */
export interface EndpointRequest<D extends AnyEndpoint> {
  /** Path parameters, parsed. */
  readonly params: Parsed<D['params']>;
  /** Query parameters, parsed. */
  readonly query: Parsed<D['query']>;
  /** Request body, parsed. */
  readonly body: Parsed<D['body']>;
  /** The request itself (headers, origin); its body is left unread. */
  readonly request: Request;
}

/** A successful answer, typed by the endpoint's response schema (what goes over the wire). */
export interface EndpointReply<D extends AnyEndpoint> {
  /** HTTP status; 200 when omitted. */
  readonly status?: number;
  /** JSON body. */
  readonly body: z.input<D['response']>;
}

/** An answer: a typed reply, or a ready Response (errors, binary bodies, 204). */
export type EndpointAnswer<D extends AnyEndpoint> = EndpointReply<D> | Response;

/** Produces the answer to a parsed request. */
export type EndpointResolver<D extends AnyEndpoint> = (
  request: EndpointRequest<D>,
) => EndpointAnswer<D> | Promise<EndpointAnswer<D>>;

/** Options of `answerEndpoint`. */
export interface AnswerOptions {
  /**
   * Runs once the path matched, before the query and body are read; a Response it returns is the answer
   * (the demo backend's faults and its x-vendor-id check).
   */
  readonly intercept?: (request: Request) => Response | undefined | Promise<Response | undefined>;
}

/** The error body shape the client reads (spec section 8): `error.message`, plus optional `details`. */
export function errorResponse(status: number, message: string, details?: Record<string, unknown>): Response {
  return HttpResponse.json(
    { success: false, error: { message }, ...(details === undefined ? {} : { details }) },
    { status },
  );
}

/** The path in MSW/Express syntax: `{id}` becomes `:id`. */
export function toRoutePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
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

/** A typed reply as a Response; a ready Response as it is. */
export function toResponse<D extends AnyEndpoint>(answer: EndpointAnswer<D>): Response {
  if (answer instanceof Response) return answer;
  return HttpResponse.json(answer.body as Parameters<typeof HttpResponse.json>[0], {
    status: answer.status ?? 200,
  });
}

type Parsing<D extends AnyEndpoint> =
  | { readonly ok: true; readonly request: EndpointRequest<D> }
  | { readonly ok: false; readonly response: Response };

/** Parses the query and body of a request whose path parameters parsed; a part that does not parse is a 400. */
async function parseRequest<D extends AnyEndpoint>(
  endpoint: D,
  request: Request,
  params: unknown,
): Promise<Parsing<D>> {
  const queryPart = parsePart(endpoint.query, Object.fromEntries(new URL(request.url).searchParams), 'query');
  if (!queryPart.ok) return queryPart;
  let rawBody: unknown;
  try {
    // Read from a copy, so the request keeps its body for whoever reads it next (the demo's journal, a handler
    // after a spy).
    rawBody = endpoint.body === undefined ? undefined : await readBody(endpoint, request.clone());
  } catch {
    return { ok: false, response: errorResponse(400, 'Invalid request body: not valid JSON') };
  }
  const bodyPart = parsePart(endpoint.body, rawBody, 'request body');
  if (!bodyPart.ok) return bodyPart;
  const parsed = { params, query: queryPart.value, body: bodyPart.value, request } as EndpointRequest<D>;
  return { ok: true, request: parsed };
}

/**
 * An MSW handler answering `endpoint`: with `answer` itself, or with what `answer` makes of the parsed request.
 * A query or body its schema refuses answers 400 naming the field; a path whose parameters do not parse (a
 * store type that is not one) is left to other handlers.
 */
export function answerEndpoint<D extends AnyEndpoint>(
  endpoint: D,
  answer: EndpointReply<D> | EndpointResolver<D>,
  options: AnswerOptions = {},
): HttpHandler {
  return httpFor(endpoint.method)(toMswPath(endpoint.path), async ({ request, params }) => {
    const paramsPart = parsePart(endpoint.params, params, 'path parameters');
    if (!paramsPart.ok) return undefined;
    const intercepted = await options.intercept?.(request);
    if (intercepted) return intercepted;
    const parsed = await parseRequest(endpoint, request, paramsPart.value);
    if (!parsed.ok) return parsed.response;
    if (typeof answer !== 'function') return toResponse(answer);
    return toResponse(await answer(parsed.request));
  });
}

/**
 * An MSW handler that watches `endpoint` without answering it: `onRequest` sees each request whose parts parse
 * by the descriptor's schemas, and the handlers after it (the demo backend) answer every request, parsed or not.
 * For a story that checks what was sent, or how often.
 */
export function spyEndpoint<D extends AnyEndpoint>(
  endpoint: D,
  onRequest: (request: EndpointRequest<D>) => void,
): HttpHandler {
  return httpFor(endpoint.method)(toMswPath(endpoint.path), async ({ request, params }) => {
    const paramsPart = parsePart(endpoint.params, params, 'path parameters');
    if (!paramsPart.ok) return undefined;
    const parsed = await parseRequest(endpoint, request, paramsPart.value);
    if (parsed.ok) onRequest(parsed.request);
    // No response: the next handler answers.
    return undefined;
  });
}

/** What `requestRecorder` gives: the handler to put first, and the requests it saw. */
export interface RequestRecorder {
  /** Notes each API request and lets the handlers after it (the demo backend) answer. */
  readonly handler: HttpHandler;
  /** Each request seen, in order, as `METHOD /path?query`; empty it to start again. */
  readonly calls: string[];
}

/**
 * Records every API request, whatever its endpoint, without answering any: for a story that checks what was
 * asked and in which order (a deleted store is not read again), where `spyEndpoint` watches one endpoint.
 */
export function requestRecorder(): RequestRecorder {
  const calls: string[] = [];
  const handler = http.all('*/api/*', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return { handler, calls };
}
