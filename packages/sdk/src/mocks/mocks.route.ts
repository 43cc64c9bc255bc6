/**
 * A domain's calls as its mock module declares them: for each descriptor, who may make the call, a one-line
 * summary and a sample request for the contract and the coverage tests, and the demo backend's answer. The
 * registry, the OpenAPI contract and the demo backend's handlers are all derived from these declarations.
 */
import type { HttpHandler } from 'msw';
import { validateVendorId } from '../boosting/boosting.rules';
import type { AnyEndpoint, EndpointInput } from '../client/client.endpoint';
import { formatMessage } from '../i18n/i18n.format';
import type { DemoUser } from '../profile/profile.mock';
import {
  answerEndpoint,
  type EndpointAnswer,
  type EndpointRequest,
  errorResponse,
  toResponse,
} from './mocks.answer';
import type { DemoDb } from './mocks.db';
import type { DemoFaults } from './mocks.faults';
import { faultResponse } from './mocks.faults';
import { type DemoWrite, toDemoWrite } from './mocks.journal';

/**
 * Who may make a call, for the contract's security requirements and the demo backend's checks: `public` needs
 * nothing, `user` the session cookie, `vendor` the session cookie and the vendor id in x-vendor-id (spec
 * section 6), `admin` the session cookie of an admin.
 */
export type EndpointAccess = 'public' | 'user' | 'vendor' | 'admin';

/** Server message of a vendor call without the x-vendor-id header (401). */
export const MISSING_VENDOR_HEADER = 'Missing x-vendor-id header';

/** Server message when nobody is signed in (401). */
export const NOT_SIGNED_IN = 'Not signed in';

/** Server message when a non-admin calls an admin endpoint (403). */
export const ADMIN_ONLY = 'Admin access required';

/** Server message when the demo's storage has no room left for a write (507). */
export const DEMO_STORAGE_FULL =
  "This change could not be saved: the demo's browser storage is full. Try a smaller file, or reset the demo data.";

/** What a route's answer receives: the parsed request, the backend state, and the caller its access vouches for. */
export interface RouteContext<D extends AnyEndpoint, A extends EndpointAccess = EndpointAccess>
  extends EndpointRequest<D> {
  /** The backend state to read and change. */
  readonly db: DemoDb;
  /** The backend clock, read once per request. */
  readonly now: number;
  /** The numeric `x-vendor-id` (always there on a vendor call), or null when absent or not a number. */
  readonly vendorId: A extends 'vendor' ? number : number | null;
  /** The signed-in demo user (always there on a user or admin call; an admin on an admin call), or null. */
  readonly user: A extends 'user' | 'admin' ? DemoUser : DemoUser | null;
}

/** How a route answers; `found` is what its `find` found, if it has one. */
export type RouteAnswer<D extends AnyEndpoint, A extends EndpointAccess, Found> = (
  context: RouteContext<D, A>,
  found: Found,
) => EndpointAnswer<D> | Promise<EndpointAnswer<D>>;

/** One call as a domain's mock module declares it. */
export interface RouteSpec<D extends AnyEndpoint, A extends EndpointAccess, Found> {
  /** What the call does, in one line: the contract's summary. */
  readonly summary: string;
  /** Who may make the call: written into the contract, and checked before the answer runs. */
  readonly access: A;
  /** A request the seeded world accepts (its ids read from `db`): the coverage tests send it. */
  readonly sample: (db: DemoDb) => EndpointInput<D>;
  /**
   * Keep an accepted write in the demo's journal, so it survives a reload (see mocks.journal.ts). Default true;
   * false for writes that are not the user's saved work (analytics events, signing out).
   */
  readonly journaled?: boolean;
  /** Finds what the call acts on (an owned store, a record); a Response it returns (a 404) is the answer. */
  readonly find?: (context: RouteContext<D, A>) => Found | Response;
  /** Answers a request whose parts were parsed and whose caller was checked. */
  readonly answer: RouteAnswer<D, A, Found>;
}

/** One endpoint's registration; `Id` keeps the endpoint id, so the registry's ids are literal types. */
export interface Route<Id extends string = string> {
  /** The descriptor it implements. */
  readonly endpoint: AnyEndpoint & { readonly id: Id };
  /** Who may make the call. */
  readonly access: EndpointAccess;
  /** What the call does, in one line. */
  readonly summary: string;
  /** A request the seeded world accepts. */
  readonly sample: (db: DemoDb) => EndpointInput<AnyEndpoint>;
  /** True when an accepted write is kept in the demo's journal. */
  readonly journaled: boolean;
  /** Answers a parsed request of an allowed caller. */
  readonly answer: (
    context: RouteContext<AnyEndpoint>,
  ) => EndpointAnswer<AnyEndpoint> | Promise<EndpointAnswer<AnyEndpoint>>;
}

/** A call's declaration in the making: its descriptor is known, so the spec given to `with` is typed by it. */
export interface RouteBuilder<D extends AnyEndpoint> {
  /** Declares the call's access, summary, sample request and answer. */
  with<const A extends EndpointAccess, Found = undefined>(spec: RouteSpec<D, A, Found>): Route<D['id']>;
}

/**
 * Declares one call of a domain: `route(descriptor).with({ summary, access, sample, find?, answer })`. The
 * descriptor comes first, on its own, so the spec's sample request and `find` are typed by it (string literals
 * such as a store type stay literal, and an inline `find` types `answer`'s second argument).
 */
export function route<D extends AnyEndpoint>(endpoint: D): RouteBuilder<D> {
  return {
    with: <A extends EndpointAccess, Found>(spec: RouteSpec<D, A, Found>): Route<D['id']> => {
      const { find, answer } = spec;
      return {
        endpoint,
        access: spec.access,
        summary: spec.summary,
        sample: spec.sample as Route['sample'],
        journaled: spec.journaled ?? true,
        answer: ((context: RouteContext<D, A>) => {
          if (!find) return answer(context, undefined as Found);
          const found = find(context);
          return found instanceof Response ? found : answer(context, found);
        }) as Route['answer'],
      };
    },
  };
}

/** The OpenAPI tag a domain introduces, described for readers of the contract. */
export interface DomainTag {
  /** The tag (the descriptors' `tag`). */
  readonly name: string;
  /** What the tag's calls are about. */
  readonly description: string;
}

/** One domain's part of the demo backend and of the contract. */
export interface DomainMock<R extends readonly Route[] = readonly Route[]> {
  /** The domain: its folder under src/. */
  readonly domain: string;
  /** The tag its calls are listed under, when the domain introduces one (ubi's collect call joins analytics). */
  readonly tag?: DomainTag;
  /** One route per endpoint the domain's api module declares. */
  readonly routes: R;
}

/** Declares a domain's mock module; the literal ids of its routes are kept for the registry's types. */
export function defineDomainMock<const R extends readonly Route[]>(mock: DomainMock<R>): DomainMock<R> {
  return mock;
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
  /** Where accepted writes go while the backend keeps a journal (`sink` null: none is kept). */
  readonly writes?: { sink: DemoWriteSink | null };
}

/** Where the backend keeps the writes it accepts. */
export interface DemoWriteSink {
  /** Keeps a write about to be applied; false when there is no room for it. */
  keep(write: DemoWrite): boolean;
  /** Forgets a kept write that was refused after all. */
  forget(write: DemoWrite): void;
}

/** The caller's refusal when the route's access does not admit them, or null. */
function refuse(access: EndpointAccess, user: DemoUser | null): Response | null {
  if (access !== 'user' && access !== 'admin') return null;
  if (user === null) return errorResponse(401, NOT_SIGNED_IN);
  return access === 'admin' && user.role !== 'admin' ? errorResponse(403, ADMIN_ONLY) : null;
}

/**
 * The MSW handler of one route: fault injection and the vendor check as soon as the path matched, then the
 * request parsed by the descriptor's schemas, the signed-in user checked, and the answer; an accepted write
 * goes to the journal.
 */
export function toHandler(routeDef: Route, env: RouteEnvironment): HttpHandler {
  const { endpoint } = routeDef;
  const vendorOf = (request: Request) => {
    const header = request.headers.get('x-vendor-id');
    const checked = header === null ? null : validateVendorId(header);
    return { header, vendorId: checked?.ok ? checked.value : null };
  };
  return answerEndpoint(
    endpoint,
    async (parsed) => {
      const { request } = parsed;
      const now = env.now();
      env.beforeEach?.(now);
      const userId = env.db.session.userId;
      const user = userId === null ? null : (env.db.users.find((u) => u.id === userId) ?? null);
      const refused = refuse(routeDef.access, user);
      if (refused) return refused;
      // A write is kept before it is applied: one the storage has no room for is refused, never applied to
      // this page only and lost on the next load; one the answer refuses is forgotten again.
      const sink = endpoint.method === 'GET' || !routeDef.journaled ? null : (env.writes?.sink ?? null);
      const multipart = endpoint.contentType === 'multipart/form-data';
      const write = sink ? await toDemoWrite(request, { multipart, userId, at: now }) : null;
      if (sink && write && !sink.keep(write)) return errorResponse(507, DEMO_STORAGE_FULL);
      let response: Response | undefined;
      try {
        response = toResponse(
          await routeDef.answer({ ...parsed, db: env.db, now, vendorId: vendorOf(request).vendorId, user }),
        );
      } finally {
        if (sink && write && (response === undefined || response.status >= 400)) sink.forget(write);
      }
      return response;
    },
    {
      // A path that only looks like this endpoint (a store type that is not one) never reaches here, so it
      // does not use up this endpoint's fault.
      intercept: async (request) => {
        const fault = env.faults.take(endpoint.id);
        if (fault) {
          const faulty = await faultResponse(fault, request.signal);
          if (faulty) return faulty;
        }
        if (routeDef.access !== 'vendor') return undefined;
        const { header, vendorId } = vendorOf(request);
        if (header === null) return errorResponse(401, MISSING_VENDOR_HEADER);
        return vendorId === null ? errorResponse(400, formatMessage('invalidVendorId')) : undefined;
      },
    },
  );
}
