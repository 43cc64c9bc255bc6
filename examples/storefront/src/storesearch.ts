import { createClient, type StoreSearchClient, type StoreType } from '@storesearch/sdk';
import { type Collector, createCollector, UBI_COLLECT_PATH } from '@storesearch/sdk/ubi';

/** The shop this page searches, as the widget script's embed address names it (`?storeId=&storeType=&vendorId=`). */
export interface Shop {
  /** The store's id. */
  readonly storeId: string;
  /** Its platform, which events carry as their `platform`. */
  readonly storeType: StoreType;
  /** Its vendor, which events carry as their `vendor_id`; null when the address does not say. */
  readonly vendorId: string | null;
}

/** The demo backend's Shopify store (vendor 101's store 201), searched when the address names no store. */
const DEMO_SHOP: Shop = { storeId: '201', storeType: 'shopify', vendorId: '101' };

/** The shop named by the page's address, else by the build's environment, else the demo's Shopify store. */
export function shopFromAddress(search: string = location.search): Shop {
  const params = new URLSearchParams(search);
  const env = import.meta.env;
  const storeId = params.get('storeId') ?? env.VITE_STORESEARCH_STORE_ID;
  if (!storeId) return DEMO_SHOP;
  const storeType = params.get('storeType') ?? env.VITE_STORESEARCH_STORE_TYPE;
  return {
    storeId,
    storeType: storeType === 'woocommerce' ? 'woocommerce' : 'shopify',
    vendorId: params.get('vendorId') ?? env.VITE_STORESEARCH_VENDOR_ID ?? null,
  };
}

/**
 * The API origin: `VITE_STORESEARCH_API_URL`, or the page's own origin, where `pnpm serve` (the demo server)
 * answers `/api` next to the page. Every endpoint path already starts with `/api`.
 */
const apiOrigin = import.meta.env.VITE_STORESEARCH_API_URL ?? '';

/** The client of the shopper's search: a public call, so no vendor id and no session. */
export function createShopClient(): StoreSearchClient {
  return createClient({ baseUrl: apiOrigin });
}

/**
 * The page's one analytics collector: events about this shop (`platform` is its store type), sent in batches
 * to the collect endpoint (5 events, 3 s after the last one, or when the page is hidden or closed).
 */
export function createShopCollector(shop: Shop): Collector {
  return createCollector({
    endpoint: `${apiOrigin}${UBI_COLLECT_PATH}`,
    storeId: shop.storeId,
    vendorId: shop.vendorId,
    platform: shop.storeType,
  });
}
