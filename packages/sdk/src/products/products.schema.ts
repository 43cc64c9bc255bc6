import * as z from 'zod/mini';
import { idSchema, listOrDataSchema, storeTypeSchema } from '../client/client.schema';

/** A product in the manual boost table (spec section 3). */
export const productSchema = z.looseObject({
  /** Product id. */
  id: idSchema,
  /** Product title. */
  title: z.string(),
  /** Manual boost (minimum 0); absent when never boosted. */
  boost: z.optional(z.number()),
});

/** A product in the manual boost table. */
export type Product = z.infer<typeof productSchema>;

/** Response of GET /api/{storeType}/stores/{storeId}/products: a list or `{ data }`. */
export const productsResponseSchema = listOrDataSchema(productSchema);

/** Body of PATCH /api/{storeType}/products/{id}/boost. */
export const updateProductBoostBodySchema = z.object({
  /** The new manual boost, minimum 0. */
  boost: z.number(),
});

/** One distinct value of a product field; the SDK hands values out as strings. */
export const distinctValueSchema = z.pipe(
  z.union([z.string(), z.number(), z.boolean()]),
  z.transform((value: string | number | boolean) => String(value)),
);

/** Response of GET /api/v1/data/stores/{storeId}/distinct-values: a list or `{ data }`. */
export const distinctValuesResponseSchema = listOrDataSchema(distinctValueSchema);

/** Product stock states as the catalogue stores them. */
export const stockStatusSchema = z.enum(['instock', 'outofstock', 'onbackorder', 'preorder']);

/** A product stock state. */
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** A product with the attributes boosting conditions match on (proposed: the rule preview evaluates over them). */
export const productAttributesSchema = z.looseObject({
  /** Product id. */
  id: idSchema,
  /** Product title. */
  title: z.string(),
  /** Brand. */
  brand: z.string(),
  /** Category. */
  category: z.string(),
  /** Tag. */
  tag: z.string(),
  /** Colour name. */
  color: z.string(),
  /** Size. */
  size: z.string(),
  /** Stock state. */
  stockStatus: stockStatusSchema,
  /** Featured flag. */
  featured: z.boolean(),
  /** On-sale flag. */
  onSale: z.boolean(),
  /** Price in the store's currency. */
  price: z.number(),
});

/** A product with its matchable attributes. */
export type ProductAttributes = z.infer<typeof productAttributesSchema>;

/** Response of GET /api/v1/data/stores/{storeId}/product-attributes (proposed): a list or `{ data }`. */
export const productAttributesResponseSchema = listOrDataSchema(productAttributesSchema);

/** Query of GET /api/v1/search (proposed): a shopper's search in one store. */
export const productSearchQuerySchema = z.object({
  /** The store's id. */
  storeId: idSchema,
  /** The store's platform. */
  storeType: storeTypeSchema,
  /** The query as the shopper typed it. */
  q: z.string(),
});

/** One result of a shopper's search, in the order shown. */
export const productSearchHitSchema = z.looseObject({
  /** Product id. */
  id: idSchema,
  /** Product title. */
  title: z.string(),
  /** Price in the response's `currency`. */
  price: z.number(),
});

/** One result of a shopper's search. */
export type ProductSearchHit = z.infer<typeof productSearchHitSchema>;

/**
 * Response of GET /api/v1/search (proposed): the first results with every live query rule, synonym and Dynamic
 * Re-Rank rule applied, as the merchandising preview computes them.
 */
export const productSearchResponseSchema = z.looseObject({
  /** The query as typed. */
  query: z.string(),
  /** How many products the query found in all (0 is a search without results). */
  total: z.number(),
  /** ISO 4217 code of the prices (the store's currency). */
  currency: z.string(),
  /** Where a redirect rule sends this query (no results are shown), or null. */
  redirect: z.nullable(z.string()),
  /** The first results, in the order shown: `results[i]` is at position i + 1. */
  results: z.array(productSearchHitSchema),
});

/** What a shopper's search found. */
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;
