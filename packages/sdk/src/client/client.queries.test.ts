import {
  environmentManager,
  MutationObserver,
  QueryClient,
  type QueryKey,
  QueryObserver,
} from '@tanstack/query-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminAnalyticsQueryOptions,
  adminUsersQueryOptions,
  pricingPlansQueryOptions,
  subscriptionOrdersQueryOptions,
} from '../admin/admin.queries';
import {
  analyticsKeys,
  batchDashboardQueryOptions,
  DASHBOARD_POLL_MS,
  REALTIME_POLL_MS,
  realtimeQueryOptions,
} from '../analytics/analytics.queries';
import {
  boostingKeys,
  boostingRulesQueryOptions,
  createBoostingRuleMutationOptions,
} from '../boosting/boosting.queries';
import type { BoostingRuleBody } from '../boosting/boosting.schema';
import { colorMappingsQueryOptions } from '../colors/colors.queries';
import { facetFieldsQueryOptions, facetsKeys, facetsQueryOptions } from '../facets/facets.queries';
import { queryRulesQueryOptions, synonymsQueryOptions } from '../merchandising/merchandising.queries';
import {
  DISTINCT_VALUES_CACHE_MS,
  distinctValuesQueryOptions,
  productsKeys,
  storeProductsQueryOptions,
} from '../products/products.queries';
import {
  apiKeysQueryOptions,
  invoicesQueryOptions,
  profileKeys,
  updateApiKeysMutationOptions,
} from '../profile/profile.queries';
import { emptyBatchInitBody } from '../stores/stores.mock';
import {
  batchInitQueryOptions,
  deleteStoreMutationOptions,
  STORE_LIST_SYNC_POLL_MS,
  storeListPollInterval,
  storesKeys,
  vendorInfoQueryOptions,
} from '../stores/stores.queries';
import { useApiHarness } from './client.harness';
import { mutationKey, storesearchKeys } from './client.keys';
import { ROUTE_READS_FRESH_MS } from './client.queries';

const h = useApiHarness();
const shop = { storeId: 11, storeType: 'shopify' } as const;
const woo = { storeId: 11, storeType: 'woocommerce' } as const;
/** A rule the writes below save. */
const rule: BoostingRuleBody = {
  name: 'Nike',
  type: 'attribute',
  matcher: { bool: { should: [{ term: { brand: 'Nike' } }] } },
  weight: 2,
  status: 'active',
  storeId: 11,
  storeType: 'shopify',
};
let queryClient = new QueryClient();
afterEach(() => {
  queryClient.clear();
  queryClient = new QueryClient();
});

describe('query keys', () => {
  it('scope store data by store type and id, user data by user, vendor lists apart', () => {
    expect(facetsKeys.facets(shop)).toEqual(['storesearch', 'store', 'shopify', '11', 'facets']);
    expect(storesearchKeys.store('11', 'shopify').all).toEqual(storesearchKeys.store(11, 'shopify').all);
    expect(productsKeys.distinctValues(shop, 'brand')).toEqual([
      'storesearch',
      'store',
      'shopify',
      '11',
      'distinct-values',
      'brand',
    ]);
    expect(analyticsKeys.recentSearches(9)).toEqual(['storesearch', 'user', '9', 'recent-searches']);
    expect(storesKeys.batchInit()).toEqual(['storesearch', 'vendor', 'batch-init']);
    expect(profileKeys.session()).toEqual(['storesearch', 'account', 'session']);
    expect(profileKeys.session()).toEqual(storesearchKeys.session());
    expect(mutationKey('saveFacets')).toEqual(['storesearch', 'mutation', 'saveFacets']);
  });

  it("invalidating one store's prefix leaves other stores, users and vendor lists fresh", async () => {
    const keys = [
      facetsKeys.facets(shop),
      productsKeys.distinctValues(shop, 'brand'),
      facetsKeys.facets(woo),
      facetsKeys.facets({ ...shop, storeId: 12 }),
      analyticsKeys.recentSearches(11),
      storesKeys.batchInit(),
    ];
    for (const key of keys) queryClient.setQueryData(key, 'cached');
    await queryClient.invalidateQueries({ queryKey: storesearchKeys.store(11, 'shopify').all });
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('query factories', () => {
  it('poll the dashboard every 30 s and the real-time page every 10 s, foreground only', () => {
    expect(DASHBOARD_POLL_MS).toBe(30_000);
    expect(REALTIME_POLL_MS).toBe(10_000);
    expect(batchDashboardQueryOptions(h.client, shop).refetchInterval).toBe(30_000);
    const realtime = realtimeQueryOptions(h.client, shop);
    expect(realtime.refetchInterval).toBe(10_000);
    expect(realtime.refetchIntervalInBackground).toBe(false);
  });

  it('read the store list again every 10 s while a store is synchronising, and stop when none is', async () => {
    expect(STORE_LIST_SYNC_POLL_MS).toBe(10_000);
    const idle = emptyBatchInitBody();
    const syncing = {
      ...idle,
      data: {
        ...idle.data,
        activeSyncs: [{ storeId: 11, storeType: 'shopify' as const, status: 'syncing' }],
      },
    };
    expect(storeListPollInterval(undefined)).toBe(false);
    // The run goes on for two reads, then the third finds it over.
    const answers = [syncing, syncing, idle];
    const reads = () => h.received.filter((request) => request.url.pathname.endsWith('/batch-init')).length;
    h.route('GET', '/api/v1/vendor-info/batch-init', () => Response.json(answers[Math.min(reads(), 3) - 1]));
    // The first read finds a run going; polling starts when a screen subscribes.
    await queryClient.fetchQuery(batchInitQueryOptions(h.client));
    // Polling runs in a browser: query-core schedules no timer where it sees a server.
    environmentManager.setIsServer(() => false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const observer = new QueryObserver(queryClient, batchInitQueryOptions(h.client));
      const unsubscribe = observer.subscribe(() => undefined);
      expect(observer.getCurrentResult().data?.activeSyncs).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(STORE_LIST_SYNC_POLL_MS - 1);
      expect(reads()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(reads()).toBe(2));
      await vi.advanceTimersByTimeAsync(STORE_LIST_SYNC_POLL_MS);
      await vi.waitFor(() => expect(observer.getCurrentResult().data?.activeSyncs).toEqual([]));
      expect(reads()).toBe(3);
      // No run is going: the list is not read again.
      await vi.advanceTimersByTimeAsync(5 * STORE_LIST_SYNC_POLL_MS);
      expect(reads()).toBe(3);
      unsubscribe();
    } finally {
      vi.useRealTimers();
      environmentManager.setIsServer(() => true);
    }
  });

  it('keep distinct values 300 s per store, store type and field', () => {
    expect(DISTINCT_VALUES_CACHE_MS).toBe(300_000);
    const brand = distinctValuesQueryOptions(h.client, shop, 'brand');
    expect(brand.staleTime).toBe(300_000);
    expect(brand.gcTime).toBe(300_000);
    const keys = [
      brand.queryKey,
      distinctValuesQueryOptions(h.client, shop, 'color').queryKey,
      distinctValuesQueryOptions(h.client, woo, 'brand').queryKey,
      distinctValuesQueryOptions(h.client, { ...shop, storeId: 12 }, 'brand').queryKey,
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(4);
  });

  it('fetch through the client with the query signal and serve the cache while fresh', async () => {
    h.route('GET', '/api/v1/data/stores/:storeId/distinct-values', ['Nike', 'Adidas']);
    const options = distinctValuesQueryOptions(h.client, shop, 'brand');
    expect(await queryClient.fetchQuery(options)).toEqual(['Nike', 'Adidas']);
    expect(h.inits[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(await queryClient.fetchQuery(options)).toEqual(['Nike', 'Adidas']);
    expect(h.received).toHaveLength(1);
  });
});

describe("a store's tuning lists", () => {
  const lists = () => [
    boostingRulesQueryOptions(h.client, shop),
    storeProductsQueryOptions(h.client, shop),
    facetsQueryOptions(h.client, shop),
    facetFieldsQueryOptions(h.client, shop),
    colorMappingsQueryOptions(h.client, shop),
    queryRulesQueryOptions(h.client, shop),
    synonymsQueryOptions(h.client, shop),
  ];

  it('count as fresh for 10 s, so a screen mounting after its route started the read does not ask again', () => {
    expect(ROUTE_READS_FRESH_MS).toBe(10_000);
    for (const read of lists()) expect(read.staleTime).toBe(ROUTE_READS_FRESH_MS);
  });

  it('are shared by a screen that mounts while fresh, and asked for again after (as are the admin lists)', async () => {
    vi.useFakeTimers();
    try {
      for (const options of [queryRulesQueryOptions(h.client, shop), adminUsersQueryOptions(h.client)]) {
        const queryFn = vi.fn(async () => []);
        const read = { queryKey: options.queryKey as QueryKey, staleTime: options.staleTime, queryFn };
        await queryClient.ensureQueryData(read);
        const mount = () => new QueryObserver(queryClient, read).subscribe(() => undefined);
        vi.advanceTimersByTime(ROUTE_READS_FRESH_MS - 1);
        mount()();
        expect(queryFn, String(read.queryKey)).toHaveBeenCalledTimes(1);
        vi.advanceTimersByTime(1);
        mount()();
        expect(queryFn, String(read.queryKey)).toHaveBeenCalledTimes(2);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('are asked for again at once after a write, fresh or not', async () => {
    h.route('GET', '/api/v1/boosting-rules', []);
    h.route('POST', '/api/v1/boosting-rules', { success: true });
    h.route('GET', '/api/v1/boosting-rules', []);
    const read = boostingRulesQueryOptions(h.client, shop);
    await queryClient.ensureQueryData(read);
    const observer = new QueryObserver(queryClient, read);
    const unsubscribe = observer.subscribe(() => undefined);
    await new MutationObserver(
      queryClient,
      createBoostingRuleMutationOptions(h.client, { queryClient }),
    ).mutate(rule);
    unsubscribe();
    expect(h.received.map((r) => r.method)).toEqual(['GET', 'POST', 'GET']);
  });
});

describe("the admin's lists and figures", () => {
  it('count as fresh for 10 s, so a screen mounting after its route started the read does not ask again', () => {
    for (const read of [
      adminUsersQueryOptions(h.client),
      subscriptionOrdersQueryOptions(h.client),
      pricingPlansQueryOptions(h.client),
      adminAnalyticsQueryOptions(h.client),
    ])
      expect(read.staleTime, String(read.queryKey)).toBe(ROUTE_READS_FRESH_MS);
  });
});

describe("a vendor's account reads", () => {
  it('count as fresh for 10 s, so a settings screen mounting after its route started the read does not ask again', () => {
    expect(ROUTE_READS_FRESH_MS).toBe(10_000);
    for (const read of [
      vendorInfoQueryOptions(h.client),
      apiKeysQueryOptions(h.client),
      invoicesQueryOptions(h.client, 11),
    ])
      expect(read.staleTime).toBe(ROUTE_READS_FRESH_MS);
  });

  it('read the API keys again at once after they are saved, fresh or not', async () => {
    const keys = { data: { firstVideoPlatformKey: '••••1234', secondVideoPlatformKey: null } };
    h.route('GET', '/api/user/api-keys', keys);
    h.route('PUT', '/api/user/api-keys', keys);
    h.route('GET', '/api/user/api-keys', keys);
    const read = apiKeysQueryOptions(h.client);
    await queryClient.ensureQueryData(read);
    const unsubscribe = new QueryObserver(queryClient, read).subscribe(() => undefined);
    await new MutationObserver(queryClient, updateApiKeysMutationOptions(h.client, { queryClient })).mutate({
      firstVideoPlatformKey: 'key-5678',
    });
    unsubscribe();
    expect(h.received.map((r) => r.method)).toEqual(['GET', 'PUT', 'GET']);
  });
});

describe('mutation factories', () => {
  it("invalidate the changed store's reads after a successful write when given a QueryClient", async () => {
    h.route('POST', '/api/v1/boosting-rules', { success: true });
    const rules = boostingKeys.rules(shop);
    const otherStore = boostingKeys.rules(woo);
    queryClient.setQueryData(rules, []);
    queryClient.setQueryData(otherStore, []);
    const observer = new MutationObserver(
      queryClient,
      createBoostingRuleMutationOptions(h.client, { queryClient }),
    );
    await observer.mutate(rule);
    expect(h.received[0]?.body).toEqual(rule);
    expect(queryClient.getQueryState(rules)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherStore)?.isInvalidated).toBe(false);
  });

  it("drop a deleted store's data without asking for it again, and refresh the vendor's lists", async () => {
    h.route('DELETE', '/api/v1/shopify-stores/11', { success: true });
    const deleted = storesearchKeys.store(11, 'shopify');
    const kept = facetsKeys.facets(woo);
    const stores = [...storesearchKeys.vendor, 'stores'];
    let fetchedDeleted = 0;
    // A screen still watching the deleted store: invalidating its data would refetch it at once (a 404).
    const watching = new QueryObserver(queryClient, {
      queryKey: facetsKeys.facets(shop),
      queryFn: async () => {
        fetchedDeleted++;
        return [];
      },
    });
    const unsubscribe = watching.subscribe(() => {});
    await vi.waitFor(() => expect(fetchedDeleted).toBe(1));
    queryClient.setQueryData(storesKeys.searchLab(shop), { urls: [] });
    queryClient.setQueryData(kept, []);
    queryClient.setQueryData(stores, []);
    const observer = new MutationObserver(queryClient, deleteStoreMutationOptions(h.client, { queryClient }));
    await observer.mutate({ storeId: 11, storeType: 'shopify' });
    unsubscribe();
    expect(queryClient.getQueryCache().findAll({ queryKey: deleted.all })).toEqual([]);
    expect(fetchedDeleted).toBe(1);
    expect(queryClient.getQueryState(kept)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(stores)?.isInvalidated).toBe(true);
  });

  it('leave invalidation to the caller without a QueryClient, and reject with the client error', async () => {
    const options = createBoostingRuleMutationOptions(h.client);
    expect(options.onSuccess).toBeUndefined();
    expect(options.mutationKey).toEqual(['storesearch', 'mutation', 'createBoostingRule']);
    h.route('POST', '/api/v1/boosting-rules', () =>
      Response.json({ error: 'Invalid vendorId' }, { status: 400 }),
    );
    const observer = new MutationObserver(queryClient, options);
    await expect(observer.mutate(rule)).rejects.toMatchObject({ kind: 'http', message: 'Invalid vendorId' });
  });
});
