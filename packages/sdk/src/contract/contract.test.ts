import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, serializeOpenApiDocument } from './contract.openapi';
import { endpointList } from './endpoints';

const committedPath = fileURLToPath(new URL('../../openapi.json', import.meta.url));

/** Every call of spec section 7, as `METHOD path` under /api. */
const SECTION_7 = [
  'GET /api/v1/storevendor/{vendorId}',
  'GET /api/v1/vendor-info',
  'GET /api/v1/vendor-info/batch-init',
  'POST /api/v1/woocommerce-stores',
  'POST /api/v1/shopify-stores',
  'POST /api/v1/woocommerce-stores/{id}/resync',
  'POST /api/v1/shopify-stores/{id}/resync',
  'DELETE /api/v1/woocommerce-stores/{id}',
  'DELETE /api/v1/shopify-stores/{id}',
  'POST /api/v1/sync-progress/initiate',
  'PATCH /api/user/profile',
  'PATCH /api/user/profile-image',
  'GET /api/user/{userId}/invoice',
  'GET /api/v1/data/stores/{storeId}/distinct-values',
  'GET /api/{storeType}/stores/{storeId}/products',
  'PATCH /api/{storeType}/products/{id}/boost',
  'GET /api/v1/boosting-rules',
  'POST /api/v1/boosting-rules',
  'PUT /api/v1/boosting-rules/{id}',
  'DELETE /api/v1/boosting-rules/{id}',
  'GET /api/v1/color-mappings',
  'POST /api/v1/color-mappings',
  'PUT /api/v1/color-mappings/{id}',
  'DELETE /api/v1/color-mappings/{id}',
  'GET /api/v1/facets/fields',
  'GET /api/v1/facets',
  'PUT /api/v1/facets',
  'GET /api/v1/analytics/store/{storeId}/batch-dashboard',
  'GET /api/v1/analytics/store/{storeId}/filters',
  'GET /api/v1/analytics/store/{storeId}/realtime',
  'GET /api/v1/analytics/vendor/{userId}/recent-searches',
  'GET /api/v1/analytics/store/{storeId}/usage-limits',
  'GET /api/v1/analytics/store/{storeId}/usage-stats',
  'POST /api/ubi/collect',
];

type Operation = { operationId: string; 'x-proposed'?: boolean; parameters: { name: string; in: string }[] };
const document = buildOpenApiDocument() as unknown as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};

function operationOf(call: string): Operation | undefined {
  const [method = '', path = ''] = call.split(' ');
  return document.paths[path]?.[method.toLowerCase()];
}

describe('openapi.json', () => {
  it('is up to date with the schemas (run `pnpm contract` after changing them)', () => {
    expect(readFileSync(committedPath, 'utf8')).toBe(serializeOpenApiDocument());
  });

  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it.each(SECTION_7)('lists %s, not as proposed', (call) => {
    const operation = operationOf(call);
    expect(operation).toBeDefined();
    expect(operation?.['x-proposed']).toBeUndefined();
  });

  it('marks every call the spec does not name x-proposed, as its descriptor says', () => {
    for (const endpoint of endpointList) {
      const call = `${endpoint.method} ${endpoint.path}`;
      expect(endpoint.proposed === true, `${call}: proposed unless spec section 7 names it`).toBe(
        !SECTION_7.includes(call),
      );
      expect(operationOf(call)?.['x-proposed'], call).toBe(endpoint.proposed ? true : undefined);
    }
  });

  it("marks the fields the spec does not name on a call it names: a Dynamic Re-Rank rule's schedule", () => {
    type Body = {
      requestBody: { content: Record<string, { schema: { properties: Record<string, object> } }> };
    };
    const properties = (operationOf('POST /api/v1/boosting-rules') as unknown as Body).requestBody.content[
      'application/json'
    ]?.schema.properties;
    expect(properties?.schedule).toMatchObject({ 'x-proposed': true });
    expect(properties?.name).not.toHaveProperty('x-proposed');
    expect(JSON.stringify(operationOf('GET /api/v1/boosting-rules'))).toContain('"x-proposed":true');
  });

  it('marks the currency of the analytics rows proposed: USD when absent, an ISO 4217 code when sent', () => {
    const dashboard = JSON.stringify(operationOf('GET /api/v1/analytics/store/{storeId}/batch-dashboard'));
    expect(dashboard).toContain(
      '"currency":{"default":"USD","type":"string","pattern":"^[A-Z]{3}$","x-proposed":true}',
    );
    expect(JSON.stringify(operationOf('GET /api/v1/analytics/vendor/{userId}/recent-searches'))).toContain(
      '"revenues":{"type":"array"',
    );
  });

  it('holds exactly the registry, operationIds unique', () => {
    const calls = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(calls.sort()).toEqual(
      endpointList.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort(),
    );
    const ids = endpointList.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares every path placeholder as a path parameter', () => {
    for (const endpoint of endpointList) {
      const placeholders = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      const pathParams = operation?.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathParams?.sort(), endpoint.id).toEqual(placeholders.sort());
    }
  });
});
