import { createClient, type StoreSearchClient } from '@storesearch/sdk';

/**
 * The storesearch client of the host app. With `VITE_STORESEARCH_API_URL` it calls that API; without it,
 * the SDK's demo backend answers inside the page through `createDemoFetch` (no service worker, no
 * server), loaded with a dynamic import so a build for a real API never ships it.
 */
export async function createStoresearchClient(): Promise<StoreSearchClient> {
  const baseUrl = import.meta.env.VITE_STORESEARCH_API_URL;
  if (baseUrl) {
    const vendorId = import.meta.env.VITE_STORESEARCH_VENDOR_ID;
    return createClient({ baseUrl, ...(vendorId ? { vendorId } : {}) });
  }
  const { createDemoFetch, DEMO_VENDOR_ID, getDemoBackend } = await import('@storesearch/sdk/mocks');
  return createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID, fetch: createDemoFetch(getDemoBackend()) });
}
