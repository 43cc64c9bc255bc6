/*
 * The names of what a Search Insights view shows: its report tables and its daily chart's figures. A screen's
 * address holds them, so they sit apart from the reports' columns and the chart's rows: reading an address needs
 * these lists and nothing else.
 */

/** The report tables, in the order a screen shows them. */
export const INSIGHTS_REPORTS = [
  'noResults',
  'noClicks',
  'clickPositions',
  'topConverting',
  'noConversions',
  'rising',
  'falling',
] as const;

/** A report table. */
export type InsightsReportName = (typeof INSIGHTS_REPORTS)[number];

/** The figures the daily chart can draw, in the order its picker offers them. */
export const SERIES_FIGURES = ['searches', 'clicks', 'conversions', 'revenue'] as const;
