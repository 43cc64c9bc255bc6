import { percentChange } from '../admin/admin.rules';
import { ratePercent } from '../analytics/analytics.rules';
import type { MessageKey } from '../i18n/messages';
import type { CurrencyChange, FigureChange, InsightsOverview } from './insights.schema';

/** Which way a figure moved against the previous period. */
export type ChangeDirection = FigureChange['direction'];

/** Whether a move is good news: more searches are, more searches without results are not. */
export type ChangeSentiment = 'positive' | 'negative' | 'neutral';

/** The change from `previous` to `current`. Non-finite figures count as 0. */
export function figureChange(current: number, previous: number): FigureChange {
  const now = Number.isFinite(current) ? current : 0;
  const before = Number.isFinite(previous) ? previous : 0;
  const delta = now - before;
  return {
    current: now,
    previous: before,
    delta,
    percent: before === 0 ? (delta === 0 ? 0 : null) : percentChange(now, before),
    direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat',
  };
}

/** A rate as its two counts: clicks of searches, purchases of searches. */
export interface RateCounts {
  /** What is counted: clicks, purchases. */
  readonly part: number;
  /** What it is counted out of: searches. */
  readonly whole: number;
}

/**
 * The change of a rate (click-through, conversion) from its counts: both figures are the exact percentages
 * (`part` / `whole` x 100, 0 without a whole), so the change is never worked out from rounded ones; round them
 * only to show them.
 */
export function rateChange(current: RateCounts, previous: RateCounts): FigureChange {
  return figureChange(ratePercent(current.part, current.whole), ratePercent(previous.part, previous.whole));
}

/**
 * A report's revenue in each currency against the previous period's in the same currency, its `currency` first:
 * its `revenues`, else (a server that does not send them) `totals.revenue` in its `currency`.
 */
export function overviewRevenues(overview: {
  readonly currency: InsightsOverview['currency'];
  readonly totals: Pick<InsightsOverview['totals'], 'revenue'>;
  readonly revenues?: InsightsOverview['revenues'];
}): CurrencyChange[] {
  return overview.revenues && overview.revenues.length > 0
    ? overview.revenues
    : [{ ...overview.totals.revenue, currency: overview.currency }];
}

/** Good or bad news, for a figure where `better` says which way is good. */
export function changeSentiment(
  change: Pick<FigureChange, 'direction'>,
  better: 'higher' | 'lower',
): ChangeSentiment {
  if (change.direction === 'flat') return 'neutral';
  return (change.direction === 'up') === (better === 'higher') ? 'positive' : 'negative';
}

/**
 * The catalogue key that words a change; `{percent}` takes the size of the change, formatted by the caller
 * (formatPercent of |percent|). A figure that was 0 before reads as new.
 */
export function changeMessageKey(
  change: Pick<FigureChange, 'direction' | 'percent'>,
): Extract<MessageKey, 'changeUp' | 'changeDown' | 'changeFlat' | 'changeNew'> {
  if (change.direction === 'flat') return 'changeFlat';
  if (change.percent === null) return 'changeNew';
  return change.direction === 'up' ? 'changeUp' : 'changeDown';
}
