/**
 * The demo backend: MSW handlers for every endpoint over one seeded, stateful, in-memory world,
 * with per-endpoint fault injection. The app's demo mode, Storybook, the tests and the HTTP demo
 * server all run this one implementation.
 */
import { getResponse, type HttpHandler } from 'msw';
import type { AnyEndpoint } from '../client/client.endpoint';
import { type EndpointId, endpointList } from '../contract/endpoints';
import { advanceSyncs, createDemoDb, type DemoDb } from './mocks.db';
import { createFaults, type DemoFault, type DemoFaults, faultResponse } from './mocks.faults';
import { httpFor, type Route, toHandler, toMswPath } from './mocks.route';
import { DEMO_SEED } from './mocks.seed';
import { adminRoutes } from './routes/admin.routes';
import { analyticsRoutes } from './routes/analytics.routes';
import { productsRoutes } from './routes/products.routes';
import { profileRoutes } from './routes/profile.routes';
import { storesRoutes } from './routes/stores.routes';
import { syncRoutes } from './routes/sync.routes';
import { tuningRoutes } from './routes/tuning.routes';

/** Every endpoint's implementation, with literal ids so coverage of the registry is checked below. */
const implementedRoutes = [
  ...storesRoutes,
  ...syncRoutes,
  ...productsRoutes,
  ...tuningRoutes,
  ...profileRoutes,
  ...analyticsRoutes,
  ...adminRoutes,
] as const;

/** Every endpoint's implementation. */
export const demoRoutes: readonly Route[] = implementedRoutes;

/** Registry ids without an implementation; must stay `never` (a compile error names the missing id). */
type UnimplementedEndpoint = Exclude<EndpointId, (typeof implementedRoutes)[number]['endpoint']['id']>;
const everyEndpointImplemented: [UnimplementedEndpoint] extends [never] ? true : UnimplementedEndpoint = true;

const routesById = new Map<string, Route>(demoRoutes.map((r) => [r.endpoint.id, r]));

/**
 * The implementation of each registry descriptor, in registry order. Handlers are registered from the
 * registry's own descriptors (method, path, schemas), so the mock answers exactly the contract's calls.
 */
export function registryRoutes(): Route[] {
  void everyEndpointImplemented;
  return endpointList.map((endpoint) => {
    const implemented = routesById.get(endpoint.id);
    if (!implemented) throw new Error(`The demo backend does not implement ${endpoint.id}`);
    return { ...implemented, endpoint };
  });
}

/** Options of `createDemoBackend`. */
export interface DemoBackendOptions {
  /** Seed of the generated world (default DEMO_SEED): same seed, same data. */
  readonly seed?: number;
  /** Clock in epoch ms (default Date.now); inject one to move syncs forward in tests. */
  readonly now?: () => number;
  /** End of the generated history (default DEMO_ANCHOR_TIME, fixed so stories are stable; pass Date.now() for fresh dates). */
  readonly anchor?: number;
  /** Generated platform users and orders in the admin area (default DEMO_ADMIN_RECORDS; 10,000 for the benchmark). */
  readonly adminRecords?: number;
}

/** A running demo backend. */
export interface DemoBackend {
  /** MSW handlers for every endpoint: pass them to setupWorker, setupServer or Storybook's msw parameter. */
  readonly handlers: HttpHandler[];
  /** The live state; read it in assertions, or change it to set up a story. Kept the same object across reset(). */
  readonly db: DemoDb;
  /** Per-endpoint fault injection. */
  readonly faults: DemoFaults;
  /** The backend's clock. */
  readonly now: () => number;
  /** Restores the seeded world (in place) and clears every fault. */
  reset(): void;
}

/** Creates a demo backend; cheap enough (tens of ms) to make one per test or story. */
export function createDemoBackend(options: DemoBackendOptions = {}): DemoBackend {
  const seed = options.seed ?? DEMO_SEED;
  const now = options.now ?? Date.now;
  const seedDb = (): DemoDb =>
    createDemoDb(seed, {
      now: now(),
      ...(options.anchor === undefined ? {} : { anchor: options.anchor }),
      ...(options.adminRecords === undefined ? {} : { adminRecords: options.adminRecords }),
    });
  const db = seedDb();
  const faults = createFaults();
  const env = { db, now, faults, beforeEach: (time: number) => advanceSyncs(db, time) };
  return {
    handlers: registryRoutes().map((r) => toHandler(r, env)),
    db,
    faults,
    now,
    reset() {
      Object.assign(db, seedDb());
      faults.clear();
    },
  };
}

/** The registry descriptor of an endpoint id. */
export function demoEndpoint(endpointId: string): AnyEndpoint {
  const found = endpointList.find((e) => e.id === endpointId);
  if (!found) throw new RangeError(`Unknown endpoint id "${endpointId}"`);
  return found;
}

/**
 * An MSW handler that makes one endpoint fail on every call, for a story's or test's
 * `parameters.msw.handlers` placed before the defaults. Latency delays, then lets the defaults answer.
 */
export function faultHandler(endpointId: EndpointId, fault: DemoFault): HttpHandler {
  const endpoint = demoEndpoint(endpointId);
  return httpFor(endpoint.method)(toMswPath(endpoint.path), ({ request }) =>
    faultResponse(fault, request.signal),
  );
}

let shared: DemoBackend | undefined;

/** One backend shared by the app's demo mode and Storybook, created on first use (the package has no side effects). */
export function getDemoBackend(): DemoBackend {
  shared ??= createDemoBackend();
  return shared;
}

/** Origin relative URLs are resolved against by `createDemoFetch` (no request leaves the process). */
export const DEMO_FETCH_ORIGIN = 'http://demo.storesearch.test';

/**
 * A `fetch` answered by the backend's handlers in-process: no service worker, no server, no
 * interception of the global fetch. Pass it to `createClient({ fetch })` in unit tests and stories;
 * a network fault rejects with a TypeError as a real fetch does.
 */
export function createDemoFetch(backend: DemoBackend): typeof fetch {
  return async (input, init) => {
    const request =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), DEMO_FETCH_ORIGIN), init);
    const response = await getResponse(backend.handlers, request);
    if (response === undefined) {
      return Response.json(
        {
          success: false,
          error: { message: `No route for ${request.method} ${new URL(request.url).pathname}` },
        },
        { status: 404 },
      );
    }
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
}
