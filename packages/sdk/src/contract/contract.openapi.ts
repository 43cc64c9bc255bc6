/**
 * Builds the OpenAPI 3.1 contract from the endpoint registry: the same zod schemas the client parses with and
 * the demo backend answers with, and the access and summary each domain declares with its demo answer, so the
 * three cannot drift.
 */
import * as z from 'zod/mini';
import { GEO_LIMITS } from '../analytics/analytics.rules';
import {
  eventCurrencySchema,
  periodQuerySchema,
  revenueCurrencySchema,
  revenuesSchema,
  searchLocationSchema,
} from '../analytics/analytics.schema';
import { boostingRuleSchema } from '../boosting/boosting.schema';
import type { AnySchema } from '../client/client.endpoint';
import { apiErrorBodySchema } from '../client/client.schema';
import type { EndpointAccess, Route } from '../mocks/mocks.route';
import { invoiceQuerySchema } from '../profile/profile.schema';
import { batchInitStoreSchema } from '../stores/stores.schema';
import { endpointTags, registeredRoutes } from './endpoints';

/** Version of the contract document (bumped when the API shape changes, not with each SDK release). */
export const CONTRACT_VERSION = '1.0.0';

/** A JSON value of the generated document. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A JSON object of the generated document. */
type JsonObject = { [key: string]: Json };

/**
 * Ranges the API guarantees that the SDK's schemas leave unchecked: a zod refinement would put zod's check
 * machinery into the analytics entry. The rule that reads them guards itself (`searchOrigins`).
 */
const guaranteedRanges = new Map<unknown, JsonObject>([
  [searchLocationSchema.shape.lat, { minimum: -GEO_LIMITS.lat, maximum: GEO_LIMITS.lat }],
  [searchLocationSchema.shape.lon, { minimum: -GEO_LIMITS.lon, maximum: GEO_LIMITS.lon }],
]);

/**
 * Fields the product spec does not name, added to calls it does name: marked `x-proposed` like a proposed call.
 * A Dynamic Re-Rank rule's schedule (the same field schema in the rule and in its body), a store's time zone,
 * the period the analytics calls may report on, the currency of the analytics rows' revenue and of a real-time
 * purchase.
 */
const proposedFields = new Set<unknown>([
  boostingRuleSchema.shape.schedule,
  batchInitStoreSchema.shape.timeZone,
  periodQuerySchema.shape.period,
  periodQuerySchema.shape.timeZone,
  periodQuerySchema.shape.previous,
  revenueCurrencySchema,
  revenuesSchema,
  eventCurrencySchema,
  invoiceQuerySchema.shape.invoice,
]);

/** JSON Schema of a zod schema as the API sees it on the wire (the input side of transforms). */
function jsonSchema(schema: AnySchema): JsonObject {
  const result = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      // Blob/File fields (multipart uploads, PDF downloads) have no JSON Schema type of their own.
      if (ctx.zodSchema._zod.def.type === 'custom') {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'binary';
      }
      Object.assign(ctx.jsonSchema, guaranteedRanges.get(ctx.zodSchema));
      if (proposedFields.has(ctx.zodSchema)) ctx.jsonSchema['x-proposed'] = true;
      const { def } = ctx.zodSchema._zod;
      // A one-value enum (the SDK's cheaper z.literal) reads as the constant it is.
      if (def.type === 'enum' && Array.isArray(ctx.jsonSchema.enum) && ctx.jsonSchema.enum.length === 1) {
        ctx.jsonSchema.const = ctx.jsonSchema.enum[0] ?? null;
        delete ctx.jsonSchema.enum;
      }
      // A field map (an empty object with a typed catchall, the SDK's cheaper z.record) reads as a record.

      if (
        def.type === 'object' &&
        Object.keys(def.shape).length === 0 &&
        def.catchall?._zod.def.type !== 'unknown'
      ) {
        const { additionalProperties } = ctx.jsonSchema;
        delete ctx.jsonSchema.properties;
        delete ctx.jsonSchema.additionalProperties;
        Object.assign(ctx.jsonSchema, { propertyNames: { type: 'string' }, additionalProperties });
      }
    },
  }) as JsonObject;
  delete result.$schema;
  return result;
}

function parameters(schema: AnySchema | undefined, location: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const object = jsonSchema(schema);
  const properties = (object.properties ?? {}) as JsonObject;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, value]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: value,
    // A proposed parameter says so itself, not only in its schema.
    ...((value as JsonObject)['x-proposed'] === true ? { 'x-proposed': true } : {}),
  }));
}

/** Names of the security schemes in `components.securitySchemes`. */
const SESSION_COOKIE = 'sessionCookie';
const VENDOR_ID = 'vendorId';

/** The security requirement of each kind of call: alternatives, each a set of schemes needed together. */
const SECURITY: Readonly<Record<EndpointAccess, Json[]>> = {
  public: [],
  user: [{ [SESSION_COOKIE]: [] }],
  vendor: [{ [SESSION_COOKIE]: [], [VENDOR_ID]: [] }],
  admin: [{ [SESSION_COOKIE]: [] }],
};

/** What each kind of call needs, in words, appended to its description. */
const ACCESS_NOTES: Readonly<Record<EndpointAccess, string>> = {
  public: 'Needs no session.',
  user: 'Needs the session cookie; acts on the signed-in user.',
  vendor: "Needs the session cookie and the vendor id (x-vendor-id) from the user's vendor profile.",
  admin: 'Needs the session cookie of an admin; others get 403.',
};

function operation({ endpoint, summary, access }: Route): JsonObject {
  const op: JsonObject = {
    operationId: endpoint.id,
    summary,
    description: ACCESS_NOTES[access],
    tags: [endpoint.tag],
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    security: SECURITY[access],
    'x-access': access,
  };
  if (endpoint.body) {
    const mediaType = endpoint.contentType ?? 'application/json';
    op.requestBody = { required: true, content: { [mediaType]: { schema: jsonSchema(endpoint.body) } } };
  }
  const success =
    endpoint.responseType === 'blob'
      ? {
          [endpoint.responseMediaType ?? 'application/octet-stream']: {
            schema: { type: 'string', format: 'binary' },
          },
        }
      : { 'application/json': { schema: jsonSchema(endpoint.response) } };
  op.responses = {
    '200': { description: 'Success', content: success },
    '429': { $ref: '#/components/responses/RateLimited' },
    default: { $ref: '#/components/responses/Error' },
  };
  if (endpoint.proposed) op['x-proposed'] = true;
  return op;
}

/** The whole OpenAPI 3.1 document, paths sorted so regeneration is stable. */
export function buildOpenApiDocument(routes: readonly Route[] = registeredRoutes): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of [...routes].sort((a, b) => a.endpoint.path.localeCompare(b.endpoint.path))) {
    const { path, method } = route.endpoint;
    const item = paths[path] ?? {};
    item[method.toLowerCase()] = operation(route);
    paths[path] = item;
  }
  const descriptions = new Map(endpointTags.map((tag) => [tag.name, tag.description]));
  const tags = [...new Set(routes.map((route) => route.endpoint.tag))]
    .sort()
    .map((name) => ({ name, description: descriptions.get(name) ?? name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'storesearch API',
      version: CONTRACT_VERSION,
      description:
        'Generated by `pnpm contract` from the zod schemas of @storesearch/sdk. Each operation declares what it ' +
        'needs (`security`, and `x-access`: public, user, vendor or admin): the session cookie, and for vendor ' +
        "calls the vendor id in x-vendor-id, resolved from the user's vendor profile. Operations marked " +
        'x-proposed: true are implied by the product spec but not named by it.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: 'https://api.storesearch.io' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        [SESSION_COOKIE]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description:
            'The session cookie set when the user signs in on the product site; browsers send it with ' +
            "credentials: 'include'. POST /api/auth/logout ends it.",
        },
        [VENDOR_ID]: {
          type: 'apiKey',
          in: 'header',
          name: 'x-vendor-id',
          description: "The vendor the call acts for, resolved from the signed-in user's vendor profile.",
        },
      },
      responses: {
        RateLimited: {
          description: 'Too many requests; Retry-After gives the wait in seconds or as an HTTP date.',
          headers: { 'Retry-After': { schema: { type: 'string' } } },
        },
        Error: {
          description: 'Failure; the text is in error.message, error or message.',
          content: { 'application/json': { schema: jsonSchema(apiErrorBodySchema) } },
        },
      },
    },
  };
}

/** The document as written to packages/sdk/openapi.json. */
export function serializeOpenApiDocument(document: JsonObject = buildOpenApiDocument()): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
