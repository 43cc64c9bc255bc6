import { describe, expect, it } from 'vitest';
import { banUser } from '../admin/admin.api';
import { createBoostingRule } from '../boosting/boosting.api';
import { createClient } from '../client/client.request';
import {
  createQueryRule,
  getSynonyms,
  listQueryRules,
  saveSynonyms,
} from '../merchandising/merchandising.api';
import { demoQueryRuleBody } from '../merchandising/merchandising.mock';
import {
  getApiKeys,
  logout,
  updateApiKeys,
  updateProfileName,
  uploadProfileImage,
} from '../profile/profile.api';
import {
  createShopifyStore,
  deleteStore,
  getSearchLabConfig,
  saveSearchLabConfig,
} from '../stores/stores.api';
import { collectUbiEvents } from '../ubi/ubi.api';
import { createDemoBackend, createDemoFetch, type DemoBackend } from './mocks.backend';
import { createStorageJournal, DEMO_JOURNAL_KEY, type DemoJournal, type DemoWrite } from './mocks.journal';
import { DEMO_STORAGE_FULL } from './mocks.route';
import { DEMO_STORES, DEMO_USERS, DEMO_VENDOR_ID } from './mocks.seed';

/** A Web Storage stand-in; `quota` bytes of JSON at most, like a full localStorage. */
function memoryStorage(quota = Number.POSITIVE_INFINITY) {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key: string) => void values.delete(key),
  };
}

/** A backend on a clock the test moves, keeping its world in `journal`. */
async function kept(journal: DemoJournal, at: { now: number }): Promise<DemoBackend> {
  const backend = createDemoBackend({ now: () => at.now });
  await backend.keepIn(journal);
  return backend;
}

const vendorClient = (backend: DemoBackend) =>
  createClient({ baseUrl: 'http://demo.test', vendorId: DEMO_VENDOR_ID, fetch: createDemoFetch(backend) });

/** What a user saves, as the backend holds it. */
function saved(backend: DemoBackend) {
  const vendor = backend.db.users.find((u) => u.id === DEMO_USERS.vendor.id)!;
  return {
    rules: backend.db.boostingRules.map(({ id, name, weight, storeId }) => ({ id, name, weight, storeId })),
    stores: backend.db.stores.map(({ id, url, vendorId }) => ({ id, url, vendorId })),
    name: [vendor.firstname, vendor.lastname],
    image: vendor.image,
    banned: backend.db.admin.users.filter((u) => u.status === 'banned').map((u) => u.id),
  };
}

describe('the demo journal', () => {
  it('rebuilds after a reload everything the user saved, each write at its own time and as its own user', async () => {
    const storage = memoryStorage();
    const at = { now: Date.UTC(2026, 10, 22, 12) };
    const first = await kept(createStorageJournal(storage), at);
    first.db.session.userId = DEMO_USERS.vendor.id;
    const client = vendorClient(first);
    await createBoostingRule(client, {
      name: 'Nike first',
      type: 'attribute',
      matcher: { bool: { must: [{ term: { brand: 'Nike' } }], must_not: [] } },
      weight: 2.5,
      status: 'active',
      storeId: String(DEMO_STORES.shopify.id),
      storeType: 'shopify',
      shopifyStoreId: DEMO_STORES.shopify.id,
    });
    at.now += 60_000;
    await updateProfileName(client, { firstname: 'Marit', lastname: 'Berg' });
    const image = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])], 'me.png', {
      type: 'image/png',
    });
    await uploadProfileImage(client, { profileImage: image });
    await createShopifyStore(client, {
      storeVendorId: DEMO_VENDOR_ID,
      shopDomain: 'kept.myshopify.com',
      accessToken: 'shpat_kept',
    });
    await deleteStore(client, { storeId: DEMO_STORES.woocommerce.id, storeType: 'woocommerce' });
    first.db.session.userId = DEMO_USERS.admin.id;
    await banUser(client, { userId: String(DEMO_USERS.secondVendor.id) });
    // Neither analytics events nor signing out are the user's saved work.
    await collectUbiEvents(client, []);
    await logout(client);

    const writes = JSON.parse(storage.getItem(DEMO_JOURNAL_KEY)!) as DemoWrite[];
    expect(writes.map((w) => `${w.method} ${new URL(w.url).pathname}`)).toEqual([
      'POST /api/v1/boosting-rules',
      'PATCH /api/user/profile',
      'PATCH /api/user/profile-image',
      'POST /api/v1/shopify-stores',
      `DELETE /api/v1/woocommerce-stores/${DEMO_STORES.woocommerce.id}`,
      `POST /api/admin/users/${DEMO_USERS.secondVendor.id}/ban`,
    ]);

    // A reload: a new backend on a fresh seed, later, reading the same storage.
    at.now += 3_600_000;
    const reloaded = await kept(createStorageJournal(storage), at);
    expect(saved(reloaded)).toEqual(saved(first));
    expect(saved(reloaded).name).toEqual(['Marit', 'Berg']);
    expect(saved(reloaded).image).toMatch(/^data:image\/png;base64,/);
    // The store connected at its time has synced since.
    const store = reloaded.db.stores.find((s) => s.url.includes('kept.myshopify.com'))!;
    expect(store).toBeDefined();
  });

  it('keeps the API keys and Search Lab rules a vendor saved, and the query rules and synonyms', async () => {
    const storage = memoryStorage();
    const at = { now: Date.UTC(2026, 10, 22, 12) };
    const first = await kept(createStorageJournal(storage), at);
    first.db.session.userId = DEMO_USERS.vendor.id;
    const client = vendorClient(first);
    await updateApiKeys(client, { firstVideoPlatformKey: 'yt-kept-0123456789abcdef' });
    const config = {
      checkoutSummaryUrls: [{ matchType: 'contains' as const, fragment: '/kept/summary' }],
      paymentConfirmationUrls: [{ matchType: 'equals' as const, fragment: '/kept/thanks' }],
    };
    await saveSearchLabConfig(client, { storeId: DEMO_STORES.shopify.id, config });
    const rule = await createQueryRule(client, demoQueryRuleBody('kept query'));
    const scope = { storeId: DEMO_STORES.shopify.id, storeType: 'shopify' } as const;
    await saveSynonyms(client, {
      ...scope,
      groups: [{ id: 'kept', kind: 'oneWay', from: 'tee', to: ['t-shirt'] }],
    });

    at.now += 3_600_000;
    const reloaded = await kept(createStorageJournal(storage), at);
    reloaded.db.session.userId = DEMO_USERS.vendor.id;
    const again = vendorClient(reloaded);
    expect(await getApiKeys(again)).toEqual(await getApiKeys(client));
    expect(await getSearchLabConfig(again, { storeId: DEMO_STORES.shopify.id })).toEqual(config);
    expect((await listQueryRules(again, scope)).find((r) => r.id === rule.id)?.matchText).toBe('kept query');
    expect((await getSynonyms(again, scope)).groups.map((g) => g.id)).toEqual(['kept']);
  });

  it('keeps no refused write, and forgets everything on reset', async () => {
    const storage = memoryStorage();
    const at = { now: Date.UTC(2026, 10, 22, 12) };
    const backend = await kept(createStorageJournal(storage), at);
    backend.db.session.userId = DEMO_USERS.vendor.id;
    const client = vendorClient(backend);
    await expect(updateProfileName(client, { firstname: ' ', lastname: 'Berg' })).rejects.toMatchObject({
      kind: 'http',
    });
    expect(storage.getItem(DEMO_JOURNAL_KEY)).toBeNull();
    await updateProfileName(client, { firstname: 'Kept', lastname: 'Name' });
    expect(JSON.parse(storage.getItem(DEMO_JOURNAL_KEY)!)).toHaveLength(1);
    backend.reset();
    expect(storage.getItem(DEMO_JOURNAL_KEY)).toBeNull();
    const reloaded = await kept(createStorageJournal(storage), at);
    expect(saved(reloaded).name).toEqual([DEMO_USERS.vendor.firstname, DEMO_USERS.vendor.lastname]);
  });

  it('runs the seeded sync from when the demo began, however often the page loads, until the demo is reset', async () => {
    const storage = memoryStorage();
    const began = Date.UTC(2026, 10, 22, 12);
    const at = { now: began };
    const minutes = (n: number) => n * 60_000;
    const startedAt = new Date(began - minutes(4)).toISOString();
    const seeded = (backend: DemoBackend) =>
      backend.db.syncRuns.find((r) => r.id === backend.db.seededSyncRunId);
    expect(seeded(await kept(createStorageJournal(storage), at))).toMatchObject({
      startedAt,
      status: 'syncing',
      overallProgress: 40,
    });
    at.now = began + minutes(3);
    expect(seeded(await kept(createStorageJournal(storage), at))).toMatchObject({
      startedAt,
      status: 'syncing',
      overallProgress: 70,
    });
    at.now = began + minutes(7);
    const done = await kept(createStorageJournal(storage), at);
    expect(seeded(done)).toMatchObject({
      startedAt,
      status: 'completed',
      overallProgress: 100,
      completedAt: new Date(began + minutes(6)).toISOString(),
    });
    // Newest first: the run stays in its place in the history.
    expect(done.db.syncRuns.map((r) => r.startedAtMs)).toEqual(
      [...done.db.syncRuns.map((r) => r.startedAtMs)].sort((a, b) => b - a),
    );
    done.reset();
    expect(seeded(await kept(createStorageJournal(storage), at))).toMatchObject({
      startedAt: new Date(at.now - minutes(4)).toISOString(),
      status: 'syncing',
      overallProgress: 40,
    });
  });

  it('refuses an upload the storage has no room for, and keeps the image before it', async () => {
    // Room for a small image's write, not for one of a few kilobytes (as 4 MB is for a browser's 5 MB storage).
    const storage = memoryStorage(4_000);
    const at = { now: Date.UTC(2026, 10, 22, 12) };
    const backend = await kept(createStorageJournal(storage), at);
    backend.db.session.userId = DEMO_USERS.vendor.id;
    const client = vendorClient(backend);
    const png = (bytes: number) =>
      new File(
        [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), new Uint8Array(bytes - 8).fill(7)],
        'me.png',
        {
          type: 'image/png',
        },
      );
    await uploadProfileImage(client, { profileImage: png(100) });
    const small = saved(backend).image;
    expect(small).toMatch(/^data:image\/png;base64,/);
    await expect(uploadProfileImage(client, { profileImage: png(5_000) })).rejects.toMatchObject({
      kind: 'http',
      status: 507,
      serverMessage: DEMO_STORAGE_FULL,
    });
    expect(saved(backend).image).toBe(small);
    expect(JSON.parse(storage.getItem(DEMO_JOURNAL_KEY)!)).toHaveLength(1);
    const reloaded = await kept(createStorageJournal(storage), at);
    expect(saved(reloaded).image).toBe(small);
  });

  it('reads a broken or foreign journal as empty, and a blocked storage keeps the writes of this page', async () => {
    const broken = memoryStorage();
    broken.setItem(DEMO_JOURNAL_KEY, '{not json');
    expect(createStorageJournal(broken).load()).toEqual([]);
    broken.setItem(DEMO_JOURNAL_KEY, '{"an":"object"}');
    expect(createStorageJournal(broken).load()).toEqual([]);

    const blocked = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const journal = createStorageJournal(blocked);
    const write: DemoWrite = {
      method: 'PATCH',
      url: 'http://demo.test/api/user/profile',
      vendorId: null,
      contentType: 'application/json',
      body: '{"firstname":"A","lastname":"B"}',
      userId: DEMO_USERS.vendor.id,
      at: 0,
    };
    expect(journal.append(write)).toBe(true);
    expect(journal.load()).toEqual([write]);
    expect(blocked.values.size).toBe(0);

    const full = createStorageJournal(memoryStorage(10));
    expect(full.append(write)).toBe(false);
    expect(full.load()).toEqual([]);
  });
});
