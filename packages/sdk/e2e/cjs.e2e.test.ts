/**
 * The built CommonJS entries (every subpath of package.json `exports` but the demo backend), loaded with
 * `require` as an older toolchain would: each entry bundles its own copy of the client, and an error from
 * any of them is still a StoreSearchError to the main entry; every call holds under the same fuzzing as
 * the source. Needs the package built (`pnpm build`, the first step of `pnpm test`).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as AdminEntry from '../src/admin/index';
import { callNames, fuzzEveryCall } from '../src/client/client.fuzz.harness';
import { API_ENTRIES } from '../src/entries.harness';
import type * as MainEntry from '../src/index';
import type * as StoresEntry from '../src/stores/index';
import type * as UbiEntry from '../src/ubi/index';

const load = createRequire(import.meta.url);
/** Every entry's CommonJS build, by subpath. */
let entries: Map<string, Record<string, unknown>>;
let main: typeof MainEntry;
let admin: typeof AdminEntry;
let stores: typeof StoresEntry;
let ubi: typeof UbiEntry;

/** Random cases per call against the CommonJS build. */
const RUNS_PER_CALL = 100;

const htmlFetch = (async () =>
  new Response('<script>alert(1)</script>', { headers: { 'Content-Type': 'text/html' } })) as typeof fetch;

beforeAll(() => {
  entries = new Map(
    API_ENTRIES.map(({ subpath, commonjs }) => {
      if (!existsSync(commonjs))
        throw new Error(`${commonjs} is missing: run pnpm --filter @storesearch/sdk build first`);
      return [subpath, load(commonjs) as Record<string, unknown>];
    }),
  );
  main = entries.get('.') as typeof MainEntry;
  admin = entries.get('./admin') as typeof AdminEntry;
  stores = entries.get('./stores') as typeof StoresEntry;
  ubi = entries.get('./ubi') as typeof UbiEntry;
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

  it("errors thrown by ./stores' and ./ubi's bundled clients are StoreSearchErrors to the main entry", async () => {
    const client = main.createClient({ baseUrl: 'https://api.storesearch.test', fetch: htmlFetch });
    const error = await stores.getBatchInit(client).catch((e: unknown) => e);
    const ubiError = await ubi
      .collectUbiEvents(client, [{ event_id: '', event_name: '', timestamp: 'x' }] as never)
      .catch((e: unknown) => e);
    expect(main.isStoreSearchError(ubiError, 'invalidArgument')).toBe(true);
    expect(main.isStoreSearchError(error, 'invalidResponse')).toBe(true);
  });

  it('every call rejects only with StoreSearchErrors and resolves only from answers its schema accepts', async () => {
    const calls: Record<string, unknown> = Object.assign({}, ...entries.values());
    const counts = await fuzzEveryCall(
      {
        calls,
        createClient: main.createClient,
        guards: [(e) => main.isStoreSearchError(e), (e) => e instanceof main.StoreSearchError],
      },
      RUNS_PER_CALL,
      2,
    );
    console.info(`client fuzz (CJS dist): ${JSON.stringify(counts)}`);
    expect(counts.runs).toBe(callNames(calls).length * RUNS_PER_CALL);
    expect(counts.resolved).toBeGreaterThan(0);
  });
});
