import { percentChange } from '../admin/admin.rules';
import type { MessageKey } from '../i18n/messages';
import type { FigureChange } from './insights.schema';

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
