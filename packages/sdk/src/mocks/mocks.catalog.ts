/**
 * Product catalogue generator: sportswear and outdoor goods that look like a real shop's feed.
 * Field names follow the rule-form condition fields of spec section 5.
 */
import type * as z from 'zod/mini';
import type { productAttributesSchema, StockStatus } from '../products/products.schema';
import type { Random } from './mocks.random';

/** Stock states of spec section 9's stock status map, in the order of their weights below. */
const STOCK_STATUSES = [
  'instock',
  'outofstock',
  'onbackorder',
  'preorder',
] as const satisfies readonly StockStatus[];

/** Brands a designer recognises; 'Nike' must exist in vendor 1's stores (rules and stories refer to it). */
export const DEMO_BRANDS = [
  'Nike',
  'Adidas',
  'Puma',
  'New Balance',
  'Asics',
  'Reebok',
  'Under Armour',
  'Converse',
  'Vans',
  'Salomon',
  'The North Face',
  'Patagonia',
  'Columbia',
  'Hoka',
] as const;

/** Colour names with the hex a shop would map them to. */
export const DEMO_COLORS = [
  ['Black', '#000000'],
  ['White', '#FFFFFF'],
  ['Red', '#D62828'],
  ['Navy', '#1F2A44'],
  ['Royal Blue', '#2455C3'],
  ['Grey', '#8D939B'],
  ['Olive', '#6B7140'],
  ['Forest Green', '#2E6B3F'],
  ['Beige', '#D9C7A7'],
  ['Pink', '#F2A7C3'],
  ['Yellow', '#F4D35E'],
  ['Orange', '#F28C28'],
  ['Purple', '#6C4AB6'],
  ['Burgundy', '#7A1F2B'],
] as const;

/** Merchandising tags. */
export const DEMO_TAGS = [
  'new-arrival',
  'bestseller',
  'eco',
  'limited-edition',
  'running',
  'training',
  'outdoor',
  'lifestyle',
  'clearance',
  'gift-idea',
] as const;

const SHOE_SIZES = ['38', '39', '40', '41', '42', '43', '44', '45', '46'] as const;
const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
const ONE_SIZE = ['One Size'] as const;

/** Categories with the product nouns, sizes and price band that make titles and prices plausible. */
const CATEGORIES = [
  {
    name: 'Running Shoes',
    nouns: ['Running Shoe', 'Road Runner', 'Racer', 'Trainer'],
    sizes: SHOE_SIZES,
    price: [79, 189],
  },
  {
    name: 'Sneakers',
    nouns: ['Sneaker', 'Court Classic', 'Low Top', 'High Top'],
    sizes: SHOE_SIZES,
    price: [59, 149],
  },
  {
    name: 'Hiking Boots',
    nouns: ['Hiking Boot', 'Trail Boot', 'Mid GTX'],
    sizes: SHOE_SIZES,
    price: [119, 249],
  },
  {
    name: 'T-Shirts',
    nouns: ['Tee', 'Dri Tee', 'Graphic Tee', 'Tank'],
    sizes: APPAREL_SIZES,
    price: [19, 45],
  },
  {
    name: 'Hoodies',
    nouns: ['Hoodie', 'Fleece Pullover', 'Zip Hoodie'],
    sizes: APPAREL_SIZES,
    price: [49, 99],
  },
  {
    name: 'Jackets',
    nouns: ['Rain Jacket', 'Puffer', 'Windbreaker', 'Softshell'],
    sizes: APPAREL_SIZES,
    price: [89, 329],
  },
  {
    name: 'Shorts',
    nouns: ['Running Short', 'Training Short', 'Board Short'],
    sizes: APPAREL_SIZES,
    price: [25, 60],
  },
  { name: 'Leggings', nouns: ['Legging', 'Tight', 'Jogger'], sizes: APPAREL_SIZES, price: [35, 95] },
  {
    name: 'Socks',
    nouns: ['Crew Sock 3-Pack', 'Ankle Sock', 'Merino Hiking Sock'],
    sizes: ['S', 'M', 'L'],
    price: [9, 25],
  },
  { name: 'Bags', nouns: ['Backpack', 'Duffel', 'Hip Pack', 'Gym Sack'], sizes: ONE_SIZE, price: [25, 160] },
  {
    name: 'Accessories',
    nouns: ['Cap', 'Beanie', 'Headband', 'Water Bottle', 'Gloves'],
    sizes: ONE_SIZE,
    price: [12, 45],
  },
] as const;

/** Category names, in catalogue order. */
export const DEMO_CATEGORIES = CATEGORIES.map((c) => c.name);

const STYLE_WORDS = [
  'Air',
  'Ultra',
  'Pro',
  'Flex',
  'Trail',
  'Classic',
  'Boost',
  'Edge',
  'Vapor',
  'Terra',
  'Zoom',
  'Aero',
];
const MATERIALS = ['Cotton', 'Polyester', 'Merino Wool', 'Recycled Nylon', 'Leather', 'Mesh'] as const;
const GENDERS = ['Men', 'Women', 'Unisex', 'Kids'] as const;
const SEASONS = ['Spring/Summer', 'Fall/Winter', 'All Season'] as const;
const PATTERNS = ['Solid', 'Striped', 'Camo', 'Colour Block'] as const;
const FITS = ['Regular', 'Slim', 'Relaxed'] as const;

/** The wire fields of a product with matchable attributes (from the contract's schema). */
type ProductAttributeFields = Pick<
  z.input<typeof productAttributesSchema>,
  'title' | 'brand' | 'category' | 'tag' | 'color' | 'size' | 'stockStatus' | 'featured' | 'onSale' | 'price'
>;

/** A generated product: the contract's attributes plus the manual boost and the optional feed fields. */
export type DemoProduct = ProductAttributeFields & {
  /** Numeric id, unique across the demo world. */
  id: number;
  /** Manual boost; 0 unless a merchandiser raised it. */
  boost: number;
  /** Material; optional attributes give facet fields counts below 100. */
  material?: string;
  /** Target group. */
  gender?: string;
  /** Season. */
  season?: string;
  /** Print or pattern. */
  pattern?: string;
  /** Cut. */
  fit?: string;
};

/** Options of one store's catalogue. */
export interface CatalogOptions {
  /** First product id; ids are consecutive from here. */
  firstId: number;
  /** Number of products to generate. */
  count: number;
  /** Brands this shop sells, with relative weights. */
  brands: readonly string[];
  /** Relative weight per brand (same order as `brands`). */
  brandWeights: readonly number[];
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Generates a store's products; deterministic for the given random stream. */
export function generateCatalog(random: Random, options: CatalogOptions): DemoProduct[] {
  const products: DemoProduct[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const category = random.pick(CATEGORIES);
    const brand = random.weighted(options.brands, options.brandWeights);
    const [colorName] = random.pick(DEMO_COLORS);
    const listPrice = Math.round(random.float(category.price[0], category.price[1])) - 0.01;
    const onSale = random.chance(0.18);
    const product: DemoProduct = {
      id: options.firstId + i,
      title: `${brand} ${random.pick(STYLE_WORDS)} ${random.pick(category.nouns)}`,
      brand,
      category: category.name,
      tag: random.pick(DEMO_TAGS),
      color: colorName,
      size: random.pick(category.sizes),
      stockStatus: random.weighted(STOCK_STATUSES, [78, 12, 6, 4]),
      featured: random.chance(0.12),
      onSale,
      price: onSale ? round2(listPrice * random.pick([0.7, 0.75, 0.8, 0.85])) : listPrice,
      boost: random.chance(0.04) ? random.pick([1.5, 2, 2.5, 3, 5]) : 0,
    };
    // Optional attributes with decreasing coverage: facet fields end up both above and below 100.
    if (random.chance(0.45)) product.material = random.pick(MATERIALS);
    if (random.chance(0.3)) product.gender = random.pick(GENDERS);
    if (random.chance(0.12)) product.season = random.pick(SEASONS);
    if (random.chance(0.08)) product.pattern = random.pick(PATTERNS);
    if (random.chance(0.03)) product.fit = random.pick(FITS);
    products.push(product);
  }
  return products;
}

/** Brand weights for a shop that leans to the given favourites (weight 6) over the rest (weight 1). */
export function brandMix(favourites: readonly string[]): {
  brands: readonly string[];
  brandWeights: number[];
} {
  return { brands: DEMO_BRANDS, brandWeights: DEMO_BRANDS.map((b) => (favourites.includes(b) ? 6 : 1)) };
}
