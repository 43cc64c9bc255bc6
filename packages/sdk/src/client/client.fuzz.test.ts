import { describe, expect, it } from 'vitest';
import * as admin from '../admin/index';
import * as main from '../index';
import * as ubi from '../ubi/index';
import { CALL_NAMES, fuzzEveryCall } from './client.fuzz.harness';

/** Random cases per call: 53 calls, so about 16,000 calls in all. */
const RUNS_PER_CALL = 300;

describe('every exported call under adversarial arguments and answers (ESM source)', () => {
  it('rejects only with StoreSearchErrors, resolves only from answers its schema accepts, and never leaves its path', async () => {
    const counts = await fuzzEveryCall(
      {
        calls: { ...main, ...admin, ...ubi },
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
