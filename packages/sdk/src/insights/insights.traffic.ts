/**
 * Months of storefront traffic as the UBI collector sends it, for the demo backend to keep and the reports to
 * read: searches with their results, clicks with their positions, purchases with their revenue. Deterministic
 * for a seed. The shoppers behave as a shop's do: popular queries, weekends, seasons, and the failures the
 * reports exist to surface: misspellings that find nothing ("sneekers", "rain jaket", "hodie"), queries whose
 * results nobody clicks ("gym sack", "headband"), clicks far down the page ("running shoes"), clicks
 * that never sell ("kids shoes"). A search finds the products with every word of its query in their title,
 * brand, category, colour or target group; the queries nobody clicks match by title, brand, category or colour,
 * so the catalogue's own search (the merchandising preview, which reads no target group) finds their products
 * too, to pin.
 */

import { DEMO_SEARCH_LOCATIONS } from '../analytics/analytics.mock';
import { FILTER_USAGE_FIELDS, type FilterUsageField } from '../analytics/analytics.rules';
import type { DemoProduct } from '../mocks/mocks.catalog';
import { createRandom, type Random } from '../mocks/mocks.random';
import type { UbiEvent, UbiEventDetails } from '../ubi/ubi.schema';
import { FILTER_DETAIL_KEYS, LOCATION_DETAIL_KEYS } from './insights.events';
import { DAY_MS } from './insights.zone';

/** One store whose shoppers are simulated. */
export interface TrafficStore {
  /** The store's id, as events carry it. */
  readonly storeId: string;
  /** shopify or woocommerce: the events' platform. */
  readonly storeType: string;
  /** The vendor's id, as events carry it. */
  readonly vendorId: string;
  /** ISO 4217 code of its prices. */
  readonly currency: string;
  /** Its catalogue: what searches find, clicks open and purchases buy. */
  readonly products: readonly DemoProduct[];
  /** Searches on an ordinary day near the end of the traffic. */
  readonly dailySearches: number;
  /** Brands it sells most, for brand queries ("nike hoodie"). */
  readonly brands?: readonly string[];
}

/** What to simulate. */
export interface TrafficOptions {
  /** Same seed, same events. */
  readonly seed: number;
  /** The last instant of the traffic (epoch milliseconds); nothing happens after it. */
  readonly end: number;
  /** Days of traffic before `end`. */
  readonly days: number;
  /** The stores. */
  readonly stores: readonly TrafficStore[];
}

/**
 * Days of seeded traffic the demo keeps: a year and a week, so the usage chart's twelve months are all
 * counted (its first month can start 365 days back) and the last 90 days compare with the 90 before.
 */
export const DEMO_TRAFFIC_DAYS = 372;

/** Results a search shows on its first page; a click's position is within them. */
export const RESULTS_PER_PAGE = 24;

/** How shoppers treat a query's results. */
type Behaviour = 'normal' | 'misspelt' | 'ignored' | 'deep' | 'browsed';

interface Intent {
  readonly query: string;
  readonly weight: number;
  readonly behaviour: Behaviour;
  /** +1 for winter queries, -1 for summer ones, 0 all year. */
  readonly season: number;
}

/** Queries every store's shoppers type, with how often, how they treat the results, and their season. */
const INTENTS: readonly Intent[] = [
  { query: 'running shoes', weight: 14, behaviour: 'deep', season: 0 },
  { query: 'black hoodie', weight: 9, behaviour: 'normal', season: 1 },
  { query: 'rain jacket', weight: 8, behaviour: 'normal', season: 1 },
  { query: 'white sneakers', weight: 8, behaviour: 'normal', season: 0 },
  { query: 'hiking boots', weight: 6, behaviour: 'normal', season: 1 },
  { query: 'leggings', weight: 6, behaviour: 'normal', season: 0 },
  { query: 'backpack', weight: 5, behaviour: 'normal', season: 0 },
  { query: 'merino socks', weight: 4, behaviour: 'normal', season: 1 },
  { query: 'puffer', weight: 4, behaviour: 'normal', season: 1 },
  { query: 'beanie', weight: 3, behaviour: 'normal', season: 1 },
  { query: 'training shorts', weight: 4, behaviour: 'normal', season: -1 },
  { query: 'tank', weight: 3, behaviour: 'normal', season: -1 },
  { query: 'water bottle', weight: 3, behaviour: 'normal', season: -1 },
  { query: 'kids shoes', weight: 4, behaviour: 'browsed', season: 0 },
  { query: 'sneekers', weight: 5, behaviour: 'misspelt', season: 0 },
  { query: 'rain jaket', weight: 3, behaviour: 'misspelt', season: 1 },
  { query: 'hodie', weight: 3, behaviour: 'misspelt', season: 1 },
  { query: 'addidas', weight: 2, behaviour: 'misspelt', season: 0 },
  { query: 'gym sack', weight: 3, behaviour: 'ignored', season: 0 },
  { query: 'headband', weight: 2, behaviour: 'ignored', season: 0 },
];

/** Nouns a brand query pairs with the store's brands ("nike hoodie"). */
const BRAND_NOUNS = ['hoodie', 'shoes', 'jacket'];

/** Chance that a search's results get a click, and that a click ends in a purchase. */
const CLICK_CHANCE: Record<Behaviour, number> = {
  normal: 0.42,
  deep: 0.38,
  browsed: 0.4,
  misspelt: 0,
  ignored: 0,
};
const PURCHASE_CHANCE: Record<Behaviour, number> = {
  normal: 0.11,
  deep: 0.08,
  browsed: 0,
  misspelt: 0,
  ignored: 0,
};

/** Share of searches for one product by its name: the long tail of a search log. */
const TAIL_SHARE = 0.15;

/** Share of searches that apply filters, and how often each filter is picked. */
const FILTER_CHANCE = 0.28;
const FILTER_WEIGHTS = [30, 30, 12, 20, 8];

/** Relative traffic per weekday, Sunday first. */
const WEEKDAY = [1.25, 0.9, 0.92, 0.95, 1, 1.1, 1.3];

const HOUR_MS = 3_600_000;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Lower-case words, each without a plural s: "Running Shoes" and "running shoe" meet. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) =>
      word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    );
}

/** The words a search matches a product by: its title, brand, category, colour and target group. */
function productWords(product: DemoProduct): ReadonlySet<string> {
  return new Set(
    words(`${product.title} ${product.brand} ${product.category} ${product.color} ${product.gender ?? ''}`),
  );
}

/** The products a query finds: every word of it among the product's words. */
function matching(
  query: string,
  products: readonly DemoProduct[],
  index: readonly ReadonlySet<string>[],
): DemoProduct[] {
  const wanted = words(query);
  return products.filter((_, i) => wanted.every((word) => index[i]?.has(word)));
}

/** A position from 1, most often the first few: a geometric draw, pushed down for `deep` queries. */
function position(random: Random, shown: number, behaviour: Behaviour): number {
  let at = behaviour === 'deep' ? 6 : 1;
  while (at < shown && random.chance(behaviour === 'deep' ? 0.7 : 0.55)) at += 1;
  return Math.min(at, shown);
}

interface StoreIntent extends Intent {
  /** What it finds, in the order shown. */
  readonly results: readonly DemoProduct[];
  /** The ids of its first page. */
  readonly ids: readonly string[];
}

/** A query with what it finds. */
function storeIntent(intent: Intent, results: readonly DemoProduct[]): StoreIntent {
  return { ...intent, results, ids: results.slice(0, RESULTS_PER_PAGE).map((product) => String(product.id)) };
}

/** The store's queries with what each finds; a query meant to find something that finds nothing is left out. */
function storeIntents(store: TrafficStore): StoreIntent[] {
  const brandQueries: Intent[] = (store.brands ?? []).slice(0, 3).map((brand, i) => ({
    query: `${brand.toLowerCase()} ${BRAND_NOUNS[i % BRAND_NOUNS.length]}`,
    weight: 5 - i,
    behaviour: 'normal',
    season: 0,
  }));
  const index = store.products.map(productWords);
  const intents: StoreIntent[] = [];
  for (const intent of [...INTENTS, ...brandQueries]) {
    if (intent.behaviour === 'misspelt') {
      intents.push(storeIntent(intent, []));
      continue;
    }
    // An ignored query finds products as any other does; nobody wants them.
    const results = matching(intent.query, store.products, index);
    if (results.length > 0) intents.push(storeIntent(intent, results));
  }
  return intents;
}

/** How much a query's season favours the day: winter queries peak in January, summer ones in July (north). */
function seasonFactor(season: number, time: number): number {
  const date = new Date(time);
  const yearAngle = ((date.getUTCMonth() * 30.4 + date.getUTCDate() - 15) / 365) * 2 * Math.PI;
  return Math.max(0.15, 1 + 0.75 * season * Math.cos(yearAngle));
}

/**
 * The demo stores' storefront events over `days` days up to `end`, oldest first. Each search names its
 * query, the ids it shows and how many it found, and the filters it applied; clicks name the query, the
 * product and its position; purchases the query, the product, the revenue and the currency. A day's shoppers
 * are drawn whole and only what happened by `end` is kept, so a later `end` of the same day adds events and
 * changes none: a search already shown keeps its query when the demo is reopened an hour later.
 */
export function generateTraffic(options: TrafficOptions): UbiEvent[] {
  const events: UbiEvent[] = [];
  const firstDay = Math.floor(options.end / DAY_MS) - options.days + 1;
  for (const store of options.stores) {
    const random = createRandom(options.seed).fork(`traffic-${store.storeId}`);
    const intents = storeIntents(store);
    if (intents.length === 0 || store.products.length === 0) continue;
    // The long tail: a product searched by its name finds the products of that name.
    const byTitle = new Map<string, DemoProduct[]>();
    for (const product of store.products) {
      const title = product.title.toLowerCase();
      byTitle.set(title, [...(byTitle.get(title) ?? []), product]);
    }
    const tail = new Map<string, StoreIntent>();
    const tailIntent = (product: DemoProduct): StoreIntent => {
      const query = product.title.toLowerCase();
      let intent = tail.get(query);
      if (!intent) {
        intent = storeIntent(
          { query, weight: 1, behaviour: 'normal', season: 0 },
          byTitle.get(query) ?? [product],
        );
        tail.set(query, intent);
      }
      return intent;
    };
    const base = {
      user_id: null,
      vendor_id: store.vendorId,
      store_id: store.storeId,
      platform: store.storeType,
    };
    for (let day = 0; day < options.days; day += 1) {
      const dayStart = (firstDay + day) * DAY_MS;
      const growth = 0.7 + 0.3 * (day / Math.max(1, options.days - 1));
      const searches = Math.round(
        store.dailySearches *
          growth *
          (WEEKDAY[new Date(dayStart).getUTCDay()] ?? 1) *
          random.float(0.85, 1.15),
      );
      const weights = intents.map((intent) => intent.weight * seasonFactor(intent.season, dayStart));
      let session = 0;
      let sessionLeft = 0;
      let location: (typeof DEMO_SEARCH_LOCATIONS)[number] = DEMO_SEARCH_LOCATIONS[0];
      for (let n = 0; n < searches; n += 1) {
        // Shoppers search from morning to late evening, most in the afternoon and evening.
        const at = dayStart + Math.floor((7 + 16 * random.next() ** 0.8) * HOUR_MS);
        if (sessionLeft === 0) {
          session += 1;
          sessionLeft = random.int(1, 3);
          location = random.pick(DEMO_SEARCH_LOCATIONS);
        }
        sessionLeft -= 1;
        const intent = random.chance(TAIL_SHARE)
          ? tailIntent(random.pick(store.products))
          : random.weighted(intents, weights);
        const id = `demo-${store.storeId}-${firstDay + day}-${n}`;
        const session_id = `demo-session-${store.storeId}-${firstDay + day}-${session}`;
        /** Records what the shopper did, about this search. */
        const record = (event_name: string, step: string, time: number, details: UbiEventDetails) => {
          if (time > options.end) return;
          events.push({
            ...base,
            session_id,
            event_id: `${id}-${step}`,
            event_name,
            timestamp: new Date(time).toISOString(),
            event_details: { search_query: intent.query, ...details },
          });
        };
        const where: UbiEventDetails = {
          [LOCATION_DETAIL_KEYS.city]: location.city,
          [LOCATION_DETAIL_KEYS.country]: location.country,
          [LOCATION_DETAIL_KEYS.lat]: location.lat,
          [LOCATION_DETAIL_KEYS.lon]: location.lon,
        };
        let results = intent.results;
        let ids = intent.ids;
        const filters: UbiEventDetails = {};
        if (results.length > 0 && intent.behaviour !== 'ignored' && random.chance(FILTER_CHANCE)) {
          const chosen = random.pick(results);
          const picked = new Set<FilterUsageField>();
          const count = random.weighted([1, 2], [70, 30]);
          while (picked.size < count) picked.add(random.weighted(FILTER_USAGE_FIELDS, FILTER_WEIGHTS));
          const fields = [...picked];
          for (const field of fields) filters[FILTER_DETAIL_KEYS[field]] = chosen[field];
          results = results.filter((product) => fields.every((field) => product[field] === chosen[field]));
          ids = results.slice(0, RESULTS_PER_PAGE).map((product) => String(product.id));
        }
        const shown = results.slice(0, RESULTS_PER_PAGE);
        record('search', 'search', at, {
          result_ids: ids as string[],
          result_count: results.length,
          ...filters,
          ...where,
        });
        if (shown.length === 0 || !random.chance(CLICK_CHANCE[intent.behaviour])) continue;
        const clickAt = at + random.int(4, 90) * 1000;
        const place = position(random, shown.length, intent.behaviour);
        const product = shown[place - 1] as DemoProduct;
        const item = { product_id: String(product.id), product_title: product.title };
        record('product_click', 'click', clickAt, { ...item, position: place });
        const boughtAt = clickAt + random.int(60, 900) * 1000;
        if (!random.chance(PURCHASE_CHANCE[intent.behaviour])) continue;
        record('purchase_completed', 'purchase', boughtAt, {
          ...item,
          revenue: round2(product.price),
          currency: store.currency,
        });
      }
    }
  }
  return events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
}
