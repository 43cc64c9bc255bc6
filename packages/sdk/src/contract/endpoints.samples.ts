/**
 * One valid input for every endpoint, for tests that need a call to reach the network (the client refuses
 * input that breaks its schemas before sending): each domain's sample request, read from one seeded world.
 * Only tests import it.
 */
import type { AnyEndpoint, EndpointInput } from '../client/client.endpoint';
import { createDemoDb } from '../mocks/mocks.db';
import { type EndpointId, registeredRoute, registeredRoutes } from './endpoints';

const world = createDemoDb();

/** A valid input for `endpoint`: the sample request its domain declares. */
export function sampleInput(endpoint: AnyEndpoint): EndpointInput<AnyEndpoint> {
  return registeredRoute(endpoint.id).sample(world);
}

/** A body that passes each endpoint's body schema. */
export const sampleBodies: Partial<Record<EndpointId, unknown>> = Object.fromEntries(
  registeredRoutes.flatMap(({ endpoint, sample }) =>
    endpoint.body ? [[endpoint.id, sample(world).body]] : [],
  ),
);
