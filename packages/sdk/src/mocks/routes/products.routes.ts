/** Product endpoints of the demo backend: manual boosts, distinct values, attributes for rule previews. */

import { validateProductBoost } from '../../boosting/boosting.rules';
import {
  getDistinctValuesEndpoint,
  listProductAttributesEndpoint,
  listStoreProductsEndpoint,
  updateProductBoostEndpoint,
} from '../../products/products.api';
import type { DemoProduct } from '../mocks.catalog';
import { errorResponse, route } from '../mocks.route';
import { ownedStore, rejectIssues } from './routes.shared';

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

/** Routes of the products domain. */
export const productsRoutes = [
  route(listStoreProductsEndpoint, (ctx) => {
    const store = ownedStore(ctx, ctx.params.storeId, ctx.params.storeType);
    if (store instanceof Response) return store;
    const products = ctx.db.products.get(store.id) ?? [];
    return { body: products.map((p) => ({ id: p.id, title: p.title, boost: p.boost })) };
  }),

  route(updateProductBoostEndpoint, (ctx) => {
    const boost = validateProductBoost(ctx.body.boost);
    if (!boost.ok) return rejectIssues(boost.errors);
    // Product ids are unique across stores: find it among the calling vendor's stores of that platform.
    for (const store of ctx.db.stores) {
      if (store.storeType !== ctx.params.storeType || store.vendorId !== ctx.vendorId) continue;
      const product = ctx.db.products.get(store.id)?.find((p) => String(p.id) === ctx.params.id);
      if (!product) continue;
      product.boost = boost.value;
      return {
        body: { success: true, data: { id: product.id, title: product.title, boost: product.boost } },
      };
    }
    return errorResponse(404, PRODUCT_NOT_FOUND);
  }),

  route(getDistinctValuesEndpoint, (ctx) => {
    const store = ownedStore(ctx, ctx.params.storeId, ctx.query.storeType);
    if (store instanceof Response) return store;
    return { body: distinctValues(ctx.db.products.get(store.id) ?? [], ctx.query.field) };
  }),

  route(listProductAttributesEndpoint, (ctx) => {
    const store = ownedStore(ctx, ctx.params.storeId, ctx.query.storeType);
    if (store instanceof Response) return store;
    return { body: [...(ctx.db.products.get(store.id) ?? [])] };
  }),
];
