import * as z from 'zod/mini';

/**
 * A value inside `event_details`: a JSON scalar or a list of strings (one multi-valued keyword), so every
 * backend can index it as a flat field.
 */
export const ubiDetailValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
]);

/** Keys of `event_details` the search insights read; `UbiInsightDetails` says what each holds. */
export const UBI_INSIGHT_DETAIL_KEYS = [
  'search_query',
  'result_ids',
  'result_count',
  'position',
  'product_id',
  'product_title',
  'revenue',
  'currency',
  'filter_category',
  'filter_brand',
  'filter_size',
  'filter_color',
  'filter_tag',
  'location_city',
  'location_country',
  'location_lat',
  'location_lon',
] as const satisfies readonly (keyof UbiInsightDetails)[];

/**
 * Facts about an event (spec section 3): a flat map, any key. The contract names the keys the search insights
 * read (`propertyNames`); what each holds is documented on `UbiInsightDetails` rather than enforced, so every
 * event valid before stays valid, and the collector's checks and the dashboard's bundle stay within budget.
 */
export const ubiEventDetailsSchema = z.record(
  z.union([z.enum(UBI_INSIGHT_DETAIL_KEYS), z.string()]),
  ubiDetailValueSchema,
);

/**
 * The details the search insights read, with what each holds (`track` takes them as they are). A search carries
 * `search_query`, `result_ids`, `result_count` and the `filter_<field>` values it applied; a `product_click`
 * `search_query`, `position` and the product; a `purchase_completed` `revenue`, `currency`, the product and the
 * `search_query` that led to it. A detail of another type counts as unknown.
 */
export interface UbiInsightDetails {
  /** What the shopper searched for; on a click or a purchase, the search that led to it. */
  search_query?: string;
  /** Ids of the results shown, in the order shown: `result_ids[i]` is at position i + 1. */
  result_ids?: string[];
  /** How many results the search found in all (0 or more); 0 is a search without results. */
  result_count?: number;
  /** Position of the clicked result among those shown, from 1 (the first result). */
  position?: number;
  /** The clicked or bought product's id. */
  product_id?: string;
  /** The clicked or bought product's title. */
  product_title?: string;
  /** Value of the purchase, in `currency`. */
  revenue?: number;
  /** ISO 4217 code of the purchase's currency, e.g. USD; the store's when omitted. */
  currency?: string;
  /** The category filter the search applied. */
  filter_category?: string;
  /** The brand filter the search applied. */
  filter_brand?: string;
  /** The size filter the search applied. */
  filter_size?: string;
  /** The colour filter the search applied. */
  filter_color?: string;
  /** The tag filter the search applied. */
  filter_tag?: string;
  /** Where the shopper searched from (a backend resolves it from the IP): city. */
  location_city?: string;
  /** ISO 3166-1 alpha-2 country code. */
  location_country?: string;
  /** Latitude in degrees. */
  location_lat?: number;
  /** Longitude in degrees. */
  location_lon?: number;
}

const nonEmpty = () => z.string().check(z.minLength(1));

/** One analytics (UBI) event (spec section 3), as sent to POST /api/ubi/collect. */
export const ubiEventSchema = z.object({
  /** Unique id of the event, so the server can drop a re-sent duplicate. */
  event_id: nonEmpty(),
  /** What happened, e.g. `search`, `product_click` or `purchase_completed`. */
  event_name: nonEmpty(),
  /** Facts about what happened. */
  event_details: ubiEventDetailsSchema,
  /** When it happened: ISO 8601 in UTC with milliseconds and `Z`, as `Date#toISOString` writes it. */
  timestamp: z.iso.datetime({ precision: 3 }),
  /** Analytics session; a new one starts after 30 minutes of inactivity. */
  session_id: nonEmpty(),
  /** Signed-in user, or null when anonymous. */
  user_id: z.nullable(z.string()),
  /** Vendor the event belongs to, or null. */
  vendor_id: z.nullable(z.string()),
  /** Store the event belongs to, or null. */
  store_id: z.nullable(z.string()),
  /** Where the event comes from: `admin` unless told otherwise; a storefront sends its store type. */
  platform: nonEmpty(),
});

/** Body of POST /api/ubi/collect: a JSON array of events. */
export const ubiBatchSchema = z.array(ubiEventSchema);

/** One analytics (UBI) event. */
export type UbiEvent = z.infer<typeof ubiEventSchema>;

/** The `event_details` of an event. */
export type UbiEventDetails = z.infer<typeof ubiEventDetailsSchema>;

/** A batch as POSTed to the collect endpoint. */
export type UbiBatch = z.infer<typeof ubiBatchSchema>;
