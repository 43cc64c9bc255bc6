/**
 * The facets domain in the demo backend: each store's facets (the mandatory ones of spec section 9, plus
 * optional ones), the product fields a facet can use, and the call that saves the whole list.
 */

import { recordDemoTuningChange } from '../merchandising/merchandising.mock';
import { errorResponse } from '../mocks/mocks.answer';
import type { DemoProduct } from '../mocks/mocks.catalog';
import type { DemoDb } from '../mocks/mocks.db';
import { storeInQuery } from '../mocks/mocks.lookups';
import { defineDomainMock, route } from '../mocks/mocks.route';
import { DEMO_STORE_SCOPES, DEMO_STORES } from '../mocks/mocks.seed';
import { productAttribute } from '../products/products.mock';
import { listFacetFieldsEndpoint, listFacetsEndpoint, saveFacetsEndpoint } from './facets.api';
import type { Facet } from './facets.schema';

/** A configured storefront facet: the API's facet, with the server's numeric id. */
export interface DemoFacet extends Pick<Facet, 'field' | 'label' | 'visible' | 'terms' | 'selectedValues'> {
  /** Facet id. */
  id: number;
}

/** The facets domain's part of the demo state. */
export interface FacetsState {
  /** Facet configuration per store id. */
  facets: Map<number, DemoFacet[]>;
}

/**
 * The mandatory facets of spec section 9 (terms fixed at 0 for price/instock/featured/insale), plus optional ones.
 * The colour facet's terms are the number of colours its values dialog shows: the store's distinct colours.
 */
export function defaultFacets(
  db: DemoDb,
  products: readonly DemoProduct[],
  withOptional: boolean,
): DemoFacet[] {
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
    facets.push(
      facet('brand', 'Brand', 20),
      facet('color', 'Colour', new Set(products.map((p) => p.color)).size),
      facet('size', 'Size', 20, false),
    );
  return facets;
}

/** Server message of a negative facet term count. */
export const FACET_TERMS_NEGATIVE = 'Facet terms must be 0 or more.';

/** Fields the facets page can offer, in the order the API lists them. */
const FACET_FIELD_NAMES = [
  'category',
  'price',
  'instock',
  'featured',
  'insale',
  'brand',
  'size',
  'color',
  'tags',
  'material',
  'gender',
  'season',
  'pattern',
  'fit',
] as const;

/** How many of the store's products carry each facet field (fields no product carries are left out). */
export function facetFieldCounts(
  products: readonly Record<string, unknown>[],
): { name: string; count: number }[] {
  return FACET_FIELD_NAMES.map((name) => {
    const attribute = productAttribute(name) ?? name;
    return { name, count: products.filter((p) => p[attribute] !== undefined).length };
  }).filter((field) => field.count > 0);
}

/** The facets domain's calls in the demo backend. */
export const facetsMock = defineDomainMock({
  domain: 'facets',
  tag: { name: 'facets', description: 'Facets (filters) of a store and the product fields they can use.' },
  routes: [
    route(listFacetFieldsEndpoint).with({
      summary: 'Product fields available as facets, with how many products carry each.',
      access: 'vendor',
      sample: () => ({ query: DEMO_STORE_SCOPES.shopify }),
      find: storeInQuery,
      answer: (ctx, store) => ({
        body: facetFieldCounts((ctx.db.products.get(store.id) ?? []) as unknown as Record<string, unknown>[]),
      }),
    }),

    route(listFacetsEndpoint).with({
      summary: "The store's facets.",
      access: 'vendor',
      sample: () => ({ query: DEMO_STORE_SCOPES.shopify }),
      find: storeInQuery,
      answer: (ctx, store) => ({
        body: (ctx.db.facets.get(store.id) ?? []).map((f) => ({
          ...f,
          selectedValues: [...f.selectedValues],
        })),
      }),
    }),

    route(saveFacetsEndpoint).with({
      summary: "Replaces the store's facets with the full list, in its fixed order.",
      access: 'vendor',
      sample: (db) => ({
        query: DEMO_STORE_SCOPES.shopify,
        body: (db.facets.get(DEMO_STORES.shopify.id) ?? []).map((facet) => ({ ...facet })),
      }),
      find: storeInQuery,
      answer: (ctx, store) => {
        if (ctx.body.some((f) => f.terms < 0)) return errorResponse(400, FACET_TERMS_NEGATIVE);
        const facets: DemoFacet[] = ctx.body.map((f) => ({
          // Facets added in the browser carry a temporary id: the server assigns a real one.
          id: /^\d+$/.test(f.id) ? Number(f.id) : ctx.db.nextId++,
          field: f.field,
          label: f.label,
          visible: f.visible,
          terms: f.terms,
          selectedValues: [...f.selectedValues],
        }));
        const before = structuredClone(ctx.db.facets.get(store.id) ?? []);
        ctx.db.facets.set(store.id, facets);
        recordDemoTuningChange(ctx, store, {
          objectKind: 'facets',
          objectId: store.id,
          before,
          after: facets,
        });
        return { body: { success: true, data: facets } };
      },
    }),
  ],
});
