import { describe, expect, it } from 'vitest';
import {
  createBoostingRule,
  deleteBoostingRule,
  listBoostingRules,
  updateBoostingRule,
} from '../boosting/boosting.api';
import { isStoreSearchError } from '../client/client.error';
import { listColorMappings, updateColorMapping } from '../colors/colors.api';
import { listFacets, saveFacets } from '../facets/facets.api';
import { demoClientAt } from '../mocks/mocks.harness';
import { createStorageJournal } from '../mocks/mocks.journal';
import { DEMO_ANCHOR_TIME, DEMO_STORE_SCOPES } from '../mocks/mocks.seed';
import { listStoreProducts, updateProductBoost } from '../products/products.api';
import { collectUbiEvents } from '../ubi/ubi.api';
import { demoUbiEvent } from '../ubi/ubi.mock';
import {
  createQueryRule,
  deleteQueryRule,
  duplicateQueryRule,
  getSearchPreview,
  listQueryRules,
  listSynonymSuggestions,
  listTuningHistory,
  restoreTuningVersion,
  saveSynonyms,
} from './merchandising.api';
import { demoQueryRuleBody } from './merchandising.mock';

const shopify = DEMO_STORE_SCOPES.shopify;

/** The demo backend at the seed's clock, and the demo vendor's client on it. */
const demo = () => demoClientAt(DEMO_ANCHOR_TIME);

/** The error a call rejects with. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('merchandising in the demo backend', () => {
  it('suggests synonyms from the events it keeps: a query shoppers mistyped in the storefront, never clicked', async () => {
    const { client } = demo();
    const typo = 'backpak';
    const suggested = async () =>
      (await listSynonymSuggestions(client, shopify)).find((suggestion) => suggestion.query === typo);
    expect(await suggested()).toBeUndefined();
    await collectUbiEvents(
      client,
      [1, 2, 3].map((n) => ({
        ...demoUbiEvent(`typo-${n}`),
        event_details: { search_query: typo, result_count: 0 },
        timestamp: new Date(DEMO_ANCHOR_TIME - n * 60_000).toISOString(),
      })),
    );
    const suggestion = await suggested();
    expect(suggestion?.searchCount).toBe(3);
    expect(suggestion?.clicks).toBe(0);
    expect(suggestion?.group.to).toEqual(['backpack']);
  });

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

  it("records a Dynamic Re-Rank rule's changes from its seeding on, and puts a restored version back", async () => {
    const { client } = demo();
    const [rule] = await listBoostingRules(client, shopify);
    if (!rule) throw new Error('the demo store has no Dynamic Re-Rank rule');
    const history = () =>
      listTuningHistory(client, { ...shopify, objectKind: 'boostingRule', objectId: rule.id });
    const seeded = await history();
    expect(seeded.map((e) => [e.version, e.action])).toEqual([[1, 'create']]);

    const body = { ...rule, name: 'Renamed', weight: 7, status: 'inactive' as const };
    await updateBoostingRule(client, { id: rule.id, rule: body });
    const [changed] = await history();
    expect(changed).toMatchObject({ version: 2, action: 'update', after: { name: 'Renamed', weight: 7 } });
    // Saved again as it is: no new version.
    await updateBoostingRule(client, { id: rule.id, rule: body });
    expect(await history()).toHaveLength(2);

    await deleteBoostingRule(client, { ...shopify, id: rule.id });
    expect((await listBoostingRules(client, shopify)).some((r) => r.id === rule.id)).toBe(false);
    expect((await history())[0]).toMatchObject({ version: 3, action: 'delete', after: null });

    // Version 1 comes back whole, under its own id, although the rule was deleted since.
    await restoreTuningVersion(client, {
      ...shopify,
      objectKind: 'boostingRule',
      objectId: rule.id,
      version: 1,
    });
    const back = (await listBoostingRules(client, shopify)).find((r) => r.id === rule.id);
    expect(back).toMatchObject({
      name: rule.name,
      weight: rule.weight,
      status: rule.status,
      matcher: rule.matcher,
    });
    expect((await history())[0]).toMatchObject({ version: 4, action: 'restore', restoreOf: 1 });
  });

  it("refuses to restore a Re-Rank rule's version under a name another rule has taken since, and keeps nothing", async () => {
    const { client } = demo();
    const [rule] = await listBoostingRules(client, shopify);
    if (!rule) throw new Error('the demo store has no Dynamic Re-Rank rule');
    const history = () =>
      listTuningHistory(client, { ...shopify, objectKind: 'boostingRule', objectId: rule.id });
    await deleteBoostingRule(client, { ...shopify, id: rule.id });
    const { id: _id, ...copy } = rule;
    await createBoostingRule(client, { ...copy, name: `  ${rule.name.toUpperCase()} ` });
    const taker = (await listBoostingRules(client, shopify)).find(
      (r) => r.id !== rule.id && r.name.trim() === rule.name.toUpperCase(),
    );
    if (!taker) throw new Error('the rule under the taken name was not kept');
    const before = await history();

    const error = await failure(
      restoreTuningVersion(client, { ...shopify, objectKind: 'boostingRule', objectId: rule.id, version: 1 }),
    );
    expect(isStoreSearchError(error) && error.status).toBe(400);
    expect(isStoreSearchError(error) && error.message).toBe(
      `A rule named "${rule.name.toUpperCase()}" exists now. Rename or delete it, then restore this version.`,
    );
    expect((await listBoostingRules(client, shopify)).some((r) => r.id === rule.id)).toBe(false);
    expect(await history()).toEqual(before);

    // Once the other rule is renamed, the version comes back under its own name.
    await updateBoostingRule(client, { id: taker.id, rule: { ...copy, name: 'Another name' } });
    await restoreTuningVersion(client, {
      ...shopify,
      objectKind: 'boostingRule',
      objectId: rule.id,
      version: 1,
    });
    expect((await listBoostingRules(client, shopify)).find((r) => r.id === rule.id)?.name).toBe(rule.name);
  });

  it('restores a Re-Rank rule that keeps a name it already shares', async () => {
    const { client } = demo();
    const [rule] = await listBoostingRules(client, shopify);
    if (!rule) throw new Error('the demo store has no Dynamic Re-Rank rule');
    await updateBoostingRule(client, { id: rule.id, rule: { ...rule, weight: rule.weight === 5 ? 6 : 5 } });
    await restoreTuningVersion(client, {
      ...shopify,
      objectKind: 'boostingRule',
      objectId: rule.id,
      version: 1,
    });
    expect((await listBoostingRules(client, shopify)).find((r) => r.id === rule.id)?.weight).toBe(
      rule.weight,
    );
  });

  it('records changes to facets, colour mappings and manual boosts, and restores each as it was', async () => {
    const { client } = demo();
    const restore = (objectKind: 'facets' | 'colorMapping' | 'productBoost', objectId: string | number) =>
      restoreTuningVersion(client, { ...shopify, objectKind, objectId, version: 1 });

    const facets = await listFacets(client, shopify);
    const [firstFacet] = facets;
    if (!firstFacet) throw new Error('the demo store has no facets');
    await saveFacets(client, {
      ...shopify,
      facets: [{ ...firstFacet, label: 'Renamed' }, ...facets.slice(1)],
    });
    await saveFacets(client, { ...shopify, facets: [{ ...firstFacet, label: 'Again' }, ...facets.slice(1)] });

    const [mapping] = await listColorMappings(client, shopify);
    if (!mapping) throw new Error('the demo store has no colour mapping');
    await updateColorMapping(client, { id: mapping.id, colorName: mapping.colorName, hexValue: '#123456' });
    await updateColorMapping(client, { id: mapping.id, colorName: mapping.colorName, hexValue: '#654321' });

    const [product] = await listStoreProducts(client, shopify);
    if (!product) throw new Error('the demo store has no products');
    await updateProductBoost(client, { storeType: shopify.storeType, productId: product.id, boost: 3 });
    await updateProductBoost(client, { storeType: shopify.storeType, productId: product.id, boost: 5 });

    const history = await listTuningHistory(client, shopify);
    const kinds = history.slice(0, 6).map((e) => [e.objectKind, e.version, e.action]);
    expect(kinds).toEqual([
      ['productBoost', 2, 'update'],
      ['productBoost', 1, 'update'],
      ['colorMapping', 2, 'update'],
      ['colorMapping', 1, 'update'],
      ['facets', 2, 'update'],
      ['facets', 1, 'update'],
    ]);

    // Version 1 of each is its first change: restoring it keeps that change and drops the second.
    await restore('facets', shopify.storeId);
    await restore('colorMapping', mapping.id);
    await restore('productBoost', product.id);
    expect((await listFacets(client, shopify))[0]?.label).toBe('Renamed');
    expect((await listColorMappings(client, shopify)).find((m) => m.id === mapping.id)?.hexValue).toBe(
      '#123456',
    );
    expect((await listStoreProducts(client, shopify)).find((p) => p.id === product.id)?.boost).toBe(3);
  });
});
