/**
 * The products domain in the demo backend: each store's catalogue (generated from `mocks.catalog.ts`), manual
 * boosts, distinct field values, the attributes rule previews match against, and a shopper's search (the
 * merchandising preview's engine, so a storefront shows what the preview promised).
 */
import { validateProductBoost } from '../boosting/boosting.rules';
import { recordDemoTuningChange } from '../merchandising/merchandising.mock';
import { previewForStore } from '../merchandising/merchandising.state';
import { errorResponse } from '../mocks/mocks.answer';
import type { DemoProduct } from '../mocks/mocks.catalog';
import { ownedStore, rejectIssues } from '../mocks/mocks.lookups';
import { defineDomainMock, route } from '../mocks/mocks.route';
import { DEMO_STORE_SCOPES } from '../mocks/mocks.seed';
import {
  getDistinctValuesEndpoint,
  listProductAttributesEndpoint,
  listStoreProductsEndpoint,
  searchProductsEndpoint,
  updateProductBoostEndpoint,
} from './products.api';

/** The products domain's part of the demo state. */
export interface ProductsState {
  /** Products per store id. */
  products: Map<number, DemoProduct[]>;
}

/** Server message of an unknown product. */
export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * Facet and rule-condition field names mapped to product attributes: the facets page asks for
 * `instock`, `insale` and `tags`, the rule form for `stockStatus`, `onSale` and `tag`.
 */
const FIELD_ALIASES: Readonly<Record<string, keyof DemoProduct>> = {
  brand: 'brand',
  category: 'category',
  tag: 'tag',
  tags: 'tag',
  color: 'color',
  colour: 'color',
  size: 'size',
  stockStatus: 'stockStatus',
  instock: 'stockStatus',
  featured: 'featured',
  onSale: 'onSale',
  insale: 'onSale',
  price: 'price',
  material: 'material',
  gender: 'gender',
  season: 'season',
  pattern: 'pattern',
  fit: 'fit',
};

/** The product attribute a field name stands for, if it is one. */
export function productAttribute(field: string): keyof DemoProduct | undefined {
  return Object.hasOwn(FIELD_ALIASES, field) ? FIELD_ALIASES[field] : undefined;
}

/** Distinct values of a field over products: strings sorted, booleans as 'true'/'false', unknown fields none. */
export function distinctValues(
  products: readonly DemoProduct[],
  field: string,
): (string | number | boolean)[] {
  const attribute = productAttribute(field);
  if (attribute === undefined) return [];
  const values = new Set<string | number | boolean>();
  for (const product of products) {
    const value = product[attribute];
    if (value !== undefined) values.add(value);
  }
  return [...values].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
  );
}

const SHOPIFY_SCOPE = DEMO_STORE_SCOPES.shopify;
const SHOPIFY = SHOPIFY_SCOPE.storeId;

/** The products domain's calls in the demo backend. */
export const productsMock = defineDomainMock({
  domain: 'products',
  tag: {
    name: 'products',
    description: 'Products of a store: distinct field values, attributes and manual boosts.',
  },
  routes: [
    route(getDistinctValuesEndpoint).with({
      summary: 'Distinct values of one product field in a store.',
      access: 'vendor',
      sample: () => ({
        params: { storeId: SHOPIFY },
        query: { field: 'brand', storeType: SHOPIFY_SCOPE.storeType },
      }),
      answer: (ctx) => {
        const store = ownedStore(ctx, ctx.params.storeId, ctx.query.storeType);
        if (store instanceof Response) return store;
        return { body: distinctValues(ctx.db.products.get(store.id) ?? [], ctx.query.field) };
      },
    }),

    route(listProductAttributesEndpoint).with({
      summary:
        'Products with brand, category, tag, color, size, stock, featured, sale and price for rule previews.',
      access: 'vendor',
      sample: () => ({ params: { storeId: SHOPIFY }, query: { storeType: SHOPIFY_SCOPE.storeType } }),
      answer: (ctx) => {
        const store = ownedStore(ctx, ctx.params.storeId, ctx.query.storeType);
        if (store instanceof Response) return store;
        return { body: [...(ctx.db.products.get(store.id) ?? [])] };
      },
    }),

    route(listStoreProductsEndpoint).with({
      summary: 'Products (id, title, boost) of a store for manual boosting.',
      access: 'vendor',
      sample: () => ({ params: SHOPIFY_SCOPE }),
      answer: (ctx) => {
        const store = ownedStore(ctx, ctx.params.storeId, ctx.params.storeType);
        if (store instanceof Response) return store;
        const products = ctx.db.products.get(store.id) ?? [];
        return { body: products.map((p) => ({ id: p.id, title: p.title, boost: p.boost })) };
      },
    }),

    route(searchProductsEndpoint).with({
      summary:
        "A shopper's search in one store, as its search widget shows it: the first results (id, title, price) " +
        'with every live query rule, synonym and Dynamic Re-Rank rule applied, the total found, and the redirect ' +
        'a rule sets for the query.',
      access: 'public',
      sample: () => ({ query: { ...SHOPIFY_SCOPE, q: 'running shoes' } }),
      answer: (ctx) => {
        // A storefront's catalogue is public: any store answers, but only on its own platform.
        const store = ownedStore(ctx, ctx.query.storeId, ctx.query.storeType);
        if (store instanceof Response) return store;
        const products = ctx.db.products.get(store.id) ?? [];
        const preview = previewForStore(ctx.db.merchandising, {
          request: { storeId: String(store.id), storeType: store.storeType, query: ctx.query.q },
          products,
          boostingRules: ctx.db.boostingRules.filter((rule) => rule.storeId === store.id),
          now: ctx.now,
        });
        const byId = new Map(products.map((product) => [String(product.id), product]));
        return {
          body: {
            query: ctx.query.q,
            total: preview.total,
            currency: store.currency,
            redirect: preview.redirect?.url ?? null,
            results: preview.results.map((result) => ({
              id: result.productId,
              title: result.title,
              price: byId.get(result.productId)?.price ?? 0,
            })),
          },
        };
      },
    }),

    route(updateProductBoostEndpoint).with({
      summary: "Sets a product's manual boost.",
      access: 'vendor',
      sample: (db) => ({
        params: { storeType: SHOPIFY_SCOPE.storeType, id: db.products.get(SHOPIFY)![0]!.id },
        body: { boost: 2.5 },
      }),
      answer: (ctx) => {
        const boost = validateProductBoost(ctx.body.boost);
        if (!boost.ok) return rejectIssues(boost.errors);
        // Product ids are unique across stores: find it among the calling vendor's stores of that platform.
        for (const store of ctx.db.stores) {
          if (store.storeType !== ctx.params.storeType || store.vendorId !== ctx.vendorId) continue;
          const product = ctx.db.products.get(store.id)?.find((p) => String(p.id) === ctx.params.id);
          if (!product) continue;
          const before = { id: product.id, title: product.title, boost: product.boost };
          product.boost = boost.value;
          recordDemoTuningChange(ctx, store, {
            objectKind: 'productBoost',
            objectId: product.id,
            before,
            after: { id: product.id, title: product.title, boost: product.boost },
          });
          return {
            body: { success: true, data: { id: product.id, title: product.title, boost: product.boost } },
          };
        }
        return errorResponse(404, PRODUCT_NOT_FOUND);
      },
    }),
  ],
});
