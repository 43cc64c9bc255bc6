import * as z from 'zod/mini';

/** A wall-clock date and time without zone, `YYYY-MM-DDTHH:mm`, read in the schedule's time zone. */
export const localDateTimeSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/));

/**
 * When a rule applies: from `start` (inclusive) to `end` (exclusive), in the store's IANA time zone. Query rules
 * and Dynamic Re-Rank rules share it.
 */
export const scheduleSchema = z.object({
  /** First minute the rule is live; none: live from now on. */
  start: z.optional(localDateTimeSchema),
  /** First minute the rule is no longer live; none: no end. */
  end: z.optional(localDateTimeSchema),
  /** The store's IANA time zone, e.g. Europe/Stockholm, that start and end are read in. */
  timeZone: z.string(),
});

/** When a rule applies. */
export type Schedule = z.infer<typeof scheduleSchema>;
