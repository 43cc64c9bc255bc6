/**
 * The fixed facts of the demo world: ids, people and timings that stories and tests refer to by name.
 * Everything else is generated from the seed.
 */
import type { StoreScope } from '../client/client.schema';

/** Seed used when none is given: the app, Storybook and the README screenshots all show this world. */
export const DEMO_SEED = 20_240_601;

/**
 * The instant the seeded history ends ("now" for generated data). Fixed, so two runs on different
 * days render identical stories; pass `anchor: Date.now()` for fresh-looking dates.
 */
export const DEMO_ANCHOR_TIME = Date.UTC(2026, 9, 15, 10, 0, 0);

/** How long a demo sync takes from 0 to 100 %: long enough for the progress dialog (polls every 3 s) to show steps. */
export const DEMO_SYNC_DURATION_MS = 12_000;

/** A sync of a store whose URL contains this marker fails half-way, so the failed state can be demonstrated. */
export const DEMO_FAILING_SYNC_MARKER = 'failing-sync';

/** Minimum number of products generated per store. */
export const DEMO_MIN_PRODUCTS_PER_STORE = 500;

/** Months of search analytics kept per store. */
export const DEMO_ANALYTICS_MONTHS = 24;

/** Months returned by usage stats (the usage chart spans 12 months). */
export const DEMO_USAGE_MONTHS = 12;

/** Vendor 1: owns a Shopify and a WooCommerce store. */
export const DEMO_VENDOR_ID = 101;

/** Vendor 2: owns a single WooCommerce store. */
export const DEMO_SECOND_VENDOR_ID = 102;

/** Ids of the seeded stores (unique across store types, so a store id alone names a store). */
export const DEMO_STORES = {
  /** Vendor 1's Shopify store. */
  shopify: { id: 201, storeType: 'shopify', vendorId: DEMO_VENDOR_ID },
  /** Vendor 1's WooCommerce store. */
  woocommerce: { id: 301, storeType: 'woocommerce', vendorId: DEMO_VENDOR_ID },
  /** Vendor 2's only store. */
  secondVendor: { id: 302, storeType: 'woocommerce', vendorId: DEMO_SECOND_VENDOR_ID },
} as const;

/** Each seeded store as a store scope (`{ storeId, storeType }`), the input most store calls take. */
export const DEMO_STORE_SCOPES = {
  /** Vendor 1's Shopify store. */
  shopify: { storeId: DEMO_STORES.shopify.id, storeType: DEMO_STORES.shopify.storeType },
  /** Vendor 1's WooCommerce store. */
  woocommerce: { storeId: DEMO_STORES.woocommerce.id, storeType: DEMO_STORES.woocommerce.storeType },
  /** Vendor 2's only store. */
  secondVendor: { storeId: DEMO_STORES.secondVendor.id, storeType: DEMO_STORES.secondVendor.storeType },
} as const satisfies Record<keyof typeof DEMO_STORES, StoreScope>;

/** The demo people: one platform admin and one vendor user per vendor profile. */
export const DEMO_USERS = {
  /** Platform admin (role admin, no vendor profile). */
  admin: {
    id: 1,
    firstname: 'Alex',
    lastname: 'Morgan',
    email: 'admin@storesearch.demo',
    role: 'admin',
    vendorId: null,
  },
  /** Vendor 1's owner (role user, shown as Vendor). */
  vendor: {
    id: 11,
    firstname: 'Maya',
    lastname: 'Lindqvist',
    email: 'maya@northwind-sports.demo',
    role: 'user',
    vendorId: DEMO_VENDOR_ID,
  },
  /** Vendor 2's owner. */
  secondVendor: {
    id: 12,
    firstname: 'Tomás',
    lastname: 'Herrera',
    email: 'tomas@trailhead-outfitters.demo',
    role: 'user',
    vendorId: DEMO_SECOND_VENDOR_ID,
  },
} as const;

/** Every demo user's password until they change it (the proposed change-email and change-password calls check it). */
export const DEMO_PASSWORD = 'storesearch-demo';

/** Plans with the list prices of spec section 9 and the limits the usage page compares against. */
export const DEMO_PLANS = {
  /** Starter: $19 a month. */
  Starter: { monthlyPrice: 19, searches: 500, products: 1_000, stores: 1 },
  /** Professional: $49 a month. */
  Professional: { monthlyPrice: 49, searches: 1_000, products: 5_000, stores: 3 },
  /** Enterprise: $99 a month. */
  Enterprise: { monthlyPrice: 99, searches: 100_000, products: 100_000, stores: 25 },
} as const;

/** A plan name. */
export type DemoPlanName = keyof typeof DEMO_PLANS;
