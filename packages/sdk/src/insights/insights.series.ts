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

/** The rows of the daily chart for one figure: one per day of the period, oldest first, as the series has them. */
export function seriesRows(series: readonly SeriesPoint[], figure: SeriesFigure): SeriesRow[] {
  return series.map((point) => ({
    date: point.date,
    previousDate: point.previousDate,
    current: point.current[figure],
    previous: point.previous[figure],
  }));
}
