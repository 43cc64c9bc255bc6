import type { DayFigures, SeriesPoint } from './insights.schema';
import type { SERIES_FIGURES } from './insights.views';

/** A figure the daily chart can draw. */
export type SeriesFigure = (typeof SERIES_FIGURES)[number] & keyof DayFigures;

/** One day of the daily chart for one figure: the day's value beside the previous period's day's. */
export interface SeriesRow {
  /** The day, `YYYY-MM-DD`. */
  readonly date: string;
  /** The day of the previous period in the same place. */
  readonly previousDate: string;
  /** The figure on the day. */
  readonly current: number;
  /** The figure on the previous period's day. */
  readonly previous: number;
}

/**
 * A day's figure; revenue in `currency` when given (0 on a day nothing was paid in it), as a day without its
 * `revenues` has it only in the report's currency.
 */
function figureOf(day: DayFigures, figure: SeriesFigure, currency: string | undefined): number {
  if (figure !== 'revenue' || currency === undefined || day.revenues === undefined) return day[figure];
  return day.revenues.find((amount) => amount.currency === currency)?.amount ?? 0;
}

/**
 * The rows of the daily chart for one figure: one per day of the period, oldest first, as the series has them.
 * Revenue is drawn in one currency at a time (`currency`, the report's by default): amounts in different
 * currencies are never added up.
 */
export function seriesRows(
  series: readonly SeriesPoint[],
  figure: SeriesFigure,
  currency?: string | undefined,
): SeriesRow[] {
  return series.map((point) => ({
    date: point.date,
    previousDate: point.previousDate,
    current: figureOf(point.current, figure, currency),
    previous: figureOf(point.previous, figure, currency),
  }));
}
