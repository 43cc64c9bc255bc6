import * as z from 'zod/mini';
import { listOrDataSchema } from '../client/client.schema';
import { DEFAULT_CURRENCY } from '../i18n/i18n.intl';
import { PERIOD_PATTERN } from '../insights/insights.period';

/** An ISO 4217 currency code as the API writes it: three capital letters (USD, EUR). */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

/** An ISO 4217 currency code; a response with another value is malformed. */
export const currencyCodeSchema = z.string().check(z.regex(CURRENCY_CODE_PATTERN));

/** An amount of money in one currency: amounts in different currencies are never added up. */
export const currencyAmountSchema = z.looseObject({
  /** ISO 4217 code of the amount. */
  currency: currencyCodeSchema,
  /** The amount, in units of the currency (dollars, euros). */
  amount: z.number(),
});

/** An amount of money in one currency. */
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;

/**
 * The ISO 4217 code of a row's `revenue` (proposed): the spec's revenue is in dollars, so a row that names none
 * is in USD; a value that is not a code makes the response malformed.
 */
export const revenueCurrencySchema = z._default(currencyCodeSchema, DEFAULT_CURRENCY);

/**
 * A row's revenue in each currency its purchases were paid in, `currency`'s first (proposed): over stores with
 * different currencies, `revenue` holds only the amount in `currency`.
 */
export const revenuesSchema = z.optional(z.array(currencyAmountSchema));

/**
 * The period an analytics call reports on, in its query: as `serialisePeriod` writes it (`last-30-days`,
 * `2026-11-01..2026-11-22`), its days counted in `timeZone` (UTC when omitted), or the period just before it.
 * Without a period, a call reports on every event kept, as the spec's calls do.
 */
export const periodQuerySchema = z.object({
  /** A preset's token or `from..to`. */
  period: z.optional(z.string().check(z.regex(PERIOD_PATTERN))),
  /** The store's IANA time zone. */
  timeZone: z.optional(z.string()),
  /** `true`: report on the period of as many days just before `period` instead, what a screen compares with. */
  previous: z.optional(z.enum(['true'])),
});

/** A recent search on the vendor dashboard. */
export const dashboardRecentSearchSchema = z.looseObject({
  /** The query text. */
  query: z.string(),
  /** Times it was searched. */
  searchCount: z.number(),
  /** ISO date-time of the latest search; missing shows N/A. */
  lastSearched: z.optional(z.nullable(z.string())),
  /** Clicks on its results (proposed: lets the dashboard's filter sort by clicks). */
  clicks: z.optional(z.number()),
  /** Conversion rate in percent (proposed: lets the filter sort by conversion rate). */
  conversionRate: z.optional(z.number()),
  /** Revenue in `currency` (proposed: lets the filter sort by total sales). */
  revenue: z.optional(z.number()),
  /** ISO 4217 code of `revenue` (proposed); USD when absent. */
  currency: revenueCurrencySchema,
  /** Revenue per currency (proposed), when the purchases were in more than `currency`. */
  revenues: revenuesSchema,
});

/** A recent search on the vendor dashboard. */
export type DashboardRecentSearch = z.infer<typeof dashboardRecentSearchSchema>;

/** Clicks on one product. */
export const productClicksSchema = z.looseObject({
  /** Product title. */
  productTitle: z.string(),
  /** Clicks. */
  clicks: z.number(),
});

/** Clicks on one product. */
export type ProductClicks = z.infer<typeof productClicksSchema>;

/** The vendor dashboard's data (spec section 3). */
export const batchDashboardSchema = z.looseObject({
  /** Headline figures. */
  dashboard: z.looseObject({
    /** Searches in the period. */
    totalSearches: z.number(),
  }),
  /** Recent searches. */
  recentSearches: z._default(z.array(dashboardRecentSearchSchema), []),
  /** Clicks per product. */
  productClicks: z._default(z.array(productClicksSchema), []),
});

/** The vendor dashboard's data. */
export type BatchDashboard = z.infer<typeof batchDashboardSchema>;

/** Response of GET /api/v1/analytics/store/{storeId}/batch-dashboard. */
export const batchDashboardResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The data. */
  data: batchDashboardSchema,
});

/** One use of the shop's filters (spec section 3); a filter not used is null or absent. */
export const filterUsageRecordSchema = z.looseObject({
  /** ISO date-time of the search. */
  timestamp: z.string(),
  /** Category filter. */
  category: z.optional(z.nullable(z.string())),
  /** Brand filter. */
  brand: z.optional(z.nullable(z.string())),
  /** Size filter. */
  size: z.optional(z.nullable(z.string())),
  /** Colour filter. */
  color: z.optional(z.nullable(z.string())),
  /** Tag filter. */
  tag: z.optional(z.nullable(z.string())),
});

/** One use of the shop's filters. */
export type FilterUsageRecord = z.infer<typeof filterUsageRecordSchema>;

/** Response of GET /api/v1/analytics/store/{storeId}/filters. */
export const filterUsageResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The records. */
  data: z.array(filterUsageRecordSchema),
});

/** One hour bucket of search activity. */
export const hourlyBucketSchema = z.looseObject({
  /** The hour, as the search engine formats it. */
  key_as_string: z.string(),
  /** Events in the hour. */
  doc_count: z.number(),
});

/** Where a search came from, resolved by the backend from the shopper's IP (proposed). */
export const searchLocationSchema = z.looseObject({
  /** City name. */
  city: z.string(),
  /** ISO 3166-1 alpha-2 country code. */
  country: z.string(),
  // The ranges are the contract's (contract.openapi.ts states them) but no zod check: refinements would bring
  // zod's whole check machinery into the entry for two numbers; `searchOrigins` skips an impossible place.
  /** Latitude in degrees, -90 to 90. */
  lat: z.number(),
  /** Longitude in degrees, -180 to 180. */
  lon: z.number(),
});

/** Where a search came from. */
export type SearchLocation = z.infer<typeof searchLocationSchema>;

/**
 * ISO 4217 code of a purchase's currency, when the event names one (proposed: a shop that sells in several
 * currencies); the store's when omitted. Read leniently: a value that is not a code counts as the store's.
 */
export const eventCurrencySchema = z.optional(z.nullable(z.string()));

/** A recent analytics event as the search engine stores it. */
export const realtimeEventSchema = z.looseObject({
  /** The stored event. */
  _source: z.looseObject({
    /** Event name, e.g. search, product_click, purchase_completed. */
    event_name: z.string(),
    /** Event facts. */
    event_details: z._default(
      z.looseObject({
        /** Searched text. */
        search_query: z.optional(z.nullable(z.string())),
        /** Clicked or bought product. */
        product_title: z.optional(z.nullable(z.string())),
        /** Purchase revenue, in `currency`. */
        revenue: z.optional(z.nullable(z.number())),
        /** The purchase's currency, when not the store's. */
        currency: eventCurrencySchema,
        /** Where the shopper searched from (proposed: feeds the real-time page's map). */
        location: z.optional(z.nullable(searchLocationSchema)),
      }),
      {},
    ),
    /** ISO date-time of the event. */
    timestamp: z.optional(z.string()),
  }),
});

/** A recent analytics event. */
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** The real-time state page's data (spec section 3). */
export const realtimeDataSchema = z.looseObject({
  /** Search activity per hour. */
  hourlyData: z._default(z.array(hourlyBucketSchema), []),
  /** Latest events. */
  recentEvents: z._default(z.array(realtimeEventSchema), []),
  /** The store's currency (proposed), which its purchases are paid in when they name none; USD when omitted. */
  currency: revenueCurrencySchema,
});

/** The real-time state page's data. */
export type RealtimeData = z.infer<typeof realtimeDataSchema>;

/** Response of GET /api/v1/analytics/store/{storeId}/realtime. */
export const realtimeResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The data. */
  data: realtimeDataSchema,
});

/** A row of the Search State table (spec section 3). */
export const recentSearchRowSchema = z.looseObject({
  /** The query text. */
  query: z.string(),
  /** Times it was searched. */
  searchCount: z.number(),
  /** Clicks on its results. */
  clicks: z.number(),
  /** Conversion rate in percent. */
  conversionRate: z.number(),
  /** Revenue in `currency`. */
  revenue: z.number(),
  /** ISO date-time of the latest search; missing shows N/A. */
  lastSearched: z.optional(z.nullable(z.string())),
  /** ISO 4217 code of `revenue` (proposed); USD when absent. */
  currency: revenueCurrencySchema,
  /** Revenue per currency (proposed): the vendor's stores may sell in different currencies. */
  revenues: revenuesSchema,
});

/** A row of the Search State table. */
export type RecentSearchRow = z.infer<typeof recentSearchRowSchema>;

/** Response of GET /api/v1/analytics/vendor/{userId}/recent-searches: a list or `{ data }`. */
export const recentSearchesResponseSchema = listOrDataSchema(recentSearchRowSchema);
