/** @storesearch/sdk/usage: a store's plan limits and monthly usage, and the usage levels and banners. */

export {
  getUsageLimits,
  getUsageLimitsEndpoint,
  getUsageStats,
  getUsageStatsEndpoint,
} from './usage.api';
export {
  usageLimitsQueryOptions,
  usageStatsQueryOptions,
} from './usage.queries';
export {
  type LimitCardMessage,
  limitCardMessage,
  USAGE_BAR_MAX_PERCENT,
  USAGE_EXCEEDED_PERCENT,
  USAGE_LEVEL_BANDS,
  USAGE_LEVEL_COLORS,
  USAGE_METRICS,
  USAGE_WARNING_PERCENT,
  type UsageBanner,
  type UsageLevel,
  type UsageLimitsLike,
  type UsageMetricName,
  usageBanner,
  usageBarWidth,
  usageLevel,
} from './usage.rules';
export {
  type ManualBoostingRow,
  type MonthlyUsage,
  manualBoostingRowSchema,
  monthlyUsageSchema,
  type UsageLimits,
  type UsageMetric,
  type UsageStats,
  usageLimitsResponseSchema,
  usageLimitsSchema,
  usageMetricSchema,
  usageStatsResponseSchema,
  usageStatsSchema,
} from './usage.schema';
