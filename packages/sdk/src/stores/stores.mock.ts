/**
 * The stores domain in the demo backend: vendor profiles and their connected stores (connecting one gives it a
 * catalogue, default tuning and a first sync; disconnecting removes everything it owns), and Search Lab rules.
 */
import type * as z from 'zod/mini';
import type { StoreType } from '../client/client.schema';
import { defaultFacets } from '../facets/facets.mock';
import { formatMessage } from '../i18n/i18n.format';
import { errorResponse } from '../mocks/mocks.answer';
import { brandMix, generateCatalog } from '../mocks/mocks.catalog';
import type { DemoDb } from '../mocks/mocks.db';
import {
  callingVendor,
  findUser,
  findVendor,
  iso,
  ownedStore,
  storeInPath,
  VENDOR_NOT_FOUND,
  validationError,
  vendorStores,
} from '../mocks/mocks.lookups';
import { createRandom } from '../mocks/mocks.random';
import { defineDomainMock, route } from '../mocks/mocks.route';
import {
  DEMO_MIN_PRODUCTS_PER_STORE,
  DEMO_PLANS,
  DEMO_SECOND_VENDOR_ID,
  DEMO_STORES,
  DEMO_USERS,
  DEMO_VENDOR_ID,
  type DemoPlanName,
} from '../mocks/mocks.seed';
import { activeSync, emptySyncHistory, startSync, syncHistoryOf } from '../sync/sync.mock';
import type { BillingCycle } from '../usage/usage.schema';
import { checkSearchLabConfig } from './searchlab.rules';
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
} from './stores.api';
import { hostToUnicode } from './stores.host';
import { normaliseStoreUrl } from './stores.rules';
import type {
  BatchInitStore,
  batchInitResponseSchema,
  SearchLabConfig,
  Store,
  StoreVendor,
} from './stores.schema';

/** A vendor profile: the API's name, with the numeric ids the server hands out and the plan it bills. */
export interface DemoVendor extends Pick<StoreVendor, 'name'> {
  /** Vendor id (numeric, as the boosting rules require). */
  id: number;
  /** The user who owns it. */
  userId: number;
  /** Subscription plan. */
  planName: DemoPlanName;
  /** How the plan is billed. */
  billing: BillingCycle;
  /** The plan changes the vendor made, oldest first; each raised an invoice. */
  planChanges: DemoPlanChange[];
}

/** A plan change a vendor made, and the invoice it raised for the new plan's first period. */
export interface DemoPlanChange {
  /** When (epoch ms). */
  readonly at: number;
  /** The plan before. */
  readonly from: DemoPlanName;
  /** The plan after. */
  readonly planName: DemoPlanName;
  /** How the plan after is billed. */
  readonly billing: BillingCycle;
  /** Amount invoiced for its first period. */
  readonly amount: number;
  /** Number of that invoice. */
  readonly invoiceNumber: string;
}

/** A demo store's IANA time zone, from the market its currency names: its schedules are read in it. */
export function demoStoreTimeZone(store: Pick<DemoStore, 'currency'>): string {
  switch (store.currency) {
    case 'USD':
      return 'America/New_York';
    case 'EUR':
      return 'Europe/Berlin';
    case 'GBP':
      return 'Europe/London';
    default:
      return 'UTC';
  }
}

/** A connected store: the API's fields of both platforms in one record, with the server's numeric ids. */
export interface DemoStore
  extends Pick<Store, 'storeType' | 'title' | 'url' | 'language' | 'currency' | 'status' | 'field'>,
    Pick<BatchInitStore, 'createdAt'> {
  /** Store id, unique across platforms. */
  id: number;
  /** Owning vendor. */
  vendorId: number;
  /** Shopify access token or WooCommerce consumer key, in full (the API only ever sends it masked). */
  accessToken: string;
}

/** The stores domain's part of the demo state. */
export interface StoresState {
  /** Vendor profiles. */
  vendors: DemoVendor[];
  /** Connected stores. */
  stores: DemoStore[];
  /** Search Lab configuration per store id. */
  searchLab: Map<number, SearchLabConfig>;
}

/** The seeded vendor profiles: vendor 1 on Professional, vendor 2 on Starter. */
export function seedVendors(): DemoVendor[] {
  return [
    {
      id: DEMO_VENDOR_ID,
      name: 'Northwind Sports GmbH',
      userId: DEMO_USERS.vendor.id,
      planName: 'Professional',
      billing: 'monthly',
      planChanges: [],
    },
    {
      id: DEMO_SECOND_VENDOR_ID,
      name: 'Trailhead Outfitters Ltd',
      userId: DEMO_USERS.secondVendor.id,
      planName: 'Starter',
      billing: 'monthly',
      planChanges: [],
    },
  ];
}

/** The Search Lab rules a merchandiser would have set up: the platform's checkout and thank-you pages. */
export function seededSearchLab(store: DemoStore): SearchLabConfig {
  const shopify = store.storeType === 'shopify';
  return {
    checkoutSummaryUrls: [{ matchType: 'contains', fragment: shopify ? '/checkouts/' : '/checkout/' }],
    paymentConfirmationUrls: [
      { matchType: 'contains', fragment: shopify ? '/thank_you' : '/order-received/' },
    ],
  };
}

/**
 * Title a shop would have, from its host read in Unicode: "shop.acme-sports.com" gives "Acme Sports",
 * "xn--schuhe-mller-klb.myshopify.com" gives "Schuhe Müller".
 */
export function titleFromHost(host: string): string {
  const labels = hostToUnicode(host)
    .replace(/^www\./, '')
    .split('.');
  const name =
    labels.find((l) => !['shop', 'store', 'outlet'].includes(l) && l !== labels.at(-1)) ?? labels[0] ?? host;
  return name
    .split(/[-_]/)
    .filter(Boolean)
    .map(([first = '', ...rest]) => first.toUpperCase() + rest.join(''))
    .join(' ');
}

/** Input of `addStore`. */
export interface NewStoreInput {
  /** Owning vendor. */
  vendorId: number;
  /** Platform. */
  storeType: StoreType;
  /** Normalised address with scheme. */
  url: string;
  /** Access token or consumer key. */
  accessToken: string;
}

/** Connects a new store at `now`: a fresh catalogue, default tuning and its first sync. */
export function addStore(db: DemoDb, input: NewStoreInput, now: number): DemoStore {
  const id = db.nextId++;
  const random = createRandom(db.seed).fork(`created-store-${id}`);
  const parsed = new URL(input.url);
  const store: DemoStore = {
    id,
    vendorId: input.vendorId,
    storeType: input.storeType,
    title: titleFromHost(parsed.hostname),
    // Stored as shops list themselves: origin plus path, without a bare trailing slash.
    url: `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`,
    language: 'en',
    currency: 'USD',
    status: 'active',
    field: 'General',
    accessToken: input.accessToken,
    createdAt: iso(now),
  };
  db.stores.push(store);
  const products = generateCatalog(random.fork('products'), {
    firstId: id * 10_000,
    count: DEMO_MIN_PRODUCTS_PER_STORE + random.int(0, 80),
    ...brandMix(random.sample(['Nike', 'Adidas', 'Puma', 'New Balance', 'Asics'], 2)),
  });
  db.products.set(id, products);
  // A store connected just now has no search traffic yet.
  db.analytics.set(id, { monthly: [], queries: [], productClicks: [], filterUsage: [], realtime: [] });
  db.facets.set(id, defaultFacets(db, products, false));
  db.searchLab.set(id, { checkoutSummaryUrls: [], paymentConfirmationUrls: [] });
  startSync(db, store, now, false);
  return store;
}

/** Removes a store and everything that belongs to it. */
export function removeStore(db: DemoDb, store: DemoStore): void {
  db.stores = db.stores.filter((s) => s.id !== store.id);
  db.products.delete(store.id);
  db.analytics.delete(store.id);
  db.facets.delete(store.id);
  db.searchLab.delete(store.id);
  db.boostingRules = db.boostingRules.filter((r) => r.storeId !== store.id);
  db.colorMappings = db.colorMappings.filter((m) => m.storeId !== store.id);
  db.syncRuns = db.syncRuns.filter((r) => r.storeId !== store.id);
}

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

/** A batch-init body of a vendor (vendor 1 unless given) that has no store yet: the welcome page's first visit. */
export function emptyBatchInitBody(
  vendor: { readonly id: number; readonly name: string } = { id: DEMO_VENDOR_ID, name: 'New Vendor' },
): z.input<typeof batchInitResponseSchema> {
  return {
    success: true,
    data: {
      vendor: { id: vendor.id, name: vendor.name },
      stores: { shopify: [], woocommerce: [] },
      activeSyncs: [],
      syncHistory: emptySyncHistory(),
    },
  };
}

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
 * `existing: true` (before the token is checked, like the real API); a vendor whose plan's stores are all in
 * use is refused (403, with the limit in `details`); else the platform checks the token.
 */
function connectStore(
  ctx: { readonly db: DemoDb; readonly now: number },
  storeType: StoreType,
  storeVendorId: string,
  typedUrl: string,
  typedToken: string,
) {
  const rules = CONNECT_RULES[storeType];
  const vendor = findVendor(ctx.db, storeVendorId);
  if (!vendor) return errorResponse(404, VENDOR_NOT_FOUND);
  const url = normaliseStoreUrl(typedUrl, { siteRoot: storeType === 'shopify' });
  if (url === null) return validationError(rules.invalidUrl);
  const existing = alreadyConnected(ctx.db, vendor, storeType, url);
  if (existing)
    return {
      body: { success: true, message: 'Store already connected.', data: { id: existing.id, existing: true } },
    };
  // The plan's store limit is per account: a new store needs a free place (an already connected one does not).
  const limit = DEMO_PLANS[vendor.planName].stores;
  if (vendorStores(ctx.db, vendor.id).length >= limit)
    return errorResponse(403, formatMessage('storeLimitReached', { plan: vendor.planName, limit }), {
      limit: 'stores',
      plan: vendor.planName,
      allowed: limit,
    });
  const token = typedToken.trim();
  const rejected = rules.rejectToken(token);
  if (rejected) return rejected;
  const store = addStore(ctx.db, { vendorId: vendor.id, storeType, url, accessToken: token }, ctx.now);
  return {
    status: 201,
    body: { success: true, message: 'Store connected.', data: { id: store.id, existing: false } },
  };
}

const SHOPIFY = DEMO_STORES.shopify.id;
const WOO = DEMO_STORES.woocommerce.id;

/** The stores domain's calls in the demo backend. */
export const storesMock = defineDomainMock({
  domain: 'stores',
  tag: { name: 'stores', description: "The vendor's connected Shopify and WooCommerce stores." },
  routes: [
    route(getStoreVendorEndpoint).with({
      summary: 'The store vendor with its Shopify and WooCommerce stores (also called with the user id).',
      access: 'user',
      sample: () => ({ params: { vendorId: DEMO_VENDOR_ID } }),
      answer: (ctx) => {
        // The app also calls this with the signed-in user's id: resolve it to the user's vendor profile.
        const vendor =
          findVendor(ctx.db, ctx.params.vendorId) ??
          findVendor(ctx.db, findUser(ctx.db, ctx.params.vendorId)?.vendorId ?? -1);
        // A vendor's stores (and their masked credentials) are for the owner or an admin only; someone else's
        // vendor reads as missing, so ids cannot be probed.
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
    }),

    route(getVendorInfoEndpoint).with({
      summary: 'The signed-in vendor and its stores per platform.',
      access: 'vendor',
      sample: () => ({}),
      find: callingVendor,
      answer: (ctx, vendor) => {
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
      },
    }),

    route(getBatchInitEndpoint).with({
      summary: 'Vendor, stores, active syncs and sync history for the welcome page.',
      access: 'vendor',
      sample: () => ({}),
      find: callingVendor,
      answer: (ctx, vendor) => {
        const stores = vendorStores(ctx.db, vendor.id);
        const row = (s: DemoStore) => ({
          ...storeBasics(s),
          storeVendorId: s.vendorId,
          createdAt: s.createdAt,
          timeZone: demoStoreTimeZone(s),
        });
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
      },
    }),

    route(createWooCommerceStoreEndpoint).with({
      summary: 'Connects a WooCommerce store; `existing: true` when it was already connected.',
      access: 'vendor',
      sample: () => ({
        body: { storeVendorId: DEMO_VENDOR_ID, storeUrl: 'new-shop.example.com', consumerKey: 'ck_123' },
      }),
      answer: (ctx) =>
        connectStore(ctx, 'woocommerce', ctx.body.storeVendorId, ctx.body.storeUrl, ctx.body.consumerKey),
    }),

    route(createShopifyStoreEndpoint).with({
      summary: 'Connects a Shopify store.',
      access: 'vendor',
      sample: () => ({
        body: {
          storeVendorId: DEMO_VENDOR_ID,
          shopDomain: 'new-shop.myshopify.com',
          accessToken: 'shpat_123',
        },
      }),
      answer: (ctx) =>
        connectStore(ctx, 'shopify', ctx.body.storeVendorId, ctx.body.shopDomain, ctx.body.accessToken),
    }),

    route(resyncWooCommerceStoreEndpoint).with({
      summary: 'Re-synchronises a WooCommerce store.',
      access: 'vendor',
      sample: () => ({ params: { id: WOO } }),
      answer: (ctx) => resync(ctx, 'woocommerce'),
    }),

    route(resyncShopifyStoreEndpoint).with({
      summary: 'Re-synchronises a Shopify store.',
      access: 'vendor',
      sample: () => ({ params: { id: SHOPIFY } }),
      answer: (ctx) => resync(ctx, 'shopify'),
    }),

    route(deleteWooCommerceStoreEndpoint).with({
      summary: 'Disconnects a WooCommerce store.',
      access: 'vendor',
      sample: () => ({ params: { id: WOO } }),
      answer: (ctx) => disconnect(ctx, 'woocommerce'),
    }),

    route(deleteShopifyStoreEndpoint).with({
      summary: 'Disconnects a Shopify store.',
      access: 'vendor',
      sample: () => ({ params: { id: SHOPIFY } }),
      answer: (ctx) => disconnect(ctx, 'shopify'),
    }),

    route(getSearchLabConfigEndpoint).with({
      summary: 'The Search Lab checkout-summary and payment-confirmation URL rules of a store.',
      access: 'vendor',
      sample: () => ({ params: { storeId: SHOPIFY } }),
      find: storeInPath,
      answer: (ctx, store) => {
        const config = ctx.db.searchLab.get(store.id) ?? {
          checkoutSummaryUrls: [],
          paymentConfirmationUrls: [],
        };
        return { body: { success: true, data: config } };
      },
    }),

    route(saveSearchLabConfigEndpoint).with({
      summary: 'Replaces the Search Lab URL rules of a store.',
      access: 'vendor',
      sample: () => ({
        params: { storeId: SHOPIFY },
        body: {
          checkoutSummaryUrls: [{ matchType: 'equals', fragment: '/cart/summary' }],
          paymentConfirmationUrls: [],
        },
      }),
      find: storeInPath,
      answer: (ctx, store) => {
        const checked = checkSearchLabConfig(ctx.body);
        if (!checked.ok)
          return validationError(checked.error, { group: checked.group, position: checked.position });
        const { config } = checked;
        ctx.db.searchLab.set(store.id, config);
        return { body: { success: true, data: config } };
      },
    }),
  ],
});
