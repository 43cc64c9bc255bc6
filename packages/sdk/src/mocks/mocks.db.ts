/**
 * The demo backend's state: one plain object, generated from a seed, that the handlers read and write.
 * Generation is split into independent random streams (`fork`) so one store's data never shifts
 * another's, and a store created at run time gets data as believable as the seeded ones.
 */
import type { BoolQuery, RuleStatus } from '../boosting/boosting.schema';
import type { StoreType } from '../client/client.schema';
import type { UserRole } from '../profile/profile.schema';
import type { SearchLabConfig, StoreStatus } from '../stores/stores.schema';
import type { SyncStatus } from '../sync/sync.schema';
import type { UbiEvent } from '../ubi/ubi.schema';
import { createDemoAdmin, type DemoAdmin } from './mocks.admin';
import { generateAnalytics, type StoreAnalytics } from './mocks.analytics';
import { brandMix, DEMO_COLORS, type DemoProduct, generateCatalog } from './mocks.catalog';
import { createRandom, type Random } from './mocks.random';
import {
  DEMO_ANCHOR_TIME,
  DEMO_FAILING_SYNC_MARKER,
  DEMO_MIN_PRODUCTS_PER_STORE,
  DEMO_PASSWORD,
  DEMO_SECOND_VENDOR_ID,
  DEMO_SEED,
  DEMO_STORES,
  DEMO_SYNC_DURATION_MS,
  DEMO_USERS,
  DEMO_VENDOR_ID,
  type DemoPlanName,
} from './mocks.seed';

/** A person who can sign in. */
export interface DemoUser {
  /** User id. */
  id: number;
  /** First name. */
  firstname: string;
  /** Last name. */
  lastname: string;
  /** Email address (read-only on the profile). */
  email: string;
  /** Profile image address, or null for the initials avatar. */
  image: string | null;
  /** admin, or user (shown as Vendor). */
  role: UserRole;
  /** The vendor profile this user manages, or null for admins. */
  vendorId: number | null;
  /** The two video-platform API keys, stored in full and returned masked. */
  apiKeys: { primary: string; secondary: string };
  /** The password the proposed change-email and change-password calls check. */
  password: string;
}

/** A vendor profile. */
export interface DemoVendor {
  /** Vendor id (numeric, as the boosting rules require). */
  id: number;
  /** Vendor (company) name. */
  name: string;
  /** The user who owns it. */
  userId: number;
  /** Subscription plan. */
  planName: DemoPlanName;
}

/** A connected store, with both platforms' fields kept in one record. */
export interface DemoStore {
  /** Store id, unique across platforms. */
  id: number;
  /** Owning vendor. */
  vendorId: number;
  /** Platform. */
  storeType: StoreType;
  /** Shop title. */
  title: string;
  /** Shop address with its scheme. */
  url: string;
  /** Language code. */
  language: string;
  /** Currency code. */
  currency: string;
  /** Lifecycle state. */
  status: StoreStatus;
  /** Business category. */
  field: string;
  /** Shopify access token or WooCommerce consumer key. */
  accessToken: string;
  /** ISO date-time the store was connected. */
  createdAt: string;
}

/** One sync run; progress of a running one is derived from the clock by `advanceSyncs`. */
export interface DemoSyncRun {
  /** Run id. */
  id: number;
  /** Store synchronised. */
  storeId: number;
  /** Its platform. */
  storeType: StoreType;
  /** Run state. */
  status: SyncStatus;
  /** Products synchronised so far. */
  productCount: number;
  /** ISO date-time the run started. */
  startedAt: string;
  /** ISO date-time it ended, null while running. */
  completedAt: string | null;
  /** Percent done. */
  overallProgress: number;
  /** Start in epoch ms (kept numeric so progress needs no date parsing). */
  startedAtMs: number;
  /** Planned duration. */
  durationMs: number;
  /** Progress percent at which the run fails, or null when it succeeds. */
  failAtProgress: number | null;
  /** True for a Re-Sync. */
  isReSync: boolean;
}

/** A Dynamic Re-Rank rule. */
export interface DemoBoostingRule {
  /** Rule id. */
  id: number;
  /** Display name. */
  name: string;
  /** Always 'attribute' (spec section 9). */
  type: 'attribute';
  /** Which products it boosts. */
  matcher: BoolQuery;
  /** Boost, 1 to 10. */
  weight: number;
  /** active or inactive. */
  status: RuleStatus;
  /** Store the rule belongs to. */
  storeId: number;
  /** Its platform. */
  storeType: StoreType;
}

/** A colour name mapped to a swatch. */
export interface DemoColorMapping {
  /** Mapping id. */
  id: number;
  /** Store it belongs to. */
  storeId: number;
  /** Colour name as in the catalogue. */
  colorName: string;
  /** Uppercase #RRGGBB or #RGB. */
  hexValue: string;
}

/** A configured storefront facet. */
export interface DemoFacet {
  /** Facet id. */
  id: number;
  /** Catalogue field. */
  field: string;
  /** Label shown to shoppers. */
  label: string;
  /** Shown on the storefront. */
  visible: boolean;
  /** Number of values shown. */
  terms: number;
  /** Values chosen by the merchandiser. */
  selectedValues: string[];
}

/** The whole demo state. */
export interface DemoDb {
  /** Seed the data came from. */
  readonly seed: number;
  /** End of the generated history, epoch ms. */
  readonly anchor: number;
  /** People. */
  users: DemoUser[];
  /** Vendor profiles. */
  vendors: DemoVendor[];
  /** Connected stores. */
  stores: DemoStore[];
  /** Products per store id. */
  products: Map<number, DemoProduct[]>;
  /** Analytics per store id. */
  analytics: Map<number, StoreAnalytics>;
  /** All sync runs, newest first. */
  syncRuns: DemoSyncRun[];
  /** Dynamic Re-Rank rules of all stores. */
  boostingRules: DemoBoostingRule[];
  /** Colour mappings of all stores. */
  colorMappings: DemoColorMapping[];
  /** Facet configuration per store id. */
  facets: Map<number, DemoFacet[]>;
  /** Search Lab configuration per store id. */
  searchLab: Map<number, SearchLabConfig>;
  /** What POST /api/ubi/collect received (delivery is at least once, so the backend de-duplicates by event_id). */
  ubi: {
    /** Every event received, each event_id once, in order of first arrival. */
    events: UbiEvent[];
    /** Events received again with an event_id already kept, and dropped. */
    duplicates: number;
  };
  /** The signed-in user (GET /api/auth/session; the profile calls act on this user). */
  session: { userId: number | null };
  /** The admin area: platform users, subscription orders, pricing plans and the business history. */
  admin: DemoAdmin;
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
const iso = (ms: number): string => new Date(ms).toISOString();

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

/** Creates the demo world for a seed; same seed and options, same data. */
export function createDemoDb(seed: number = DEMO_SEED, options: DemoDbOptions = {}): DemoDb {
  const anchor = options.anchor ?? DEMO_ANCHOR_TIME;
  const now = options.now ?? anchor;
  const random = createRandom(seed);
  const db: DemoDb = {
    seed,
    anchor,
    users: Object.values(DEMO_USERS).map((u) => ({
      ...u,
      image: null,
      apiKeys: { primary: '', secondary: '' },
      password: DEMO_PASSWORD,
    })),
    vendors: [
      {
        id: DEMO_VENDOR_ID,
        name: 'Northwind Sports GmbH',
        userId: DEMO_USERS.vendor.id,
        planName: 'Professional',
      },
      {
        id: DEMO_SECOND_VENDOR_ID,
        name: 'Trailhead Outfitters Ltd',
        userId: DEMO_USERS.secondVendor.id,
        planName: 'Starter',
      },
    ],
    stores: [],
    products: new Map(),
    analytics: new Map(),
    syncRuns: [],
    boostingRules: [],
    colorMappings: [],
    facets: new Map(),
    searchLab: new Map(),
    ubi: { events: [], duplicates: 0 },
    session: { userId: DEMO_USERS.vendor.id },
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
    seedTuning(db, store, storeRandom.fork('tuning'), products);
  }
  db.syncRuns.sort((a, b) => b.startedAtMs - a.startedAtMs);

  // One run in progress, started before "now" and long enough that a frozen clock keeps it mid-way:
  // the welcome page's Active Syncs section always has something to show.
  const outlet = findStore(db, DEMO_STORES.woocommerce.id)!;
  const active = startSync(db, outlet, now - 4 * 60_000, true);
  active.durationMs = 10 * 60_000;
  advanceSyncs(db, now);
  return db;
}

/** Completed runs over the store's life, with a few failures, all before the anchor. */
function seedSyncHistory(
  db: DemoDb,
  store: DemoStore,
  random: Random,
  ageDays: number,
  productTotal: number,
): void {
  const runs = random.int(5, 9);
  for (let i = 0; i < runs; i += 1) {
    // Spread over the store's life; the latest run a day or three before the anchor.
    const daysAgo = i === runs - 1 ? random.float(1, 3) : ((runs - i) / runs) * ageDays;
    const startedAtMs = db.anchor - Math.floor(daysAgo * DAY_MS) + random.int(0, 3_600_000);
    const failed = i > 0 && random.chance(0.2);
    const durationMs = random.int(35, 380) * 1000;
    const progress = failed ? random.int(12, 87) : 100;
    db.syncRuns.push({
      id: db.nextId++,
      storeId: store.id,
      storeType: store.storeType,
      status: failed ? 'failed' : 'completed',
      productCount:
        Math.round((productTotal * progress) / 100) - (failed ? 0 : random.int(0, 3) * (runs - i - 1)),
      startedAt: iso(startedAtMs),
      completedAt: iso(startedAtMs + Math.round((durationMs * progress) / 100)),
      overallProgress: progress,
      startedAtMs,
      durationMs,
      failAtProgress: failed ? progress : null,
      isReSync: i > 0,
    });
  }
}

/**
 * Boosting rules, colour mappings, facets and Search Lab rules a merchandiser would have set up. Rule matchers
 * are in the shape the SDK's compiler writes, over the search document's field names (tags, instock,
 * insale), so the edit form reads them back and the rule preview evaluates them.
 */
function seedTuning(db: DemoDb, store: DemoStore, random: Random, products: readonly DemoProduct[]): void {
  const topBrand = store.vendorId === DEMO_VENDOR_ID ? 'Nike' : (products[0]?.brand ?? 'Salomon');
  const rules: Omit<DemoBoostingRule, 'id' | 'storeId' | 'storeType'>[] = [
    {
      name: `Boost ${topBrand}`,
      type: 'attribute',
      matcher: { bool: { must: [{ term: { brand: topBrand } }], must_not: [] } },
      weight: 2.5,
      status: 'active',
    },
    {
      name: 'Featured and in stock',
      type: 'attribute',
      matcher: {
        bool: { must: [{ term: { featured: true } }, { term: { instock: 'instock' } }], must_not: [] },
      },
      weight: 1.5,
      status: 'active',
    },
    {
      name: 'Sale items except clearance',
      type: 'attribute',
      matcher: { bool: { must: [{ term: { insale: true } }], must_not: [{ term: { tags: 'clearance' } }] } },
      weight: 1.8,
      status: 'active',
    },
    {
      name: 'Summer colours',
      type: 'attribute',
      matcher: {
        bool: { should: [{ terms: { color: ['Yellow', 'Orange', 'Pink'] } }], minimum_should_match: 1 },
      },
      weight: 1.2,
      status: 'inactive',
    },
  ];
  for (const rule of random.sample(rules, random.int(3, 4))) {
    db.boostingRules.push({ ...rule, id: db.nextId++, storeId: store.id, storeType: store.storeType });
  }
  for (const [colorName, hexValue] of random.sample(DEMO_COLORS, 6)) {
    db.colorMappings.push({ id: db.nextId++, storeId: store.id, colorName, hexValue });
  }
  db.facets.set(store.id, defaultFacets(db, store.vendorId === DEMO_VENDOR_ID));
  db.searchLab.set(store.id, {
    checkoutSummaryUrls: [
      { matchType: 'contains', fragment: store.storeType === 'shopify' ? '/checkouts/' : '/checkout/' },
    ],
    paymentConfirmationUrls: [
      { matchType: 'contains', fragment: store.storeType === 'shopify' ? '/thank_you' : '/order-received/' },
    ],
  });
}

/** The mandatory facets of spec section 9 (terms fixed at 0 for price/instock/featured/insale), plus optional ones. */
function defaultFacets(db: DemoDb, withOptional: boolean): DemoFacet[] {
  const facet = (field: string, label: string, terms: number, visible = true): DemoFacet => ({
    id: db.nextId++,
    field,
    label,
    visible,
    terms,
    selectedValues: [],
  });
  const facets = [
    facet('category', 'Category', 20),
    facet('price', 'Price', 0),
    facet('instock', 'In Stock', 0),
    facet('featured', 'Featured', 0),
    facet('insale', 'On Sale', 0),
  ];
  if (withOptional)
    facets.push(facet('brand', 'Brand', 20), facet('color', 'Colour', 12), facet('size', 'Size', 20, false));
  return facets;
}

/** The store with this id, if any. */
export function findStore(db: DemoDb, id: number | string): DemoStore | undefined {
  return db.stores.find((s) => String(s.id) === String(id));
}

/** The vendor profile with this id, if any. */
export function findVendor(db: DemoDb, id: number | string): DemoVendor | undefined {
  return db.vendors.find((v) => String(v.id) === String(id));
}

/** The user with this id, if any. */
export function findUser(db: DemoDb, id: number | string): DemoUser | undefined {
  return db.users.find((u) => String(u.id) === String(id));
}

/** A vendor's stores, in connection order. */
export function vendorStores(db: DemoDb, vendorId: number): DemoStore[] {
  return db.stores.filter((s) => s.vendorId === vendorId);
}

/** Starts a sync run at `now`; the run reaches 100 % after DEMO_SYNC_DURATION_MS. */
export function startSync(db: DemoDb, store: DemoStore, now: number, isReSync: boolean): DemoSyncRun {
  const run: DemoSyncRun = {
    id: db.nextId++,
    storeId: store.id,
    storeType: store.storeType,
    status: 'syncing',
    productCount: 0,
    startedAt: iso(now),
    completedAt: null,
    overallProgress: 0,
    startedAtMs: now,
    durationMs: DEMO_SYNC_DURATION_MS,
    failAtProgress: store.url.includes(DEMO_FAILING_SYNC_MARKER) ? 55 : null,
    isReSync,
  };
  db.syncRuns.unshift(run);
  return run;
}

/** Moves every running sync to its state at `now`: progress, then completion or failure into the history. */
export function advanceSyncs(db: DemoDb, now: number): void {
  for (const run of db.syncRuns) {
    if (run.status !== 'syncing') continue;
    const total = db.products.get(run.storeId)?.length ?? 0;
    const progress = Math.max(0, Math.min(100, Math.floor(((now - run.startedAtMs) / run.durationMs) * 100)));
    if (run.failAtProgress !== null && progress >= run.failAtProgress) {
      run.status = 'failed';
      run.overallProgress = run.failAtProgress;
      run.productCount = Math.floor((total * run.failAtProgress) / 100);
      run.completedAt = iso(run.startedAtMs + Math.round((run.durationMs * run.failAtProgress) / 100));
    } else if (progress >= 100) {
      run.status = 'completed';
      run.overallProgress = 100;
      run.productCount = total;
      run.completedAt = iso(run.startedAtMs + run.durationMs);
    } else {
      run.overallProgress = progress;
      run.productCount = Math.floor((total * progress) / 100);
    }
  }
}

/** The running sync of a store, if any. */
export function activeSync(db: DemoDb, storeId: number): DemoSyncRun | undefined {
  return db.syncRuns.find((r) => r.storeId === storeId && r.status === 'syncing');
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

/** Title a shop would have, from its host: "shop.acme-sports.com" gives "Acme Sports". */
export function titleFromHost(host: string): string {
  const labels = host.replace(/^www\./, '').split('.');
  const name =
    labels.find((l) => !['shop', 'store', 'outlet'].includes(l) && l !== labels.at(-1)) ?? labels[0] ?? host;
  return name
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
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
  db.facets.set(id, defaultFacets(db, false));
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
