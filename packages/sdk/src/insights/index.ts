/**
 * @storesearch/sdk/insights: any period in the store's time zone against the previous one, and the reports that
 * tell a shop owner what to fix, computed from UBI events. Periods and changes, the reports (pure functions over
 * events), their fixes, labels and CSV export, their schemas, proposed calls and query factories. The demo's
 * event log, seeded traffic and screen figures (insights.store.ts, insights.traffic.ts, insights.figures.ts)
 * are for the demo backend, not this entry.
 */

export {
  getClickPositions,
  getClickPositionsEndpoint,
  getInsightsOverview,
  getInsightsOverviewEndpoint,
  getNoClickQueries,
  getNoClickQueriesEndpoint,
  getNoConversionQueries,
  getNoConversionQueriesEndpoint,
  getNoResultQueries,
  getNoResultQueriesEndpoint,
  getTopConvertingQueries,
  getTopConvertingQueriesEndpoint,
  getTrendingQueries,
  getTrendingQueriesEndpoint,
  type InsightsQuery,
  insightsQueryParams,
} from './insights.api';
export {
  type ChangeDirection,
  type ChangeSentiment,
  changeMessageKey,
  changeSentiment,
  figureChange,
} from './insights.change';
export {
  comparedPeriod,
  lastDaysSoFar,
  ongoingDay,
  type PeriodComparison,
  periodComparison,
  previousPeriod,
} from './insights.compare';
export {
  type InsightsEvent,
  type InsightsEventKind,
  type InsightsScope,
  insightsEventKind,
  reportQuery,
} from './insights.events';
export {
  INSIGHTS_REPORT_MESSAGES,
  type InsightsReportMessages,
  type InsightsReportRows,
  insightsCsv,
  insightsCsvColumns,
  insightsCsvFileName,
  type Translate,
} from './insights.export';
export { FAR_CLICK_POSITION, FIX_ACTION_LABELS, fixRuleForm, RERANK_FACET_LIMIT } from './insights.fixes';
export {
  CLICK_POSITION_CHART_LABELS,
  comparedPeriodsMessages,
  INSIGHTS_REPORTS_LABEL,
  INSIGHTS_SCOPE_LABELS,
  INSIGHTS_TOTALS,
  type InsightsMessage,
  PERIOD_ACTIVITY_LABELS,
  PERIOD_PICKER_LABELS,
  PLATFORM_LABELS,
  periodRangeMessage,
  positionBucketMessage,
  previousPeriodMessage,
  REPORT_STORE_SCOPE_LABELS,
  REPORT_TOP_CHART_TITLE,
  rowsLimitedMessage,
  SERIES_CHART_LABELS,
  SERIES_FIGURE_LABELS,
  SERIES_LABELS,
  trendSummaryMessage,
} from './insights.labels';
export { loadInsightsMessages } from './insights.messages';
export type { InsightsMessageKey, InsightsMessages } from './insights.messages.en';
export {
  DEFAULT_PERIOD,
  DEFAULT_TIME_ZONE,
  MAX_PERIOD_DAYS,
  PERIOD_PATTERN,
  PERIOD_PRESET_LABELS,
  PERIOD_PRESET_TOKENS,
  PERIOD_PRESETS,
  type Period,
  type PeriodContext,
  type PeriodPreset,
  parsePeriod,
  parseTimeZone,
  type ResolvedPeriod,
  resolvePeriod,
  resolveRange,
  serialisePeriod,
} from './insights.period';
export {
  clickPositionsQueryOptions,
  type InsightsQueryInput,
  insightsKeys,
  insightsOverviewQueryOptions,
  noClickQueriesQueryOptions,
  noConversionQueriesQueryOptions,
  noResultQueriesQueryOptions,
  topConvertingQueriesQueryOptions,
  trendingQueriesQueryOptions,
} from './insights.queries';
export {
  clickPositionsReport,
  conversionRate,
  noClicksReport,
  noConversionsReport,
  noResultsReport,
  overviewReport,
  REPORT_ROW_LIMIT,
  topConvertingReport,
  trendingReport,
} from './insights.reports';
export {
  CHANGE_DIRECTIONS,
  type ClickPositionRow,
  type ClickPositionsReport,
  type ConversionRow,
  type ConversionsReport,
  clickPositionRowSchema,
  clickPositionsReportSchema,
  conversionRowSchema,
  conversionsReportSchema,
  type DayFigures,
  dayFiguresSchema,
  type FacetValue,
  type FigureChange,
  facetValueSchema,
  figureChangeSchema,
  INSIGHT_FIX_ACTIONS,
  type InsightFix,
  type InsightFixAction,
  type InsightsOverview,
  type InsightsTotals,
  insightFixSchema,
  insightsOverviewSchema,
  insightsQuerySchema,
  insightsTotalsSchema,
  type NoClickRow,
  type NoClicksReport,
  type NoResultRow,
  type NoResultsReport,
  noClickRowSchema,
  noClicksReportSchema,
  noResultRowSchema,
  noResultsReportSchema,
  type PeriodRange,
  type PositionBucket,
  periodRangeSchema,
  positionBucketSchema,
  type SeriesPoint,
  seriesPointSchema,
  type TrendingReport,
  type TrendRow,
  trendingReportSchema,
  trendRowSchema,
} from './insights.schema';
export {
  DEFAULT_REPORT_SCOPE,
  REPORT_PLATFORMS,
  REPORT_STORE_SCOPES,
  type ReportScope,
  type ReportStoreScope,
  reportScopeInput,
} from './insights.scope';
export { type SeriesFigure, type SeriesRow, seriesRows } from './insights.series';
export { type InsightsRequest, type InsightsTally, TREND_MAX_POINTS, tallyEvents } from './insights.tally';
export { INSIGHTS_REPORTS, type InsightsReportName, SERIES_FIGURES } from './insights.views';
export { addDays, type CalendarDate, daysBetween, startOfDay, zonedDate } from './insights.zone';
