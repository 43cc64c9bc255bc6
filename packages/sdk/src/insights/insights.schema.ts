import * as z from 'zod/mini';
import { currencyAmountSchema, currencyCodeSchema } from '../analytics/analytics.schema';
import { idSchema } from '../client/client.schema';
import { PERIOD_PATTERN } from './insights.period';

/** Which ways a figure can move against the previous period. */
export const CHANGE_DIRECTIONS = ['up', 'down', 'flat'] as const;

/** A figure beside the same figure in the previous period (see `figureChange`). */
export const figureChangeSchema = z.looseObject({
  /** This period's figure. */
  current: z.number(),
  /** The previous period's figure. */
  previous: z.number(),
  /** current - previous. */
  delta: z.number(),
  /** The change in percent of the previous figure (one decimal); null when the previous figure was 0. */
  percent: z.nullable(z.number()),
  /** up, down or flat. */
  direction: z.enum(CHANGE_DIRECTIONS),
});

/** A figure beside the same figure in the previous period. */
export type FigureChange = z.infer<typeof figureChangeSchema>;

/** An amount of money in one currency beside the previous period's in the same currency. */
export const currencyChangeSchema = z.looseObject({
  ...figureChangeSchema.shape,
  /** ISO 4217 code of both amounts. */
  currency: currencyCodeSchema,
});

/** An amount of money in one currency beside the previous period's. */
export type CurrencyChange = z.infer<typeof currencyChangeSchema>;

/** Revenue per currency, the report's `currency` first: amounts in different currencies are never added up. */
const revenuesSchema = z.optional(z.array(currencyAmountSchema));

/** The days of a period, as a response states them. */
export const periodRangeSchema = z.looseObject({
  /** First day, `YYYY-MM-DD`, included. */
  from: z.string(),
  /** Last day, included. */
  to: z.string(),
  /** Days from `from` to `to`, both included. */
  days: z.number(),
  /**
   * Set on the previous period while the period is still going on: the instant (ISO 8601) it is counted up to,
   * the same time of day on its day in the same place, so that both count as far.
   */
  until: z.optional(z.string()),
});

/** The days of a period. */
export type PeriodRange = z.infer<typeof periodRangeSchema>;

/** What each fix of a report row does, and which editor it opens. */
export const INSIGHT_FIX_ACTIONS = ['addSynonym', 'addRedirect', 'pinProducts', 'reRank'] as const;

/** One value of a storefront filter: `brand` is `Nike`. */
export const facetValueSchema = z.looseObject({
  /** The filter (a product field: brand, category, color, size, tag). */
  field: z.string(),
  /** Its value. */
  value: z.string(),
});

/** One value of a storefront filter. */
export type FacetValue = z.infer<typeof facetValueSchema>;

/** An action that fixes what a report row shows, with what its editor opens pre-filled with. */
export const insightFixSchema = z.looseObject({
  /** addSynonym, addRedirect (no results), pinProducts (no clicks) or reRank (clicks far down, no sales). */
  action: z.enum(INSIGHT_FIX_ACTIONS),
  /** For reRank: the filters shoppers used most with the query, the rule's conditions. */
  facets: z.optional(z.array(facetValueSchema)),
});

/** An action that fixes what a report row shows. */
export type InsightFix = z.infer<typeof insightFixSchema>;

/** An action a fix takes. */
export type InsightFixAction = (typeof INSIGHT_FIX_ACTIONS)[number];

/** Searches, clicks, purchases and revenue of one day (or a whole period). */
export const dayFiguresSchema = z.looseObject({
  /** Searches. */
  searches: z.number(),
  /** Searches that found nothing. */
  noResultSearches: z.number(),
  /** Clicks on results. */
  clicks: z.number(),
  /** Purchases. */
  conversions: z.number(),
  /** Revenue of the purchases, in the report's currency. */
  revenue: z.number(),
  /** Revenue of the purchases per currency (with the other currencies' amounts that `revenue` leaves out). */
  revenues: revenuesSchema,
});

/** Figures of one day. */
export type DayFigures = z.infer<typeof dayFiguresSchema>;

/** One day of the chart, beside the day in the same place of the previous period. */
export const seriesPointSchema = z.looseObject({
  /** The day, `YYYY-MM-DD`. */
  date: z.string(),
  /** The day of the previous period it is drawn against. */
  previousDate: z.string(),
  /** The day's figures. */
  current: dayFiguresSchema,
  /** The previous period's day's figures. */
  previous: dayFiguresSchema,
});

/** One day of the chart. */
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

/** The period's headline figures, each with its change against the previous period. */
export const insightsTotalsSchema = z.looseObject({
  /** Searches. */
  searches: figureChangeSchema,
  /** Clicks on results. */
  clicks: figureChangeSchema,
  /** Clicks / searches x 100, unrounded so that its change is exact; shown rounded (spec section 9). */
  clickThroughRate: figureChangeSchema,
  /** Purchases. */
  conversions: figureChangeSchema,
  /** Purchases / searches x 100, unrounded so that its change is exact; shown to one decimal. */
  conversionRate: figureChangeSchema,
  /** Revenue, in the report's currency. */
  revenue: figureChangeSchema,
  /** Searches that found nothing. */
  noResultSearches: figureChangeSchema,
});

/** The period's headline figures. */
export type InsightsTotals = z.infer<typeof insightsTotalsSchema>;

/** Fields every insights response carries: what it covers. */
const reportContext = {
  /** The period reported on. */
  period: periodRangeSchema,
  /** The period of as many days just before, compared with (as far as the period has gone: see `until`). */
  previousPeriod: periodRangeSchema,
  /** The IANA time zone the days are counted in. */
  timeZone: z.string(),
  /**
   * ISO 4217 code of the `revenue` figures: the currency of the first store in scope. Stores that sell in other
   * currencies add their amounts to the `revenues` lists, never to `revenue`.
   */
  currency: currencyCodeSchema,
};

/** The period-aware dashboard: totals with their changes and the daily series with the previous period. */
export const insightsOverviewSchema = z.looseObject({
  ...reportContext,
  /** Headline figures. */
  totals: insightsTotalsSchema,
  /**
   * Revenue per currency, each against the previous period's in the same currency, the report's `currency`
   * first; a client without it reads `totals.revenue`.
   */
  revenues: z.optional(z.array(currencyChangeSchema)),
  /** One point per day of the period. */
  series: z.array(seriesPointSchema),
});

/** The period-aware dashboard. */
export type InsightsOverview = z.infer<typeof insightsOverviewSchema>;

/**
 * The field every report row shares: the store the query was searched in most over the period (for a query that
 * found nothing, where it found nothing most), ties to the lower id. In a report on several stores, the store the
 * row's fixes apply to.
 */
const reportRowStore = { storeId: z.optional(idSchema) };

/** A query that found nothing. */
export const noResultRowSchema = z.looseObject({
  /** The query, trimmed and in lower case. */
  query: z.string(),
  /** Its searches that found nothing. */
  searches: z.number(),
  /** ISO date-time of the latest such search. */
  lastSeen: z.string(),
  /** Such searches over the period, oldest first: one point per day, or per few days in long periods. */
  trend: z.array(z.number()),
  ...reportRowStore,
  /** Add a synonym or a redirect. */
  fixes: z.array(insightFixSchema),
});

/** A query that found nothing. */
export type NoResultRow = z.infer<typeof noResultRowSchema>;

/** A query that found results that nobody clicked. */
export const noClickRowSchema = z.looseObject({
  /** The query. */
  query: z.string(),
  /** Its searches that found results. */
  searches: z.number(),
  /** ISO date-time of the latest search. */
  lastSeen: z.string(),
  ...reportRowStore,
  /** Pin products. */
  fixes: z.array(insightFixSchema),
});

/** A query whose results nobody clicked. */
export type NoClickRow = z.infer<typeof noClickRowSchema>;

/** Where in the results a query's clicks land. */
export const clickPositionRowSchema = z.looseObject({
  /** The query. */
  query: z.string(),
  /** Its clicks that say their position. */
  clicks: z.number(),
  /** Their average position (1 is the first result), one decimal. */
  averagePosition: z.number(),
  ...reportRowStore,
  /** A Dynamic Re-Rank rule when the clicks land far down the page. */
  fixes: z.array(insightFixSchema),
});

/** Where a query's clicks land. */
export type ClickPositionRow = z.infer<typeof clickPositionRowSchema>;

/** Clicks on a position, or a range of positions. */
export const positionBucketSchema = z.looseObject({
  /** First position of the range (1 is the first result). */
  from: z.number(),
  /** Last position of the range; null for the last range, which has no end. */
  to: z.nullable(z.number()),
  /** Clicks on the range. */
  clicks: z.number(),
});

/** Clicks on a range of positions. */
export type PositionBucket = z.infer<typeof positionBucketSchema>;

/** A query's searches, clicks and purchases. */
export const conversionRowSchema = z.looseObject({
  /** The query. */
  query: z.string(),
  /** Searches. */
  searches: z.number(),
  /** Clicks on its results. */
  clicks: z.number(),
  /** Purchases after it. */
  conversions: z.number(),
  /** Purchases / searches x 100, one decimal. */
  conversionRate: z.number(),
  /** Revenue of the purchases, in the report's currency. */
  revenue: z.number(),
  /** Revenue of the purchases per currency (with the other currencies' amounts that `revenue` leaves out). */
  revenues: revenuesSchema,
  ...reportRowStore,
  /** A Dynamic Re-Rank rule for a query that does not sell; none for one that does. */
  fixes: z.array(insightFixSchema),
});

/** A query's searches, clicks and purchases. */
export type ConversionRow = z.infer<typeof conversionRowSchema>;

/** A query searched more or less than in the previous period. */
export const trendRowSchema = z.looseObject({
  /** The query. */
  query: z.string(),
  /** Its searches, with the previous period's and the change. */
  searches: figureChangeSchema,
  ...reportRowStore,
  /** What would fix the query as it stands, if anything. */
  fixes: z.array(insightFixSchema),
});

/** A query searched more or less than before. */
export type TrendRow = z.infer<typeof trendRowSchema>;

/** A report of rows: the first REPORT_ROW_LIMIT, and how many there are in all. */
function rowsReportSchema<Row extends z.ZodMiniType>(row: Row) {
  return z.looseObject({
    ...reportContext,
    /** The rows, most telling first. */
    rows: z.array(row),
    /** Rows in all, of which `rows` holds the first. */
    totalRows: z.number(),
  });
}

/** Queries with no results. */
export const noResultsReportSchema = rowsReportSchema(noResultRowSchema);

/** Queries with results but no clicks. */
export const noClicksReportSchema = rowsReportSchema(noClickRowSchema);

/** Queries that led to purchases, or queries clicked without any. */
export const conversionsReportSchema = rowsReportSchema(conversionRowSchema);

/** Average click position per query, and clicks per position overall. */
export const clickPositionsReportSchema = z.looseObject({
  ...rowsReportSchema(clickPositionRowSchema).shape,
  /** Clicks per position (1 to 10), then 11 to 20, then 21 and beyond. */
  distribution: z.array(positionBucketSchema),
});

/** Queries rising and falling against the previous period. */
export const trendingReportSchema = z.looseObject({
  ...reportContext,
  /** Queries searched more, the largest rise first. */
  rising: z.array(trendRowSchema),
  /** Queries searched less, the largest fall first. */
  falling: z.array(trendRowSchema),
  /** Rising queries in all. */
  totalRising: z.number(),
  /** Falling queries in all. */
  totalFalling: z.number(),
});

/** Queries with no results. */
export type NoResultsReport = z.infer<typeof noResultsReportSchema>;
/** Queries whose results nobody clicked. */
export type NoClicksReport = z.infer<typeof noClicksReportSchema>;
/** Top converting queries, or queries without conversions. */
export type ConversionsReport = z.infer<typeof conversionsReportSchema>;
/** Click positions. */
export type ClickPositionsReport = z.infer<typeof clickPositionsReportSchema>;
/** Rising and falling queries. */
export type TrendingReport = z.infer<typeof trendingReportSchema>;

/** A response body: the data, under `data` as the analytics calls send it. */
export function insightsResponseSchema<Data extends z.ZodMiniType>(data: Data) {
  return z.looseObject({
    /** True on success. */
    success: z.optional(z.boolean()),
    /** The report. */
    data,
  });
}

/** Query parameters of every insights call. */
export const insightsQuerySchema = z.object({
  /** The period, as `serialisePeriod` writes it: a preset (`last-30-days`) or `2026-11-01..2026-11-22`. */
  period: z.string().check(z.regex(PERIOD_PATTERN)),
  /** The store's IANA time zone; UTC when omitted. */
  timeZone: z.optional(z.string()),
  /** One store; every store of the vendor (from x-vendor-id) when omitted. */
  storeId: z.optional(idSchema),
  /** One platform (shopify or woocommerce); every platform when omitted. */
  platform: z.optional(z.string()),
});
