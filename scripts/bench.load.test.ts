import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idleAfter, longestRequestChain, ratioTo, repeatedRequests } from './bench.load.mjs';

/** Requests with whole-ms start and a positive duration, named by their position. */
const requestsArbitrary = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 600 })), { maxLength: 9 })
  .map((pairs) => pairs.map(([start, duration], i) => ({ name: `r${i}`, start, end: start + duration })));

/** Long tasks of at least 50 ms, as Chromium reports them. */
const longTasksArbitrary = fc.array(
  fc.record({ start: fc.integer({ min: 0, max: 8000 }), duration: fc.integer({ min: 50, max: 900 }) }),
  { maxLength: 12 },
);

/** Every subset of `items` (small inputs only). */
function subsets<T>(items: readonly T[]): T[][] {
  const all: T[][] = [[]];
  for (const item of items) for (const set of [...all]) all.push([...set, item]);
  return all;
}

const isChain = (chain: readonly { start: number; end: number }[]) =>
  chain.every((request, i) => i === 0 || chain[i - 1]!.end <= request.start);

describe('longestRequestChain', () => {
  it('returns requests of the input, each starting after the previous one ended', () => {
    fc.assert(
      fc.property(requestsArbitrary, (requests) => {
        const chain = longestRequestChain(requests);
        expect(chain.every((request) => requests.includes(request))).toBe(true);
        expect(isChain(chain)).toBe(true);
        expect(chain.length > 0).toBe(requests.length > 0);
      }),
    );
  });

  it('finds no longer chain than any other ordering of the requests would give', () => {
    fc.assert(
      fc.property(requestsArbitrary, (requests) => {
        const longest = Math.max(
          0,
          ...subsets(requests)
            .map((set) => [...set].sort((a, b) => a.start - b.start))
            .filter(isChain)
            .map((set) => set.length),
        );
        expect(longestRequestChain(requests)).toHaveLength(longest);
      }),
    );
  });

  it('counts requests in flight together as one round trip', () => {
    const session = { name: 'GET /api/auth/session', start: 10, end: 60 };
    const batch = { name: 'GET /api/v1/vendor-info/batch-init', start: 80, end: 140 };
    const screen = { name: 'GET /api/v1/analytics/store/1/filters', start: 82, end: 150 };
    expect(longestRequestChain([screen, batch, session]).map((r) => r.name)).toEqual([
      'GET /api/auth/session',
      'GET /api/v1/vendor-info/batch-init',
    ]);
    expect(longestRequestChain([session, { ...screen, start: 140 }, batch])).toHaveLength(3);
  });
});

describe('repeatedRequests', () => {
  it('lists each request sent more than once with its count, and nothing sent once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<string>('GET /a', 'GET /b', 'POST /a', 'GET /c')), (requests) => {
        const repeated = repeatedRequests(requests);
        for (const name of new Set(requests)) {
          const count = requests.filter((r) => r === name).length;
          expect(repeated.find((r) => r.request === name)?.count).toBe(count > 1 ? count : undefined);
        }
        expect(repeated.every((r) => requests.includes(r.request))).toBe(true);
      }),
    );
  });
});

describe('idleAfter', () => {
  const QUIET = 1000;

  it('is 0 when no long task runs past the moment the content showed', () => {
    fc.assert(
      fc.property(longTasksArbitrary, fc.integer({ min: 0, max: 9000 }), (tasks, contentAt) => {
        const before = tasks.filter((t) => t.start + t.duration <= contentAt);
        expect(idleAfter(before, contentAt, contentAt + QUIET, QUIET)).toBe(0);
      }),
    );
  });

  it('waits for a quiet window: null until it has passed, then the end of the last busy stretch', () => {
    fc.assert(
      fc.property(longTasksArbitrary, fc.integer({ min: 0, max: 4000 }), (tasks, contentAt) => {
        const idle = idleAfter(tasks, contentAt, 20_000, QUIET);
        expect(idle).not.toBeNull();
        const idleAt = contentAt + (idle ?? 0);
        // Nothing long runs in the quiet window after it, and it is not before the content showed.
        expect(tasks.some((t) => t.start < idleAt + QUIET && t.start + t.duration > idleAt)).toBe(false);
        expect(idleAfter(tasks, contentAt, idleAt + QUIET - 1, QUIET)).toBeNull();
        expect(idleAfter(tasks, contentAt, idleAt + QUIET, QUIET)).toBe(idle);
      }),
    );
  });

  it('ends at the last task of a busy stretch and ignores a task after a quiet window', () => {
    const tasks = [
      { start: 900, duration: 200 },
      { start: 1500, duration: 300 },
      { start: 4000, duration: 100 },
    ];
    expect(idleAfter(tasks, 1000, 5000, QUIET)).toBe(800);
    expect(idleAfter(tasks, 1000, 2500, QUIET)).toBeNull();
  });
});

describe('ratioTo', () => {
  it('divides with two decimals and needs both figures', () => {
    expect(ratioTo(3300, 2200)).toBe(1.5);
    expect(ratioTo(7000, 2200)).toBe(3.18);
    expect(ratioTo(undefined, 2200)).toBeNull();
    expect(ratioTo(1000, 0)).toBeNull();
  });
});
