import * as z from 'zod/mini';
import { idSchema } from '../client/client.schema';

/** Consumption of one plan limit. */
export const usageMetricSchema = z.looseObject({
  /** Amount used. */
  current: z.number(),
  /** Plan limit. */
  limit: z.number(),
  /** Amount used in percent of the limit. */
  percentage: z.number(),
  /** Amount left. */
  remaining: z.number(),
});

/** Consumption of one plan limit. */
export type UsageMetric = z.infer<typeof usageMetricSchema>;

/** The plan and its limits (spec section 3). */
export const usageLimitsSchema = z.looseObject({
  /** Plan name. */
  planName: z.string(),
  /** Searches this month. */
  searches: usageMetricSchema,
  /** Products indexed. */
  products: usageMetricSchema,
  /** Stores connected. */
  stores: usageMetricSchema,
});

/** The plan and its limits. */
export type UsageLimits = z.infer<typeof usageLimitsSchema>;

/** Response of GET /api/v1/analytics/store/{storeId}/usage-limits; no data means no subscription. */
export const usageLimitsResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The limits; null or absent without a subscription. */
  data: z.optional(z.nullable(usageLimitsSchema)),
});

/** Searches and clicks of one month. */
export const monthlyUsageSchema = z.looseObject({
  /** Year-month, e.g. 2024-05. */
  month: z.string(),
  /** Searches. */
  searches: z.number(),
  /** Clicks. */
  clicks: z.number(),
});

/** Searches and clicks of one month. */
export type MonthlyUsage = z.infer<typeof monthlyUsageSchema>;

/** Monthly usage statistics (spec section 3). */
export const usageStatsSchema = z.object({
  /** One entry per month. */
  monthlyData: z.array(monthlyUsageSchema),
});

/** Monthly usage statistics. */
export type UsageStats = z.infer<typeof usageStatsSchema>;

/** Response of GET /api/v1/analytics/store/{storeId}/usage-stats: the stats under `data` or the body itself. */
export const usageStatsResponseSchema = z.union([
  z.object({ success: z.optional(z.boolean()), data: usageStatsSchema }),
  usageStatsSchema,
]);

/** A row of the Usage page's manual boosting table (spec section 3). */
export const manualBoostingRowSchema = z.looseObject({
  /** Row id. */
  id: idSchema,
  /** ISO date of the purchase. */
  purchaseDate: z.string(),
  /** Where the request came from. */
  origin: z.string(),
  /** What was requested. */
  request: z.string(),
  /** Request state. */
  status: z.string(),
  /** Free-text details. */
  details: z.string(),
});

/** A row of the manual boosting table. */
export type ManualBoostingRow = z.infer<typeof manualBoostingRowSchema>;
