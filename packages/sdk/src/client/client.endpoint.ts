import type * as z from 'zod/mini';
import { StoreSearchError } from './client.error';

/** HTTP methods the storesearch API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any zod/mini schema; the descriptor keeps the concrete type so inputs and outputs are inferred. */
export type AnySchema = z.ZodMiniType;

/**
 * One API call described once. The same object drives the client call (URL, headers, parsing),
 * the demo backend's MSW handler (path with `{name}` placeholders) and the OpenAPI contract.
 */
export interface EndpointDescriptor<
  TParams extends AnySchema | undefined = AnySchema | undefined,
  TQuery extends AnySchema | undefined = AnySchema | undefined,
  TBody extends AnySchema | undefined = AnySchema | undefined,
  TResponse extends AnySchema = AnySchema,
> {
  /** Unique id: the client function's name and the OpenAPI operationId. */
  readonly id: string;
  /** The HTTP method. */
  readonly method: HttpMethod;
  /** Path under the API origin, starting with `/api`; `{name}` marks a path parameter. */
  readonly path: string;
  /** Domain the call belongs to (the OpenAPI tag). */
  readonly tag: string;
  /** Path parameters, one per `{name}` placeholder. */
  readonly params?: TParams;
  /** Query-string parameters. */
  readonly query?: TQuery;
  /** Request body. */
  readonly body?: TBody;
  /** How the body is sent: JSON (default) or a multipart form whose fields are the body's keys. */
  readonly contentType?: 'application/json' | 'multipart/form-data';
  /** Response body schema; every response is parsed by it. */
  readonly response: TResponse;
  /** How the response is read: JSON (default; an empty body reads as `undefined`) or a binary Blob. */
  readonly responseType?: 'json' | 'blob';
  /** Media type of a Blob response, for the contract. */
  readonly responseMediaType?: string;
  /** True for a call the spec implies but does not name (`x-proposed` in the contract). */
  readonly proposed?: boolean;
}

/** A descriptor of any shape, for registries and generic code. */
export type AnyEndpoint = EndpointDescriptor<
  AnySchema | undefined,
  AnySchema | undefined,
  AnySchema | undefined,
  AnySchema
>;

/** Declares an endpoint; returns it unchanged with its literal types kept (an identity, so it tree-shakes). */
export function defineEndpoint<const D extends AnyEndpoint>(descriptor: D): D {
  return descriptor;
}

type InputOf<S> = S extends AnySchema ? z.input<S> : never;

/** The structured input `request()` takes for an endpoint: only the parts the endpoint declares. */
export type EndpointInput<D extends AnyEndpoint> = (D['params'] extends AnySchema
  ? { readonly params: InputOf<D['params']> }
  : { readonly params?: undefined }) &
  (D['query'] extends AnySchema ? { readonly query: InputOf<D['query']> } : { readonly query?: undefined }) &
  (D['body'] extends AnySchema ? { readonly body: InputOf<D['body']> } : { readonly body?: undefined });

/** The parsed result of an endpoint. */
export type EndpointResult<D extends AnyEndpoint> = z.output<D['response']>;

/** Path parameter values that would leave their segment even URI-encoded (`.` and `..` are dot-segments). */
const UNSAFE_SEGMENTS: ReadonlySet<string> = new Set(['', '.', '..']);

/**
 * The path with `{name}` placeholders filled from `params` (each value URI-encoded). A missing, empty,
 * `.` or `..` value would call another URL, so it throws an `invalidArgument` StoreSearchError.
 */
export function buildPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    if (text === undefined || UNSAFE_SEGMENTS.has(text)) {
      const issue = `path parameter "${name}" is ${text === undefined ? 'missing' : `"${text}"`}`;
      throw new StoreSearchError({
        kind: 'invalidArgument',
        messageKey: 'invalidArgument',
        params: { endpoint: path, issue },
        endpoint: path,
        issue,
      });
    }
    return encodeURIComponent(text);
  });
}

/** The query string (with leading `?`, or empty) from defined, non-null values. */
export function buildQuery(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
