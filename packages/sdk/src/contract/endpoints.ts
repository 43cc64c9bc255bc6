/**
 * The registry: every endpoint of every domain, as the domains declare them in their mock modules
 * (`<domain>/<domain>.mock.ts`: each call's descriptor, who may make it, its summary, a sample request and the
 * demo backend's answer). The OpenAPI contract, the demo backend and the coverage tests walk it, so nothing
 * here names a call. Not imported by src/index.ts, so partners who import one call do not bundle every schema.
 */
import type { AnyEndpoint } from '../client/client.endpoint';
import { demoDomains } from '../mocks/mocks.domains';
import type { DomainTag, EndpointAccess, Route } from '../mocks/mocks.route';

type RegisteredRoute = (typeof demoDomains)[number]['routes'][number];

/** An endpoint id. */
export type EndpointId = RegisteredRoute['endpoint']['id'];

/** Every registered call, in registry order (domain by domain, each in its mock module's order). */
export const registeredRoutes: readonly Route[] = demoDomains.flatMap(
  (domain): readonly Route[] => domain.routes,
);

/** Every endpoint as a list, in registry order. */
export const endpointList: readonly AnyEndpoint[] = registeredRoutes.map((route) => route.endpoint);

/** The OpenAPI tags the domains introduce, with their descriptions. */
export const endpointTags: readonly DomainTag[] = demoDomains.flatMap((domain) =>
  domain.tag ? [domain.tag] : [],
);

const routesById = new Map<string, Route>(registeredRoutes.map((route) => [route.endpoint.id, route]));

/** The registration of an endpoint id. */
export function registeredRoute(id: string): Route {
  const found = routesById.get(id);
  if (!found) throw new RangeError(`Unknown endpoint id "${id}"`);
  return found;
}

/** The access an endpoint needs. */
export function endpointAccess(id: string): EndpointAccess {
  return registeredRoute(id).access;
}
