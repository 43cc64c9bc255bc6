import { describe, expect, it } from 'vitest';
import { isStoreSearchError } from '../client/client.error';
import { createClient } from '../client/client.request';
import { createDemoBackend, createDemoFetch } from '../mocks/mocks.backend';
import { createStorageJournal } from '../mocks/mocks.journal';
import { DEMO_ANCHOR_TIME, DEMO_STORE_SCOPES, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import {
  createQueryRule,
  deleteQueryRule,
  duplicateQueryRule,
  getSearchPreview,
  listQueryRules,
  listTuningHistory,
  restoreTuningVersion,
  saveSynonyms,
} from './merchandising.api';
import { demoQueryRuleBody } from './merchandising.mock';

const shopify = DEMO_STORE_SCOPES.shopify;

function demo(now = DEMO_ANCHOR_TIME) {
  const backend = createDemoBackend({ now: () => now });
  const client = createClient({
    baseUrl: 'http://demo.test',
    vendorId: DEMO_VENDOR_ID,
    fetch: createDemoFetch(backend),
  });
  return { backend, client };
}

/** The error a call rejects with. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('merchandising in the demo backend', () => {
  it('seeds rules and synonyms the preview applies: the pinned boots come first for "hiking boots"', async () => {
    const { client } = demo();
    const rules = await listQueryRules(client, shopify);
    const boots = rules.find((rule) => rule.matchText === 'hiking boots');
    expect(boots?.actions.pins.length).toBeGreaterThan(0);
    const preview = await getSearchPreview(client, { ...shopify, query: 'Hiking  Boots' });
    expect(preview.results.slice(0, boots!.actions.pins.length).map((r) => String(r.productId))).toEqual(
      boots!.actions.pins.map((pin) => String(pin.productId)),
    );
  });

  it('keeps a new rule: it is listed, redirects its query in the preview, and is in the history', async () => {
    const { client } = demo();
    const rule = await createQueryRule(client, demoQueryRuleBody('rain jacket'));
    expect(rule.version).toBe(1);
    expect((await listQueryRules(client, shopify)).map((r) => r.id)).toContain(rule.id);
    const preview = await getSearchPreview(client, { ...shopify, query: 'RAIN jacket' });
    expect(preview.redirect?.url).toBe(demoQueryRuleBody().actions.redirect);
    const history = await listTuningHistory(client, {
      ...shopify,
      objectKind: 'queryRule',
      objectId: rule.id,
    });
    expect(history.map((entry) => entry.action)).toEqual(['create']);
  });

  it('copies a rule disabled, deletes it, and restores the deleted version from the history', async () => {
    const { client } = demo();
    const [first] = await listQueryRules(client, shopify);
    const copy = await duplicateQueryRule(client, { ...shopify, id: first!.id });
    expect(copy.enabled).toBe(false);
    expect(copy.matchText).toBe(first!.matchText);
    await deleteQueryRule(client, { ...shopify, id: copy.id });
    expect((await listQueryRules(client, shopify)).map((r) => r.id)).not.toContain(copy.id);
    await restoreTuningVersion(client, {
      ...shopify,
      objectKind: 'queryRule',
      objectId: copy.id,
      version: 1,
    });
    expect((await listQueryRules(client, shopify)).map((r) => r.id)).toContain(copy.id);
  });

  it("refuses an invalid rule or synonym group with a 400, and another vendor's store with a 404", async () => {
    const { client } = demo();
    const http = await failure(
      createQueryRule(client, { ...demoQueryRuleBody(), actions: { redirect: 'http://example.com' } }),
    );
    expect(isStoreSearchError(http) && http.status).toBe(400);
    const foreign = await failure(
      createQueryRule(client, { ...demoQueryRuleBody(), ...DEMO_STORE_SCOPES.secondVendor }),
    );
    expect(isStoreSearchError(foreign) && foreign.status).toBe(404);
    const oneTerm = await failure(
      saveSynonyms(client, { ...shopify, groups: [{ id: 'g', kind: 'multiWay', terms: ['tee'] }] }),
    );
    expect(isStoreSearchError(oneTerm) && oneTerm.status).toBe(400);
  });

  it('keeps what was saved across a reload of the demo', async () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    const first = demo();
    await first.backend.keepIn(createStorageJournal(storage, 'merch'));
    const rule = await createQueryRule(first.client, demoQueryRuleBody('umbrella'));
    const second = demo();
    await second.backend.keepIn(createStorageJournal(storage, 'merch'));
    expect((await listQueryRules(second.client, shopify)).map((r) => r.matchText)).toContain(rule.matchText);
  });
});
