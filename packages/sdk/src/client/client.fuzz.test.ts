import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_ENTRIES } from '../entries.harness';
import * as main from '../index';
import { callNames, fuzzEveryCall } from './client.fuzz.harness';

/** Random cases per call, from a fixed seed (the CJS build's run takes 100 per call). */
const RUNS_PER_CALL = 150;

/** The exports of every entry's source, merged: each name lives in one entry. */
const calls: Record<string, unknown> = Object.assign(
  {},
  ...(await Promise.all(API_ENTRIES.map((entry) => import(entry.source)))),
);
const CALL_NAMES = callNames(calls);

describe('every exported call under adversarial arguments and answers (ESM source)', () => {
  it('rejects only with StoreSearchErrors, resolves only from answers its schema accepts, and never leaves its path', async () => {
    const counts = await fuzzEveryCall(
      {
        calls,
        createClient: main.createClient,
        guards: [(e) => main.isStoreSearchError(e), (e) => e instanceof main.StoreSearchError],
      },
      RUNS_PER_CALL,
    );
    console.info(`client fuzz (ESM): ${JSON.stringify(counts)}`);
    expect(counts.runs).toBe(CALL_NAMES.length * RUNS_PER_CALL);
    // The generators reach both ends: results and every error kind.
    expect(counts.resolved).toBeGreaterThan(0);
    expect(Object.keys(counts.rejected).sort()).toEqual(
      ['http', 'invalidArgument', 'invalidResponse', 'network', 'rateLimited', 'timeout'].sort(),
    );
  }, 600_000);
});

describe('every exported call given anything as its client, input or options', () => {
  const client = main.createClient({
    baseUrl: 'https://api.example.com',
    vendorId: 3,
    fetch: async () => Response.json({ success: true, data: null }),
  });
  const argument = fc.oneof(fc.constantFrom(null, undefined, 0, '', [], true), fc.anything());

  it('rejects with an invalidArgument StoreSearchError (or answers), never a TypeError of its own', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALL_NAMES),
        fc.oneof(fc.constant(client), argument),
        argument,
        fc.oneof(fc.constant(undefined), argument),
        async (name, callClient, input, options) => {
          const call = calls[name] as (...args: unknown[]) => Promise<unknown>;
          try {
            await call(callClient, input, options);
          } catch (error) {
            if (!main.isStoreSearchError(error)) throw error;
            if (error.kind === 'invalidArgument') refused += 1;
          }
        },
      ),
      { numRuns: 2_000 },
    );
    expect(refused).toBeGreaterThan(0);
  });
});
