/** Vendor, store and Search Lab endpoints of the demo backend. */

import type { StoreType } from '../../client/client.schema';
import {
  createShopifyStoreEndpoint,
  createWooCommerceStoreEndpoint,
  deleteShopifyStoreEndpoint,
  deleteWooCommerceStoreEndpoint,
  getBatchInitEndpoint,
  getSearchLabConfigEndpoint,
  getStoreVendorEndpoint,
  getVendorInfoEndpoint,
  resyncShopifyStoreEndpoint,
  resyncWooCommerceStoreEndpoint,
  saveSearchLabConfigEndpoint,
} from '../../stores/stores.api';
import { normaliseStoreUrl } from '../../stores/stores.rules';
import {
  activeSync,
  addStore,
  type DemoDb,
  type DemoStore,
  type DemoVendor,
  findUser,
  findVendor,
  removeStore,
  startSync,
  vendorStores,
} from '../mocks.db';
import { errorResponse, guardedRoute, route } from '../mocks.route';
import { NOT_SIGNED_IN } from './profile.routes';
import { callingVendor, ownedStore, VENDOR_NOT_FOUND, validationError } from './routes.shared';
import { syncHistoryOf } from './sync.routes';

/** Why a WooCommerce connection can fail: shown under 'Possible reasons:' (spec section 8). */
export const WOOCOMMERCE_POSSIBLE_REASONS = [
  'The consumer key or consumer secret is incorrect (keys start with ck_ and cs_).',
  'The WooCommerce REST API is disabled or the key lacks read permission.',
  'The store is not reachable over HTTPS or blocks requests from our servers.',
] as const;

/** Server message of a failed WooCommerce connection. */
export const WOOCOMMERCE_CONNECTION_FAILED = 'Could not connect to the WooCommerce store.';

/** Server message of a rejected Shopify access token. */
export const SHOPIFY_TOKEN_REJECTED = 'Shopify rejected the access token.';

/** Prefixes of the Shopify access tokens the demo accepts (Admin API, custom app, partner app). */
const SHOPIFY_TOKEN_PREFIXES = ['shpat_', 'shpca_', 'shppa_'];

const host = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

function shopifySource(store: DemoStore) {
  return {
    id: store.id,
    accessToken: store.accessToken,
    title: store.title,
    shopDomain: host(store.url),
    language: store.language,
    price_currency: store.currency,
    status: store.status,
    business_category: store.field,
  };
}

function wooCommerceSource(store: DemoStore) {
  return {
    id: store.id,
    consumerKey: store.accessToken,
    title: store.title,
    storeUrl: store.url,
    language: store.language,
    currency: store.currency,
    status: store.status,
    field: store.field,
  };
}

/** What every store listing says of a store: id, name (its title), URL and status. */
const storeBasics = (s: DemoStore) => ({ id: s.id, name: s.title, url: s.url, status: s.status });

const byType = (stores: readonly DemoStore[], storeType: StoreType): DemoStore[] =>
  stores.filter((s) => s.storeType === storeType);

/** The vendor's store of this platform at the same host, if one is connected already. */
function alreadyConnected(
  db: DemoDb,
  vendor: DemoVendor,
  storeType: StoreType,
  url: string,
): DemoStore | undefined {
  return byType(vendorStores(db, vendor.id), storeType).find((s) => host(s.url) === host(url));
}

function vendorForBody(db: DemoDb, storeVendorId: string): DemoVendor | Response {
  return findVendor(db, storeVendorId) ?? errorResponse(404, VENDOR_NOT_FOUND);
}

/** The context parts a re-sync or disconnect reads (the same for both platforms). */
interface StoreActionContext {
  /** State. */
  readonly db: DemoDb;
  /** Clock. */
  readonly now: number;
  /** Calling vendor. */
  readonly vendorId: number | null;
  /** Path parameters. */
  readonly params: { readonly id: string };
}

/** Re-sync of either platform: the running run, or a new one. */
function resync(ctx: StoreActionContext, storeType: StoreType) {
  const store = ownedStore(ctx, ctx.params.id, storeType);
  if (store instanceof Response) return store;
  const run = activeSync(ctx.db, store.id) ?? startSync(ctx.db, store, ctx.now, true);
  return {
    body: { success: true, message: `Re-sync started for ${store.title}.`, data: { syncId: run.id } },
  };
}

/** Disconnect of either platform: the store and everything it owns. */
function disconnect(ctx: StoreActionContext, storeType: StoreType) {
  const store = ownedStore(ctx, ctx.params.id, storeType);
  if (store instanceof Response) return store;
  removeStore(ctx.db, store);
  return { body: { success: true, message: `${store.title} was disconnected.` } };
}

/** What differs between the platforms when a store connects: the URL's message and the token check. */
interface ConnectRules {
  /** The catalogue message of a URL that is not one (spec section 5). */
  readonly invalidUrl: 'invalidUrl' | 'invalidShopifyUrl';
  /** The platform's refusal of a bad token, or null when it accepts it. */
  readonly rejectToken: (token: string) => Response | null;
}

/** Each platform's connect rules: WooCommerce keys start with ck_; Shopify tokens with an Admin API prefix. */
const CONNECT_RULES: Readonly<Record<StoreType, ConnectRules>> = {
  woocommerce: {
    invalidUrl: 'invalidUrl',
    rejectToken: (token) =>
      token.startsWith('ck_')
        ? null
        : errorResponse(400, WOOCOMMERCE_CONNECTION_FAILED, {
            possibleReasons: [...WOOCOMMERCE_POSSIBLE_REASONS],
          }),
  },
  shopify: {
    invalidUrl: 'invalidShopifyUrl',
    rejectToken: (token) =>
      SHOPIFY_TOKEN_PREFIXES.some((prefix) => token.startsWith(prefix))
        ? null
        : errorResponse(401, SHOPIFY_TOKEN_REJECTED),
  },
};

/**
 * Connect of either platform: a known vendor, a valid URL, an already connected store answers
 * `existing: true` (before the token is checked, like the real API), else the platform checks the token.
 */
function connectStore(
  ctx: { readonly db: DemoDb; readonly now: number },
  storeType: StoreType,
  storeVendorId: string,
  typedUrl: string,
  typedToken: string,
) {
  const rules = CONNECT_RULES[storeType];
  const vendor = vendorForBody(ctx.db, storeVendorId);
  if (vendor instanceof Response) return vendor;
  const url = normaliseStoreUrl(typedUrl);
  if (url === null) return validationError(rules.invalidUrl);
  const existing = alreadyConnected(ctx.db, vendor, storeType, url);
  if (existing)
    return {
      body: { success: true, message: 'Store already connected.', data: { id: existing.id, existing: true } },
    };
  const token = typedToken.trim();
  const rejected = rules.rejectToken(token);
  if (rejected) return rejected;
  const store = addStore(ctx.db, { vendorId: vendor.id, storeType, url, accessToken: token }, ctx.now);
  return {
    status: 201,
    body: { success: true, message: 'Store connected.', data: { id: store.id, existing: false } },
  };
}

/** Routes of the stores domain. */
export const storesRoutes = [
  route(
    getStoreVendorEndpoint,
    (ctx) => {
      // A vendor's stores (and their masked credentials) are for the signed-in owner or an admin only.
      if (!ctx.user) return errorResponse(401, NOT_SIGNED_IN);
      // The app also calls this with the signed-in user's id: resolve it to the user's vendor profile.
      const vendor =
        findVendor(ctx.db, ctx.params.vendorId) ??
        findVendor(ctx.db, findUser(ctx.db, ctx.params.vendorId)?.vendorId ?? -1);
      // Someone else's vendor reads as missing, so ids cannot be probed.
      if (!vendor || (ctx.user.role !== 'admin' && ctx.user.vendorId !== vendor.id)) {
        return errorResponse(404, VENDOR_NOT_FOUND);
      }
      const stores = vendorStores(ctx.db, vendor.id);
      return {
        body: {
          success: true,
          data: {
            id: vendor.id,
            name: vendor.name,
            shopifyStores: byType(stores, 'shopify').map(shopifySource),
            woocommerceStores: byType(stores, 'woocommerce').map(wooCommerceSource),
          },
        },
      };
    },
    { requiresVendor: false },
  ),

  guardedRoute(getVendorInfoEndpoint, callingVendor, (ctx, vendor) => {
    const stores = vendorStores(ctx.db, vendor.id);
    const common = (s: DemoStore) => ({
      ...storeBasics(s),
      language: s.language,
      currency: s.currency,
      field: s.field,
    });
    return {
      body: {
        success: true,
        data: {
          vendor: { id: vendor.id, name: vendor.name },
          stores: {
            shopify: byType(stores, 'shopify').map((s) => ({ ...common(s), accessToken: s.accessToken })),
            woocommerce: byType(stores, 'woocommerce').map((s) => ({
              ...common(s),
              consumerKey: s.accessToken,
            })),
          },
        },
      },
    };
  }),

  guardedRoute(getBatchInitEndpoint, callingVendor, (ctx, vendor) => {
    const stores = vendorStores(ctx.db, vendor.id);
    const row = (s: DemoStore) => ({ ...storeBasics(s), storeVendorId: s.vendorId, createdAt: s.createdAt });
    const ids = new Set(stores.map((s) => s.id));
    return {
      body: {
        success: true,
        data: {
          vendor: { id: vendor.id, name: vendor.name },
          stores: {
            shopify: byType(stores, 'shopify').map(row),
            woocommerce: byType(stores, 'woocommerce').map(row),
          },
          activeSyncs: ctx.db.syncRuns
            .filter((r) => r.status === 'syncing' && ids.has(r.storeId))
            .map((r) => ({ storeId: r.storeId, storeType: r.storeType, status: r.status })),
          syncHistory: syncHistoryOf(ctx.db, ids),
        },
      },
    };
  }),

  route(createWooCommerceStoreEndpoint, (ctx) =>
    connectStore(ctx, 'woocommerce', ctx.body.storeVendorId, ctx.body.storeUrl, ctx.body.consumerKey),
  ),
  route(createShopifyStoreEndpoint, (ctx) =>
    connectStore(ctx, 'shopify', ctx.body.storeVendorId, ctx.body.shopDomain, ctx.body.accessToken),
  ),

  route(resyncWooCommerceStoreEndpoint, (ctx) => resync(ctx, 'woocommerce')),
  route(resyncShopifyStoreEndpoint, (ctx) => resync(ctx, 'shopify')),
  route(deleteWooCommerceStoreEndpoint, (ctx) => disconnect(ctx, 'woocommerce')),
  route(deleteShopifyStoreEndpoint, (ctx) => disconnect(ctx, 'shopify')),

  route(getSearchLabConfigEndpoint, (ctx) => {
    const store = ownedStore(ctx, ctx.params.storeId);
    if (store instanceof Response) return store;
    const config = ctx.db.searchLab.get(store.id) ?? { checkoutSummaryUrls: [], paymentConfirmationUrls: [] };
    return { body: { success: true, data: config } };
  }),

  route(saveSearchLabConfigEndpoint, (ctx) => {
    const store = ownedStore(ctx, ctx.params.storeId);
    if (store instanceof Response) return store;
    const config = {
      checkoutSummaryUrls: ctx.body.checkoutSummaryUrls.map((r) => ({ ...r })),
      paymentConfirmationUrls: ctx.body.paymentConfirmationUrls.map((r) => ({ ...r })),
    };
    ctx.db.searchLab.set(store.id, config);
    return { body: { success: true, data: config } };
  }),
];
