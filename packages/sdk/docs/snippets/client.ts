import { createClient, type StoreSearchClient } from '@storesearch/sdk';
import { listBoostingRules } from '@storesearch/sdk/boosting';
import { getBatchInit } from '@storesearch/sdk/stores';

/** One client per API origin and vendor; every call function takes it as its first argument. */
export function createPartnerClient(baseUrl: string, vendorId: number): StoreSearchClient {
  return createClient({
    // The API origin: every endpoint path already starts with /api.
    baseUrl,
    // Sent as `x-vendor-id`; use `getVendorId: async () => ...` to resolve it per call instead.
    vendorId,
    // Optional: extra headers on every call, and your own fetch (SSR, tests, instrumentation).
    headers: { 'x-partner': 'acme-admin' },
  });
}

/** The vendor's stores, then the first store's boosting rules; aborting `signal` cancels whichever call is running. */
export async function loadFirstStoreRules(client: StoreSearchClient, signal?: AbortSignal) {
  const { stores } = await getBatchInit(client, { signal });
  const first = stores.shopify[0];
  if (!first) return [];
  // Responses are parsed by their zod/mini schemas: `rules` is typed and validated.
  const rules = await listBoostingRules(client, { storeId: first.id, storeType: 'shopify' }, { signal });
  return rules;
}
