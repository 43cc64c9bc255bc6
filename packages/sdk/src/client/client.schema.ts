import * as z from 'zod/mini';

/** An entity id: the API sends numbers or strings; the SDK hands out strings so ids compare reliably. */
export const idSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value: string | number) => String(value)),
);

/** Body of an error response (spec section 8): the text lives in `error.message`, `error` or `message`. */
export const apiErrorBodySchema = z.looseObject({
  /** False on failure. */
  success: z.optional(z.boolean()),
  /** The error, as an object with a message or as plain text; null when the text is in `message`. */
  error: z.optional(
    z.nullable(
      z.union([
        z.string(),
        z.looseObject({ message: z.optional(z.nullable(z.string())), details: z.optional(z.unknown()) }),
      ]),
    ),
  ),
  /** Alternative location of the error text. */
  message: z.optional(z.nullable(z.string())),
  /** Extra information, e.g. `possibleReasons` for a failed WooCommerce connection. */
  details: z.optional(z.unknown()),
});

/** The error body shape. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * Response of a write whose body the spec does not show: any JSON object (or no body at all),
 * with the usual `success`/`message` fields when present.
 */
export const ackResponseSchema = z.optional(
  z.looseObject({
    /** True when the server accepted the call. */
    success: z.optional(z.boolean()),
    /** A server message. */
    message: z.optional(z.string()),
    /** Whatever the server returns. */
    data: z.optional(z.unknown()),
  }),
);

/** Acknowledgement of a write whose response the spec does not show. */
export type AckResponse = z.infer<typeof ackResponseSchema>;

/** A list sent bare or wrapped as `{ data: [...] }`; the api functions unwrap it with `unwrapList`. */
export function listOrDataSchema<T extends z.ZodMiniType>(item: T) {
  return z.union([z.array(item), z.looseObject({ success: z.optional(z.boolean()), data: z.array(item) })]);
}

/** The list out of a bare list or a `{ data }` wrapper. */
export function unwrapList<T>(body: readonly T[] | { readonly data: readonly T[] }): T[] {
  return Array.isArray(body) ? [...body] : [...(body as { readonly data: readonly T[] }).data];
}

/** The two shop platforms a store can run on. */
export const storeTypeSchema = z.enum(['shopify', 'woocommerce']);

/** A shop platform. */
export type StoreType = z.infer<typeof storeTypeSchema>;

/** Path/query pair that scopes most search-tuning calls to one store. */
export const storeScopeSchema = z.object({
  /** The store's id. */
  storeId: idSchema,
  /** The store's platform. */
  storeType: storeTypeSchema,
});

/** One store, identified by id and platform. */
export type StoreScope = z.input<typeof storeScopeSchema>;
