import type { StoreScope, StoreType } from './client.schema';

/** First element of every storesearch query key, so `invalidateQueries({ queryKey: storesearchKeys.all })` clears all. */
export const STORESEARCH_QUERY_SCOPE = 'storesearch';

const all = [STORESEARCH_QUERY_SCOPE] as const;
const vendorBase = [STORESEARCH_QUERY_SCOPE, 'vendor'] as const;
const accountBase = [STORESEARCH_QUERY_SCOPE, 'account'] as const;
const adminBase = [STORESEARCH_QUERY_SCOPE, 'admin'] as const;

/** Keys of one store's data; invalidating `all` touches this store only. */
function storeKeys(storeId: string | number, storeType: StoreType) {
  return {
    /** Prefix of everything cached for this store. */
    all: [STORESEARCH_QUERY_SCOPE, 'store', storeType, String(storeId)] as const,
  };
}

/** Keys of one user's data. */
function userKeys(userId: string | number) {
  return {
    /** Prefix of everything cached for this user. */
    all: [STORESEARCH_QUERY_SCOPE, 'user', String(userId)] as const,
  };
}

/**
 * The scopes every query key sits under, so invalidation stays narrow: store data under `store(id, type).all`,
 * user data under `user(id).all`, the vendor's store lists under `vendor`, the signed-in account under `account`,
 * the admin area under `admin`. Each domain's keys (`boostingKeys`, `profileKeys`, …) extend one of them.
 */
export const storesearchKeys = {
  /** Prefix of every storesearch key. */
  all,
  /** Prefix of the vendor's store lists (batch-init, vendor-info, store vendor). */
  vendor: vendorBase,
  /** Prefix of the signed-in account's data. */
  account: accountBase,
  /** The signed-in user: the account's own key, which an app shell seeds at sign-in without a client. */
  session: () => [...accountBase, 'session'] as const,
  /** Prefix of the admin area's data. */
  admin: adminBase,
  /** One store's keys. */
  store: storeKeys,
  /** One user's keys. */
  user: userKeys,
};

/** The key prefix of one store's data: `storesearchKeys.store(id, type).all` for a store scope. */
export function storeScopeKey(store: StoreScope) {
  return storeKeys(store.storeId, store.storeType).all;
}

/** Key prefix for the writes' mutation keys. */
export function mutationKey(id: string): readonly [typeof STORESEARCH_QUERY_SCOPE, 'mutation', string] {
  return [STORESEARCH_QUERY_SCOPE, 'mutation', id];
}
