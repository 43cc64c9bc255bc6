import type { StoreType } from './client.schema';

/** First element of every storesearch query key, so `invalidateQueries({ queryKey: storesearchKeys.all })` clears all. */
export const STORESEARCH_QUERY_SCOPE = 'storesearch';

const all = [STORESEARCH_QUERY_SCOPE] as const;

/** Keys of one store's data; invalidating `all` touches this store only. */
function storeKeys(storeId: string | number, storeType: StoreType) {
  const base = [STORESEARCH_QUERY_SCOPE, 'store', storeType, String(storeId)] as const;
  return {
    /** Prefix of everything cached for this store. */
    all: base,
    /** Sync progress (proposed endpoint). */
    syncProgress: () => [...base, 'sync-progress'] as const,
    /** Search Lab URL rules (proposed endpoint). */
    searchLab: () => [...base, 'search-lab'] as const,
    /** Products of the manual boost table. */
    products: () => [...base, 'products'] as const,
    /** Distinct values of one field. */
    distinctValues: (field: string) => [...base, 'distinct-values', field] as const,
    /** Products with matchable attributes (proposed endpoint). */
    productAttributes: () => [...base, 'product-attributes'] as const,
    /** Boosting rules. */
    boostingRules: () => [...base, 'boosting-rules'] as const,
    /** Colour mappings. */
    colorMappings: () => [...base, 'color-mappings'] as const,
    /** Fields available as facets. */
    facetFields: () => [...base, 'facet-fields'] as const,
    /** Facets. */
    facets: () => [...base, 'facets'] as const,
    /** Vendor dashboard data. */
    batchDashboard: () => [...base, 'batch-dashboard'] as const,
    /** Filter usage records. */
    filterUsage: () => [...base, 'filter-usage'] as const,
    /** Real-time data. */
    realtime: () => [...base, 'realtime'] as const,
    /** Usage limits. */
    usageLimits: () => [...base, 'usage-limits'] as const,
    /** Usage statistics. */
    usageStats: () => [...base, 'usage-stats'] as const,
  };
}

/** Keys of one user's data. */
function userKeys(userId: string | number) {
  const base = [STORESEARCH_QUERY_SCOPE, 'user', String(userId)] as const;
  return {
    /** Prefix of everything cached for this user. */
    all: base,
    /** Recent searches (Search State). */
    recentSearches: () => [...base, 'recent-searches'] as const,
    /** Invoice list (proposed endpoint). */
    invoices: () => [...base, 'invoices'] as const,
  };
}

const vendorBase = [STORESEARCH_QUERY_SCOPE, 'vendor'] as const;
const accountBase = [STORESEARCH_QUERY_SCOPE, 'account'] as const;

/**
 * Query keys, scoped so invalidation stays narrow: store data under `store(id, type).all`, user data
 * under `user(id).all`, the vendor's store list under `vendor`, the signed-in account under `account`.
 */
export const storesearchKeys = {
  /** Prefix of every storesearch key. */
  all,
  /** Prefix of the vendor's store lists (batch-init, vendor-info, store vendor). */
  vendor: vendorBase,
  /** Welcome-page data. */
  batchInit: () => [...vendorBase, 'batch-init'] as const,
  /** Vendor and stores per platform. */
  vendorInfo: () => [...vendorBase, 'vendor-info'] as const,
  /** One store vendor. */
  storeVendor: (vendorId: string | number) => [...vendorBase, 'store-vendor', String(vendorId)] as const,
  /** Prefix of the signed-in account's data. */
  account: accountBase,
  /** The signed-in user (proposed endpoint). */
  session: () => [...accountBase, 'session'] as const,
  /** The masked video-platform keys (proposed endpoint). */
  apiKeys: () => [...accountBase, 'api-keys'] as const,
  /** One store's keys. */
  store: storeKeys,
  /** One user's keys. */
  user: userKeys,
};

/** Key prefix for the writes' mutation keys. */
export function mutationKey(id: string): readonly [typeof STORESEARCH_QUERY_SCOPE, 'mutation', string] {
  return [STORESEARCH_QUERY_SCOPE, 'mutation', id];
}
