import * as z from 'zod/mini';
import { idSchema, listOrDataSchema } from '../client/client.schema';

/** A colour name mapped to a hex value (spec section 3). */
export const colorMappingSchema = z.looseObject({
  /** Mapping id. */
  id: idSchema,
  /** Colour name as products carry it. */
  colorName: z.string(),
  /** Hex value, #RRGGBB or #RGB. */
  hexValue: z.string(),
});

/** A colour mapping. */
export type ColorMapping = z.infer<typeof colorMappingSchema>;

/** Body of POST /api/v1/color-mappings and PUT /api/v1/color-mappings/{id}. */
export const colorMappingBodySchema = z.object({
  /** Colour name. */
  colorName: z.string(),
  /** Hex value; the update sends it uppercased. */
  hexValue: z.string(),
});

/** Body of a colour-mapping create or update. */
export type ColorMappingBody = z.infer<typeof colorMappingBodySchema>;

/** Response of GET /api/v1/color-mappings: a list or `{ data }`. */
export const colorMappingsResponseSchema = listOrDataSchema(colorMappingSchema);
