import * as z from 'zod/mini';
import { idSchema, storeTypeSchema } from '../client/client.schema';
import { maskedSecretSchema } from '../client/client.secret';
import { isTimeZone } from '../i18n/i18n.zone';
import { activeSyncSchema, syncHistorySchema, syncStatusSchema } from '../sync/sync.schema';

/** Lifecycle of a connected store; new stores default to active. */
export const storeStatusSchema = z.enum(['active', 'pending', 'inactive']);

/** Lifecycle of a connected store. */
export type StoreStatus = z.infer<typeof storeStatusSchema>;

/** Default currency of a store that names none (spec section 9). */
export const DEFAULT_STORE_CURRENCY = 'USD';

/** Default status of a store that names none (spec section 9). */
export const DEFAULT_STORE_STATUS = 'active' satisfies StoreStatus;

/**
 * A store's IANA time zone as the API names it. One this runtime does not know (a typo, a zone newer than the
 * browser's data) reads as none, so the store's days are counted in the default zone instead of failing every
 * screen that counts them.
 */
export const storeTimeZoneSchema = z.optional(
  z.pipe(
    z.string(),
    z.transform((zone) => (isTimeZone(zone) ? zone : undefined)),
  ),
);

/** A vendor's connected shop in one normalised shape for both platforms (spec section 3). */
export const storeSchema = z.object({
  /** Store id. */
  id: idSchema,
  /** Shop title. */
  title: z.string(),
  /** Vendor name. */
  name: z.string(),
  /** Shop address. */
  url: z.string(),
  /** Shop language code. */
  language: z.string(),
  /** Currency code. */
  currency: z._default(z.string(), DEFAULT_STORE_CURRENCY),
  /** Lifecycle state. */
  status: z._default(storeStatusSchema, DEFAULT_STORE_STATUS),
  /** Platform. */
  storeType: storeTypeSchema,
  /** The owning vendor. */
  storeVendorId: idSchema,
  /** Business category. */
  field: z.string(),
  /** Shopify access token or WooCommerce consumer key, masked (`maskSecret`); empty when unknown. */
  accessToken: z._default(maskedSecretSchema, ''),
});

/** A vendor's connected shop. */
export type Store = z.infer<typeof storeSchema>;

/** A Shopify store as the store-vendor call returns it. */
export const shopifySourceStoreSchema = z.looseObject({
  /** Store id. */
  id: idSchema,
  /** Shopify access token, masked (`maskSecret`). */
  accessToken: z.optional(z.nullable(maskedSecretSchema)),
  /** Shop title. */
  title: z.optional(z.nullable(z.string())),
  /** The myshopify domain. */
  shopDomain: z.optional(z.nullable(z.string())),
  /** Language code. */
  language: z.optional(z.nullable(z.string())),
  /** Currency code. */
  price_currency: z.optional(z.nullable(z.string())),
  /** Lifecycle state. */
  status: z.optional(z.nullable(storeStatusSchema)),
  /** Business category. */
  business_category: z.optional(z.nullable(z.string())),
});

/** A Shopify store as the API returns it. */
export type ShopifySourceStore = z.infer<typeof shopifySourceStoreSchema>;

/** A WooCommerce store as the store-vendor call returns it. */
export const wooCommerceSourceStoreSchema = z.looseObject({
  /** Store id. */
  id: idSchema,
  /** WooCommerce consumer key, masked (`maskSecret`). */
  consumerKey: z.optional(z.nullable(maskedSecretSchema)),
  /** Shop title. */
  title: z.optional(z.nullable(z.string())),
  /** Shop address. */
  storeUrl: z.optional(z.nullable(z.string())),
  /** Language code. */
  language: z.optional(z.nullable(z.string())),
  /** Currency code. */
  currency: z.optional(z.nullable(z.string())),
  /** Lifecycle state. */
  status: z.optional(z.nullable(storeStatusSchema)),
  /** Business category. */
  field: z.optional(z.nullable(z.string())),
});

/** A WooCommerce store as the API returns it. */
export type WooCommerceSourceStore = z.infer<typeof wooCommerceSourceStoreSchema>;

/** A store vendor with its stores (spec section 3). */
export const storeVendorSchema = z.looseObject({
  /** Vendor id. */
  id: idSchema,
  /** Vendor name. */
  name: z.string(),
  /** Connected Shopify stores. */
  shopifyStores: z._default(z.array(shopifySourceStoreSchema), []),
  /** Connected WooCommerce stores. */
  woocommerceStores: z._default(z.array(wooCommerceSourceStoreSchema), []),
});

/** A store vendor with its stores. */
export type StoreVendor = z.infer<typeof storeVendorSchema>;

/** Response of GET /api/v1/storevendor/{vendorId}: `data` may be one vendor or an array of them. */
export const storeVendorResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The vendor, or a list whose first entry is the vendor. */
  data: z.optional(z.nullable(z.union([z.array(storeVendorSchema), storeVendorSchema]))),
  /** Failure text. */
  error: z.optional(z.looseObject({ message: z.optional(z.string()) })),
});

/** Response of the store-vendor call. */
export type StoreVendorResponse = z.infer<typeof storeVendorResponseSchema>;

/** A row of the welcome and sync screens' store list (spec section 3). */
export const storeListRowSchema = z.object({
  /** Store id. */
  id: idSchema,
  /** The owning vendor. */
  storeVendorId: idSchema,
  /** Platform. */
  storeType: storeTypeSchema,
  /** Display name. */
  storeName: z.string(),
  /** Address without its scheme. */
  storeUrl: z.string(),
  /** True when the store's status is active. */
  isActive: z.boolean(),
  /** ISO date-time the store was connected. */
  createdAt: z.string(),
  /** True when a sync run is in progress. */
  hasSyncProgress: z.boolean(),
  /** State of the latest run; null when never synchronised. */
  syncStatus: z.nullable(syncStatusSchema),
  /** The store's IANA time zone, when the API names one this runtime knows. */
  timeZone: storeTimeZoneSchema,
});

/** A row of the store list. */
export type StoreListRow = z.infer<typeof storeListRowSchema>;

/** A vendor (id and name). */
export const vendorSummarySchema = z.looseObject({
  /** Vendor id. */
  id: idSchema,
  /** Vendor name. */
  name: z.optional(z.string()),
});

/** A vendor (id and name). */
export type VendorSummary = z.infer<typeof vendorSummarySchema>;

const vendorInfoStoreShape = {
  /** Store id. */
  id: idSchema,
  /** Shop name. */
  name: z.optional(z.nullable(z.string())),
  /** Shop address. */
  url: z.optional(z.nullable(z.string())),
  /** Language code. */
  language: z.optional(z.nullable(z.string())),
  /** Currency code. */
  currency: z.optional(z.nullable(z.string())),
  /** Lifecycle state. */
  status: z.optional(z.nullable(storeStatusSchema)),
  /** Business category. */
  field: z.optional(z.nullable(z.string())),
};

/** A Shopify store in the vendor-info response. */
export const vendorInfoShopifyStoreSchema = z.looseObject({
  ...vendorInfoStoreShape,
  /** Shopify access token, masked (`maskSecret`). */
  accessToken: z.optional(z.nullable(maskedSecretSchema)),
});

/** A WooCommerce store in the vendor-info response. */
export const vendorInfoWooCommerceStoreSchema = z.looseObject({
  ...vendorInfoStoreShape,
  /** WooCommerce consumer key, masked (`maskSecret`). */
  consumerKey: z.optional(z.nullable(maskedSecretSchema)),
});

/** Response of GET /api/v1/vendor-info. */
export const vendorInfoResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The vendor and its stores per platform. */
  data: z.object({
    /** The vendor. */
    vendor: vendorSummarySchema,
    /** Stores per platform. */
    stores: z.object({
      /** Shopify stores. */
      shopify: z._default(z.array(vendorInfoShopifyStoreSchema), []),
      /** WooCommerce stores. */
      woocommerce: z._default(z.array(vendorInfoWooCommerceStoreSchema), []),
    }),
  }),
});

/** Response of the vendor-info call. */
export type VendorInfoResponse = z.infer<typeof vendorInfoResponseSchema>;

/** A store as batch-init lists it. */
export const batchInitStoreSchema = z.looseObject({
  /** Store id. */
  id: idSchema,
  /** The owning vendor. */
  storeVendorId: idSchema,
  /** Shop name. */
  name: z.string(),
  /** Shop address. */
  url: z.string(),
  /** Lifecycle state. */
  status: z._default(storeStatusSchema, DEFAULT_STORE_STATUS),
  /** ISO date-time the store was connected. */
  createdAt: z.string(),
  /** The store's IANA time zone, e.g. America/New_York (proposed): schedules are set in it. */
  timeZone: storeTimeZoneSchema,
});

/** A store as batch-init lists it. */
export type BatchInitStore = z.infer<typeof batchInitStoreSchema>;

/** The welcome page's data in one call. */
export const batchInitSchema = z.object({
  /** The vendor. */
  vendor: vendorSummarySchema,
  /** Stores per platform. */
  stores: z.object({
    /** Shopify stores. */
    shopify: z._default(z.array(batchInitStoreSchema), []),
    /** WooCommerce stores. */
    woocommerce: z._default(z.array(batchInitStoreSchema), []),
  }),
  /** Runs in progress. */
  activeSyncs: z._default(z.array(activeSyncSchema), []),
  /** Sync history and totals. */
  syncHistory: syncHistorySchema,
});

/** The welcome page's data. */
export type BatchInit = z.infer<typeof batchInitSchema>;

/** Response of GET /api/v1/vendor-info/batch-init. */
export const batchInitResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The data. */
  data: batchInitSchema,
});

/** Body of POST /api/v1/woocommerce-stores. */
export const createWooCommerceStoreBodySchema = z.object({
  /** The owning vendor. */
  storeVendorId: idSchema,
  /** Shop address. */
  storeUrl: z.string(),
  /** WooCommerce consumer key. */
  consumerKey: z.string(),
});

/** Body of a WooCommerce store creation. */
export type CreateWooCommerceStoreBody = z.input<typeof createWooCommerceStoreBodySchema>;

/** Body of POST /api/v1/shopify-stores. */
export const createShopifyStoreBodySchema = z.object({
  /** The owning vendor. */
  storeVendorId: idSchema,
  /** The myshopify domain. */
  shopDomain: z.string(),
  /** Shopify access token. */
  accessToken: z.string(),
});

/** Body of a Shopify store creation. */
export type CreateShopifyStoreBody = z.input<typeof createShopifyStoreBodySchema>;

/** Response of a store creation: the new id, and `existing: true` when the store was already connected. */
export const storeCreatedResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** Server message. */
  message: z.optional(z.string()),
  /** The store; the spec shows no body for Shopify, so it is optional. */
  data: z.optional(
    z.looseObject({
      /** Store id. */
      id: z.optional(idSchema),
      /** True when this store was already connected to the account. */
      existing: z.optional(z.boolean()),
    }),
  ),
});

/** Response of POST /api/v1/shopify-stores: the spec shows none, so an empty body is accepted too. */
export const shopifyStoreCreatedResponseSchema = z.optional(storeCreatedResponseSchema);

/** Result of a store creation, normalised. */
export const storeCreatedSchema = z.object({
  /** Store id, when the server returned one. */
  id: z.optional(z.string()),
  /** True when the store was already connected. */
  existing: z.boolean(),
});

/** Result of a store creation. */
export type StoreCreated = z.infer<typeof storeCreatedSchema>;

/** How a Search Lab URL rule matches a page address. */
export const urlMatchTypeSchema = z.enum(['contains', 'equals']);

/** A Search Lab URL rule: a fragment matched against page addresses. */
export const searchLabUrlRuleSchema = z.object({
  /** Match type. */
  matchType: urlMatchTypeSchema,
  /** URL fragment. */
  fragment: z.string(),
});

/** A Search Lab URL rule. */
export type SearchLabUrlRule = z.infer<typeof searchLabUrlRuleSchema>;

/** A store's Search Lab sales-data configuration (proposed). */
export const searchLabConfigSchema = z.object({
  /** Rules recognising checkout summary pages. */
  checkoutSummaryUrls: z.array(searchLabUrlRuleSchema),
  /** Rules recognising payment confirmation pages. */
  paymentConfirmationUrls: z.array(searchLabUrlRuleSchema),
});

/** A store's Search Lab configuration. */
export type SearchLabConfig = z.infer<typeof searchLabConfigSchema>;

/** Response of GET/PUT /api/v1/search-lab/{storeId} (proposed). */
export const searchLabConfigResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The configuration. */
  data: searchLabConfigSchema,
});
