/**
 * Property tests of the collector's delivery: random sequences of tracks, flushes, network changes, page
 * hides, storage failures, waits and server answers, on a fake clock, storage and transport. Checked:
 * nothing is lost (each event reaches the server exactly once, or is refused for good and counted), no
 * retry loop (timer-driven sends at least half the base backoff apart), one session while events are
 * less than 30 minutes apart, and across page deaths the demo backend keeps each event once.
 */
import fc from 'fast-check';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoBackend } from '../mocks/mocks.backend';
import { type Collector, createCollector, type UbiStorage } from './ubi.collector';
import {
  UBI_COLLECT_PATH,
  UBI_FLUSH_DELAY_MS,
  UBI_MAX_PAYLOAD_BYTES,
  UBI_RETRY_AFTER_MAX_MS,
  UBI_RETRY_BASE_MS,
  UBI_SESSION_TIMEOUT_MS,
} from './ubi.constants';
import { type UbiEvent, ubiBatchSchema } from './ubi.schema';
import type { UbiTransport } from './ubi.transport';

const ENDPOINT = `https://collect.example.com${UBI_COLLECT_PATH}`;

/** How the fake server answers one fetch; `times` repeats it, so a refusal can persist. */
type Outcome =
  | { kind: 'status'; status: number; times: number }
  | { kind: 'retryAfter'; value: string; times: number }
  | { kind: 'throw' | 'reject'; times: number }
  | { kind: 'hang'; status: number; times: number };

/** What the page does next. */
type Op =
  | { op: 'track'; count: number; padding: number }
  | { op: 'flush' }
  | { op: 'online' | 'offline' }
  | { op: 'pagehide'; beacon: 'accept' | 'refuse' | 'throw' }
  | { op: 'wait'; ms: number }
  | { op: 'storage'; mode: 'ok' | 'throw' | 'full'; quota: number }
  | { op: 'answer' };

/** 4xx answers that can never succeed: the collector drops their events and counts them. */
const PERMANENT = [400, 403, 404, 410, 422];
/** Answers that may succeed later. */
const PASSING = [408, 425, 500, 502, 503, 504];

const retryAfter = fc.oneof(
  fc.constantFrom('0', '1', '7', '0.001', '-5', 'soon', '', '1e400', 'Infinity', 'NaN'),
  // Around and far past the 2^31 ms a browser timer holds.
  fc.constantFrom('2147483', '2147484', '4294968', '99999999999', '1e12'),
  fc.oneof(fc.nat({ max: 120 }), fc.integer({ min: 2_000_000, max: 2_300_000 }), fc.maxSafeNat()).map(String),
  fc
    .integer({ min: -1_000_000, max: 2_000_000_000 })
    .map((offset) => new Date(Date.UTC(2026, 10, 22, 9) + offset * 1_000).toUTCString()),
  fc.constant('Fri, 31 Dec 9999 23:59:59 GMT'),
);

const times = fc.integer({ min: 1, max: 30 });
const outcome: fc.Arbitrary<Outcome> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('status'), status: fc.constantFrom(200, 202, 204), times }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('status'), status: fc.constantFrom(...PASSING), times }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('status'), status: fc.constant(413), times }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('status'), status: fc.constantFrom(...PERMANENT), times }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('retryAfter'), value: retryAfter, times }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('throw', 'reject'), times }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('hang'), status: fc.constantFrom(204, 503, 413), times }),
  },
) as fc.Arbitrary<Outcome>;

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('track'),
      count: fc.integer({ min: 1, max: 7 }),
      // Mostly small events; sometimes ones that force splitting at 64 KiB or overflow storage.
      padding: fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: 0, max: 200 }) },
        { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 70_000 }) },
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('flush') }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constantFrom('online', 'offline') }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('pagehide'),
      beacon: fc.constantFrom('accept', 'refuse', 'throw'),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('wait'),
      ms: fc.oneof(
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 5 * 60_000 }),
        fc.integer({ min: 29 * 60_000, max: 2 * 60 * 60_000 }),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('storage'),
      mode: fc.constantFrom('ok', 'throw', 'full'),
      quota: fc.integer({ min: 0, max: 20_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('answer') }) },
) as fc.Arbitrary<Op>;

/** A Web Storage that works, throws on every call (private modes), or refuses writes over a quota. */
function fakeStorage() {
  const map = new Map<string, string>();
  const state = { mode: 'ok' as 'ok' | 'throw' | 'full', quota: 0 };
  const storage: UbiStorage = {
    getItem: (key) => {
      if (state.mode === 'throw') throw new DOMException('denied', 'SecurityError');
      return map.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (state.mode === 'throw' || (state.mode === 'full' && value.length > state.quota))
        throw new DOMException('full', 'QuotaExceededError');
      map.set(key, value);
    },
  };
  return { map, state, storage };
}

/**
 * A server and network driven by a script of outcomes (204 once it runs out). It records which events
 * arrived, how often, and which were refused for good, and checks every request's form.
 */
function fakeServer(script: Outcome[]) {
  const queue = script.flatMap((o) => Array<Outcome>(o.times).fill(o));
  const received = new Map<string, number>();
  const refused = new Set<string>();
  const fetchTimes: number[] = [];
  const hung: (() => void)[] = [];
  /** Failed checks of a request's form: thrown inside the transport, the collector would take them for failures. */
  const problems: unknown[] = [];
  const verify = (check: () => void) => {
    try {
      check();
    } catch (error) {
      problems.push(error);
    }
  };
  const net = { online: true, beacon: 'accept' as 'accept' | 'refuse' | 'throw' };

  const accept = (events: UbiEvent[]) => {
    for (const e of events) received.set(e.event_id, (received.get(e.event_id) ?? 0) + 1);
  };
  const respond = (events: UbiEvent[], status: number, headers: Record<string, string> = {}) => {
    if (status < 300) accept(events);
    // The collector splits a batch answered 413; only one event alone is refused for good.
    else if (PERMANENT.includes(status) || (status === 413 && events.length === 1))
      for (const e of events) refused.add(e.event_id);
    return new Response(null, { status, headers });
  };

  const transport: UbiTransport = {
    sendBeacon: (url, body) => {
      verify(() => {
        expect(url).toBe(ENDPOINT);
        expect(new Blob([body]).size).toBeLessThanOrEqual(UBI_MAX_PAYLOAD_BYTES);
      });
      if (net.beacon === 'throw') throw new TypeError('Illegal invocation');
      if (net.beacon === 'refuse') return false;
      accept(ubiBatchSchema.parse(JSON.parse(body)));
      return true;
    },
    fetch: (url, init) => {
      const body = init.body as string;
      const events = ubiBatchSchema.parse(JSON.parse(body));
      verify(() => {
        expect(url).toBe(ENDPOINT);
        expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
        if (init.keepalive) expect(new Blob([body]).size).toBeLessThanOrEqual(UBI_MAX_PAYLOAD_BYTES);
        expect(events.length).toBeGreaterThan(0);
      });
      fetchTimes.push(Date.now());
      // A runaway: stop every timer so the run ends and fails, instead of spinning until the time limit.
      if (fetchTimes.length > 3_000) {
        problems.push(new Error(`runaway: ${fetchTimes.length} requests by ${new Date().toISOString()}`));
        vi.clearAllTimers();
      }
      if (!net.online) return Promise.reject(new TypeError('Failed to fetch'));
      const next = queue.shift() ?? { kind: 'status', status: 204, times: 1 };
      switch (next.kind) {
        case 'throw':
          throw new TypeError('Failed to execute fetch');
        case 'reject':
          return Promise.reject(new TypeError('Failed to fetch'));
        case 'retryAfter':
          return Promise.resolve(respond(events, 429, { 'Retry-After': next.value }));
        case 'hang':
          return new Promise((resolve) => hung.push(() => resolve(respond(events, next.status))));
        default:
          return Promise.resolve(respond(events, next.status));
      }
    },
  };
  /** Answers every request still hanging. */
  const release = () => {
    for (const answer of hung.splice(0)) answer();
  };
  /** From now on the network is up and every answer is 204. */
  const heal = () => {
    queue.length = 0;
    net.online = true;
    release();
  };
  return { transport, received, refused, fetchTimes, net, problems, release, heal };
}

const open: Collector[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00.000Z') });
});

afterEach(() => {
  for (const collector of open.splice(0)) collector.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs timers until nothing is left to send: past the longest wait a retry can have, twice. */
async function drain(collector: Collector) {
  for (let i = 0; i < 3; i++) {
    await vi.advanceTimersByTimeAsync(UBI_RETRY_AFTER_MAX_MS + UBI_FLUSH_DELAY_MS);
    await collector.flush();
  }
}

let checkedRuns = 0;
let checkedEvents = 0;
let checkedRequests = 0;

describe('delivery under random failures (fast-check)', () => {
  it('loses nothing, sends nothing twice, keeps the session and never retries in a loop', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 30 }),
        fc.array(outcome, { maxLength: 30 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        async (ops, script, jitter) => {
          vi.setSystemTime(new Date('2026-11-22T09:00:00.000Z'));
          const store = fakeStorage();
          const server = fakeServer(script);
          vi.stubGlobal('navigator', {
            get onLine() {
              return server.net.online;
            },
          });
          const collector = createCollector({
            endpoint: ENDPOINT,
            storage: store.storage,
            transport: server.transport,
            window: new EventTarget(),
            document: { visibilityState: 'hidden' },
            random: () => jitter,
          });
          open.push(collector);
          const tracked: UbiEvent[] = [];
          const opTimes: number[] = [];
          // Not awaited: a flush waits for its requests, and a hanging one answers only when released.
          const flushes: Promise<boolean>[] = [];
          let lastTrack: UbiEvent | undefined;
          for (const step of ops) {
            opTimes.push(Date.now());
            switch (step.op) {
              case 'track':
                for (let i = 0; i < step.count; i++) {
                  const event = collector.track('search', { i: tracked.length, p: 'x'.repeat(step.padding) });
                  if (lastTrack) {
                    const gap = Date.parse(event.timestamp) - Date.parse(lastTrack.timestamp);
                    if (gap < UBI_SESSION_TIMEOUT_MS) expect(event.session_id).toBe(lastTrack.session_id);
                    else expect(event.session_id).not.toBe(lastTrack.session_id);
                  }
                  lastTrack = event;
                  tracked.push(event);
                }
                break;
              case 'flush':
                flushes.push(collector.flush());
                await vi.advanceTimersByTimeAsync(0);
                break;
              case 'online':
              case 'offline':
                server.net.online = step.op === 'online';
                break;
              case 'pagehide':
                server.net.beacon = step.beacon;
                flushes.push(collector.flush('pagehide'));
                await vi.advanceTimersByTimeAsync(0);
                break;
              case 'wait':
                await vi.advanceTimersByTimeAsync(step.ms);
                break;
              case 'storage':
                Object.assign(store.state, { mode: step.mode, quota: step.quota });
                break;
              case 'answer':
                server.release();
                await vi.advanceTimersByTimeAsync(0);
                break;
            }
          }
          // No loop: two sends with no step of the page between them are a retry's wait apart at least.
          const times = server.fetchTimes;
          for (let i = 1; i < times.length; i++) {
            const [before, at] = [times[i - 1] as number, times[i] as number];
            if (at === before || opTimes.some((t) => t > before && t <= at)) continue;
            expect(at - before).toBeGreaterThanOrEqual(UBI_RETRY_BASE_MS / 2);
          }

          server.heal();
          Object.assign(store.state, { mode: 'ok' });
          await drain(collector);
          expect(server.problems).toEqual([]);
          for (const result of await Promise.all(flushes)) expect(result).toBeTypeOf('boolean');

          for (const event of tracked) {
            const id = event.event_id;
            const arrived = server.received.get(id) ?? 0;
            // Exactly once, or refused for good and never delivered.
            if (server.refused.has(id)) expect(arrived).toBe(0);
            else expect(arrived).toBe(1);
          }
          expect(server.received.size + server.refused.size).toBe(tracked.length);
          expect(collector.stats).toEqual({ sent: server.received.size, dropped: server.refused.size });
          collector.destroy();
          checkedRuns++;
          checkedEvents += tracked.length;
          checkedRequests += times.length;
        },
      ),
      { numRuns: 300 },
    );
    console.info(`UBI delivery: ${checkedRuns} runs, ${checkedEvents} events, ${checkedRequests} requests`);
  }, 120_000);
});

/** A page's life: what it does before it dies (right after its beacon, or mid-request). */
const page = fc.record({
  ops: fc.array(
    fc.oneof(
      fc.record({
        op: fc.constant('track'),
        count: fc.integer({ min: 1, max: 6 }),
        padding: fc.constant(20),
      }),
      fc.record({ op: fc.constant('flush') }),
      fc.record({ op: fc.constant('wait'), ms: fc.integer({ min: 0, max: 10_000 }) }),
    ) as fc.Arbitrary<Op>,
    { maxLength: 12 },
  ),
  script: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('status'), status: fc.constantFrom(204, 503, 408, 413), times }),
      fc.record({ kind: fc.constantFrom('throw', 'reject'), times }),
      fc.record({ kind: fc.constant('hang'), status: fc.constant(204), times }),
    ) as fc.Arbitrary<Outcome>,
    { maxLength: 6 },
  ),
  beaconOnHide: fc.boolean(),
});

describe('delivery across page deaths (fast-check, demo backend)', () => {
  it('delivers every event at least once and the demo backend keeps each event_id once', async () => {
    let duplicates = 0;
    // Seeding a backend takes a while: one for all runs, its UBI state emptied before each.
    const backend = createDemoBackend();
    await fc.assert(
      fc.asyncProperty(fc.array(page, { minLength: 1, maxLength: 6 }), async (pages) => {
        Object.assign(backend.db.ubi, { events: [], duplicates: 0 });
        const store = fakeStorage();
        const tracked: UbiEvent[] = [];
        let posted = 0;
        const posts: Promise<void>[] = [];
        const refused = new Set<string>();
        /** Passes requests the script lets through to the demo backend's collect route. */
        const viaBackend = (server: ReturnType<typeof fakeServer>): UbiTransport => ({
          sendBeacon: (url, body) => {
            const handed = server.transport.sendBeacon?.(url, body) ?? false;
            if (handed) posts.push(post(body));
            return handed;
          },
          fetch: async (url, init) => {
            const answer = await server.transport.fetch(url, init);
            if (answer.status < 300) await post(init.body as string);
            return answer;
          },
        });
        const post = async (body: string) => {
          posted += ubiBatchSchema.parse(JSON.parse(body)).length;
          const response = await getResponse(
            backend.handlers,
            new Request(`https://demo.test${UBI_COLLECT_PATH}`, { method: 'POST', body }),
          );
          expect(response?.status).toBe(204);
        };
        for (const [index, life] of pages.entries()) {
          const last = index === pages.length - 1;
          const server = fakeServer(life.script);
          const collector = createCollector({
            endpoint: ENDPOINT,
            storage: store.storage,
            transport: viaBackend(server),
            window: new EventTarget(),
            document: { visibilityState: 'hidden' },
            random: () => 0.5,
          });
          open.push(collector);
          await vi.advanceTimersByTimeAsync(0);
          for (const step of life.ops) {
            if (step.op === 'track')
              for (let i = 0; i < step.count; i++) tracked.push(collector.track('e', { p: 'x'.repeat(20) }));
            // Not awaited: a hanging request answers only when the last page heals the network.
            else if (step.op === 'flush') void collector.flush();
            else if (step.op === 'wait') await vi.advanceTimersByTimeAsync(step.ms);
          }
          if (life.beaconOnHide) void collector.flush('pagehide');
          await vi.advanceTimersByTimeAsync(0);
          if (last) {
            server.heal();
            await drain(collector);
          }
          // The page dies: requests still hanging never arrive, timers and memory are gone.
          collector.destroy();
          for (const id of server.refused) refused.add(id);
        }
        await Promise.all(posts);
        const kept = backend.db.ubi.events.map((e) => e.event_id);
        expect(new Set(kept).size).toBe(kept.length);
        // Every event arrived, or was refused for good (a 413 for one event alone); one sent again after its
        // page died may arrive once and be refused the next time.
        expect(new Set([...kept, ...refused])).toEqual(new Set(tracked.map((e) => e.event_id)));
        expect(backend.db.ubi.duplicates).toBe(posted - kept.length);
        duplicates += backend.db.ubi.duplicates;
      }),
      { numRuns: 150 },
    );
    console.info(`UBI page deaths: duplicates dropped by the demo backend over all runs: ${duplicates}`);
  }, 120_000);
});
