/**
 * The demo backend's state: one plain object, each domain's part typed in that domain's mock module, generated
 * from a seed here. Generation is split into independent random streams (`fork`) so one store's data never
 * shifts another's, and runs in one fixed order, which fixes every id and every random draw: the same seed
 * always gives the same world, the world every story's picture is drawn from.
 */
import { type AdminState, createDemoAdmin } from '../admin/admin.mock';
import { type AnalyticsState, generateAnalytics } from '../analytics/analytics.mock';
import { type BoostingState, seedBoostingRuleHistory, seedBoostingRules } from '../boosting/boosting.mock';
import { type ColorsState, seedColorMappings } from '../colors/colors.mock';
import { defaultFacets, type FacetsState } from '../facets/facets.mock';
import { type MerchandisingDemoState, seedDemoMerchandising } from '../merchandising/merchandising.mock';
import { emptyMerchandisingState } from '../merchandising/merchandising.state';
import type { ProductsState } from '../products/products.mock';
import { type ProfileState, seedProfiles } from '../profile/profile.mock';
import { type DemoStore, type StoresState, seededSearchLab, seedVendors } from '../stores/stores.mock';
import { type SyncState, seedRunningSync, seedSyncHistory } from '../sync/sync.mock';
import type { UbiState } from '../ubi/ubi.mock';
import { brandMix, generateCatalog } from './mocks.catalog';
import { findStore, iso } from './mocks.lookups';
import { createRandom } from './mocks.random';
import { DEMO_ANCHOR_TIME, DEMO_SEED, DEMO_STORES, DEMO_VENDOR_ID } from './mocks.seed';

/** The whole demo state: every domain's part, and what the world itself keeps. */
export interface DemoDb
  extends ProfileState,
    StoresState,
    ProductsState,
    AnalyticsState,
    SyncState,
    BoostingState,
    ColorsState,
    FacetsState,
    UbiState,
    MerchandisingDemoState,
    AdminState {
  /** Seed the data came from. */
  readonly seed: number;
  /** End of the generated history, epoch ms. */
  readonly anchor: number;
  /** Next id handed out for anything created at run time. */
  nextId: number;
}

/** Options of `createDemoDb`. */
export interface DemoDbOptions {
  /** End of the generated history (default DEMO_ANCHOR_TIME). */
  anchor?: number;
  /** Current time at creation, for the seeded in-progress sync (default: the anchor). */
  now?: number;
  /** Generated platform users and orders in the admin area (default DEMO_ADMIN_RECORDS; 10,000 for the benchmark). */
  adminRecords?: number;
}

const DAY_MS = 86_400_000;

/** Seeded stores: the facts a designer would recognise; products and analytics are generated. */
const SEEDED_STORES = [
  {
    ...DEMO_STORES.shopify,
    title: 'Northwind Sports',
    url: 'https://northwind-sports.myshopify.com',
    language: 'en',
    currency: 'USD',
    field: 'Sports & Outdoors',
    accessToken: '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',
    ageDays: 540,
    products: 640,
    favourites: ['Nike', 'Adidas', 'Hoka', 'Asics'],
    monthlySearches: 860,
  },
  {
    ...DEMO_STORES.woocommerce,
    title: 'Northwind Outlet',
    url: 'https://outlet.northwind-sports.com',
    language: 'de',
    currency: 'EUR',
    field: 'Apparel',
    accessToken: 'ck_8d1e4f0b7a2c49d3b6e5a0f9c1d2e3f4a5b6c7d8',
    ageDays: 300,
    products: 520,
    favourites: ['Nike', 'Puma', 'Reebok', 'Converse', 'Vans'],
    monthlySearches: 390,
  },
  {
    ...DEMO_STORES.secondVendor,
    title: 'Trailhead Outfitters',
    url: 'https://shop.trailhead-outfitters.co.uk',
    language: 'en',
    currency: 'GBP',
    field: 'Outdoor Equipment',
    accessToken: 'ck_5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b',
    ageDays: 200,
    products: 510,
    favourites: ['Salomon', 'The North Face', 'Patagonia', 'Columbia'],
    monthlySearches: 470,
  },
] as const;

/**
 * Creates the demo world for a seed; same seed and options, same data. Each seeded store gets, in this order, its
 * catalogue, its traffic, its sync history, then its tuning (rules and colour mappings from one stream, facets,
 * Search Lab rules).
 */
export function createDemoDb(seed: number = DEMO_SEED, options: DemoDbOptions = {}): DemoDb {
  const anchor = options.anchor ?? DEMO_ANCHOR_TIME;
  const now = options.now ?? anchor;
  const random = createRandom(seed);
  const profiles = seedProfiles();
  const db: DemoDb = {
    seed,
    anchor,
    users: profiles.users,
    vendors: seedVendors(),
    stores: [],
    products: new Map(),
    analytics: new Map(),
    syncRuns: [],
    seededSyncRunId: null,
    boostingRules: [],
    colorMappings: [],
    facets: new Map(),
    searchLab: new Map(),
    ubi: { events: [], duplicates: 0 },
    merchandising: emptyMerchandisingState(),
    session: profiles.session,
    admin: createDemoAdmin(seed, options.adminRecords === undefined ? {} : { records: options.adminRecords }),
    nextId: 1_000,
  };

  for (const seeded of SEEDED_STORES) {
    const storeRandom = random.fork(`store-${seeded.id}`);
    const store: DemoStore = {
      id: seeded.id,
      vendorId: seeded.vendorId,
      storeType: seeded.storeType,
      title: seeded.title,
      url: seeded.url,
      language: seeded.language,
      currency: seeded.currency,
      status: 'active',
      field: seeded.field,
      accessToken: seeded.accessToken,
      createdAt: iso(anchor - seeded.ageDays * DAY_MS),
    };
    db.stores.push(store);
    const products = generateCatalog(storeRandom.fork('products'), {
      firstId: seeded.id * 10_000,
      count: seeded.products,
      ...brandMix(seeded.favourites),
    });
    db.products.set(store.id, products);
    db.analytics.set(
      store.id,
      generateAnalytics(
        storeRandom.fork('analytics'),
        products,
        { monthlySearches: seeded.monthlySearches, brands: seeded.favourites },
        anchor,
      ),
    );
    seedSyncHistory(db, store, storeRandom.fork('syncs'), seeded.ageDays, products.length);
    const tuning = storeRandom.fork('tuning');
    seedBoostingRules(db, store, tuning, products);
    seedColorMappings(db, store, tuning);
    db.facets.set(store.id, defaultFacets(db, products, store.vendorId === DEMO_VENDOR_ID));
    db.searchLab.set(store.id, seededSearchLab(store));
  }
  db.syncRuns.sort((a, b) => b.startedAtMs - a.startedAtMs);
  db.merchandising = seedDemoMerchandising(db, anchor);
  seedBoostingRuleHistory(db, anchor);

  // One run in progress, started before "now" and long enough that a frozen clock keeps it mid-way:
  // the welcome page's Active Syncs section has something to show. A demo kept in a browser moves it to when
  // that demo began (`moveSeededSync`).
  seedRunningSync(db, findStore(db, DEMO_STORES.woocommerce.id)!, now);
  return db;
}
