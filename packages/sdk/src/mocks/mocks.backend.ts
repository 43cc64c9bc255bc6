/**
 * The demo backend: MSW handlers for every endpoint over one seeded, stateful, in-memory world,
 * with per-endpoint fault injection. The app's demo mode, Storybook, the tests and the HTTP demo
 * server all run this one implementation.
 */
import { getResponse, type HttpHandler } from 'msw';
import type { AnyEndpoint } from '../client/client.endpoint';
import { type EndpointId, registeredRoute, registeredRoutes } from '../contract/endpoints';
import { advanceSyncs, moveSeededSync } from '../sync/sync.mock';
import { httpFor, toMswPath } from './mocks.answer';
import { createDemoDb, type DemoDb } from './mocks.db';
import { createFaults, type DemoFault, type DemoFaults, faultResponse } from './mocks.faults';
import { type DemoJournal, fromDemoWrite } from './mocks.journal';
import { type DemoWriteSink, type Route, toHandler } from './mocks.route';
import { DEMO_SEED } from './mocks.seed';

/** Every endpoint's implementation, in registry order: each domain's routes, from its mock module. */
export const demoRoutes: readonly Route[] = registeredRoutes;

/** The implementation of each registry descriptor, in registry order. */
export function registryRoutes(): Route[] {
  return [...registeredRoutes];
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
  /** Restores the seeded world (in place), clears every fault, and empties the journal it keeps, if any. */
  reset(): void;
  /**
   * Keeps the world in `journal` from now on: first applies the writes it holds (each at its own time and as its
   * own user) to this backend, then appends every write the backend accepts. Resolves with how many writes were
   * applied again; one the world no longer accepts (it changed since) is skipped.
   */
  keepIn(journal: DemoJournal): Promise<number>;
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
  // While a journal is applied again, each write runs at the time it was first made.
  let replayingAt: number | null = null;
  const clock = () => replayingAt ?? now();
  const writes: { sink: DemoWriteSink | null } = { sink: null };
  let kept: DemoJournal | null = null;
  const env = { db, now: clock, faults, beforeEach: (time: number) => advanceSyncs(db, time), writes };
  const handlers = registeredRoutes.map((r) => toHandler(r, env));
  return {
    handlers,
    db,
    faults,
    now: clock,
    reset() {
      Object.assign(db, seedDb());
      faults.clear();
      kept?.clear();
    },
    async keepIn(journal) {
      writes.sink = null;
      // The run the seed leaves going started when this demo began, not when this page loaded.
      const began = journal.since?.(now());
      if (began !== undefined) moveSeededSync(db, began, now());
      const signedIn = db.session.userId;
      let applied = 0;
      for (const write of journal.load()) {
        replayingAt = write.at;
        db.session.userId = write.userId;
        try {
          const response = await getResponse(handlers, fromDemoWrite(write));
          if (response && response.status < 400) applied++;
        } catch {
          // A write this world cannot read is skipped.
        } finally {
          replayingAt = null;
        }
      }
      db.session.userId = signedIn;
      kept = journal;
      writes.sink = { keep: (write) => journal.append(write), forget: (write) => journal.remove(write) };
      return applied;
    },
  };
}

/** The registry descriptor of an endpoint id. */
export function demoEndpoint(endpointId: string): AnyEndpoint {
  return registeredRoute(endpointId).endpoint;
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
