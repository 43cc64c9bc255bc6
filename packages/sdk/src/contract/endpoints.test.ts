import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../client/client.harness';
import { describeEndpoint, request } from '../client/client.request';
import { toRoutePath } from '../mocks/mocks.answer';
import { endpointList } from './endpoints';
import { sampleInput } from './endpoints.samples';

const h = useApiHarness();

describe('every endpoint', () => {
  it('converts path placeholders to route syntax', () => {
    expect(toRoutePath('/api/{storeType}/products/{id}/boost')).toBe('/api/:storeType/products/:id/boost');
  });

  it.each(endpointList.filter((endpoint) => endpoint.responseType !== 'blob').map((e) => [e.id, e] as const))(
    '%s: a malformed body is an invalidResponse naming the endpoint',
    async (_id, endpoint) => {
      h.route(endpoint.method, toRoutePath(endpoint.path), () => HttpResponse.json(42));
      const error = await request(h.client, endpoint, sampleInput(endpoint)).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'invalidResponse', endpoint: describeEndpoint(endpoint) });
    },
  );

  it.each(endpointList.map((e) => [e.id, e] as const))(
    '%s: a 503 with an error body is an http error with the server text',
    async (_id, endpoint) => {
      h.route(endpoint.method, toRoutePath(endpoint.path), () =>
        HttpResponse.json({ error: { message: 'Down for maintenance' } }, { status: 503 }),
      );
      const error = await request(h.client, endpoint, sampleInput(endpoint)).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'http', status: 503, message: 'Down for maintenance' });
    },
  );
});
