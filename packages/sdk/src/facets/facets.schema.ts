import * as z from 'zod/mini';
import { idSchema, listOrDataSchema } from '../client/client.schema';

/** A search filter shown to shoppers (spec section 3). */
export const facetSchema = z.looseObject({
  /** Facet id. */
  id: idSchema,
  /** Product field the facet filters on. */
  field: z.string(),
  /** Label shown to shoppers. */
  label: z.string(),
  /** Shown when true. */
  visible: z.boolean(),
  /** Number of values offered (min 0). */
  terms: z.number(),
  /** Values chosen in the facet-values modal. */
  selectedValues: z._default(z.array(z.string()), []),
});

/** A search filter. */
export type Facet = z.infer<typeof facetSchema>;

/** Body item of PUT /api/v1/facets: a facet as the client saves it. */
export type FacetInput = z.input<typeof facetSchema>;

/** A product field available as a facet, with how many products carry it. */
export const facetFieldSchema = z.looseObject({
  /** Field name. */
  name: z.string(),
  /** Products carrying the field. */
  count: z.number(),
});

/** A product field available as a facet. */
export type FacetField = z.infer<typeof facetFieldSchema>;

/** Response of GET /api/v1/facets/fields: a list or `{ data }`. */
export const facetFieldsResponseSchema = listOrDataSchema(facetFieldSchema);

/** Response of GET /api/v1/facets: a list or `{ data }`. */
export const facetsResponseSchema = listOrDataSchema(facetSchema);

/** Body of PUT /api/v1/facets: the store's full facet list in its fixed order. */
export const saveFacetsBodySchema = z.array(facetSchema);
