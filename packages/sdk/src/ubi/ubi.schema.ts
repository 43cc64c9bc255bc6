import * as z from 'zod/mini';

/** A value inside `event_details`: a JSON scalar, so every backend can index it as a flat field. */
export const ubiDetailValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Free-form facts about an event (spec section 3), e.g. `search_query`, `product_title`, `revenue`. */
export const ubiEventDetailsSchema = z.record(z.string(), ubiDetailValueSchema);

const nonEmpty = () => z.string().check(z.minLength(1));

/** One analytics (UBI) event (spec section 3), as sent to POST /api/ubi/collect. */
export const ubiEventSchema = z.object({
  /** Unique id of the event, so the server can drop a re-sent duplicate. */
  event_id: nonEmpty(),
  /** What happened, e.g. `search` or `product_click`. */
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
  /** Where the event comes from; `admin` unless told otherwise. */
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
