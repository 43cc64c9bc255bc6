/**
 * The built CommonJS entries, loaded with `require` as an older toolchain would: each entry bundles its own
 * copy of the client, and an error from any of them is still a StoreSearchError to every other; every call
 * holds under the same fuzzing as the source. Needs the package built (`pnpm build`, the first step of
 * `pnpm test`).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as AdminEntry from '../src/admin/index';
import { CALL_NAMES, fuzzEveryCall } from '../src/client/client.fuzz.harness';
import type * as MainEntry from '../src/index';
import type * as UbiEntry from '../src/ubi/index';

const dist = join(import.meta.dirname, '..', 'dist');
const load = createRequire(import.meta.url);
let main: typeof MainEntry;
let admin: typeof AdminEntry;
let ubi: typeof UbiEntry;

/** Random cases per call against the CommonJS build. */
const RUNS_PER_CALL = 100;

const htmlFetch = (async () =>
  new Response('<script>alert(1)</script>', { headers: { 'Content-Type': 'text/html' } })) as typeof fetch;

beforeAll(() => {
  const entry = join(dist, 'index.cjs');
  if (!existsSync(entry))
    throw new Error(`${entry} is missing: run pnpm --filter @storesearch/sdk build first`);
  main = load(entry) as typeof MainEntry;
  admin = load(join(dist, 'admin', 'index.cjs')) as typeof AdminEntry;
  ubi = load(join(dist, 'ubi', 'index.cjs')) as typeof UbiEntry;
});

describe('CommonJS build', () => {
  it("an error thrown by ./admin's bundled client is a StoreSearchError to the main entry", async () => {
    const client = main.createClient({ baseUrl: 'https://api.storesearch.test', fetch: htmlFetch });
    const error = await admin.downloadOrderInvoice(client, { orderId: 1 }).catch((e: unknown) => e);
    expect(main.isStoreSearchError(error, 'invalidResponse')).toBe(true);
    expect(error instanceof main.StoreSearchError).toBe(true);
    const refused = await admin.deleteUser(client, { userId: '..' }).catch((e: unknown) => e);
    expect(main.isStoreSearchError(refused, 'invalidArgument')).toBe(true);
  });

  it('an error from the main entry is a StoreSearchError to the ./ubi entry', async () => {
    const client = main.createClient({ baseUrl: 'https://api.storesearch.test', fetch: htmlFetch });
    const error = await main.getBatchInit(client).catch((e: unknown) => e);
    const ubiError = await ubi
      .collectUbiEvents(client, [{ event_id: '', event_name: '', timestamp: 'x' }] as never)
      .catch((e: unknown) => e);
    expect(main.isStoreSearchError(ubiError, 'invalidArgument')).toBe(true);
    expect(main.isStoreSearchError(error, 'invalidResponse')).toBe(true);
  });

  it('every call rejects only with StoreSearchErrors and resolves only from answers its schema accepts', async () => {
    const counts = await fuzzEveryCall(
      {
        calls: { ...main, ...admin, ...ubi },
        createClient: main.createClient,
        guards: [(e) => main.isStoreSearchError(e), (e) => e instanceof main.StoreSearchError],
      },
      RUNS_PER_CALL,
      2,
    );
    console.info(`client fuzz (CJS dist): ${JSON.stringify(counts)}`);
    expect(counts.runs).toBe(CALL_NAMES.length * RUNS_PER_CALL);
    expect(counts.resolved).toBeGreaterThan(0);
  });
});
