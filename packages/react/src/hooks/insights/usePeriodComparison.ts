import {
  type Period,
  type PeriodComparison,
  periodComparison,
  serialisePeriod,
} from '@storesearch/sdk/insights';
import { useMemo } from 'react';
import { useMinuteClock } from '../shared/useMinuteClock';

/**
 * The days of `period` in the store's zone beside the previous period's as far as they compare (the SDK's
 * `periodComparison`), at the browser's clock: resolved again each minute, as the polled figures move on, so the
 * time the previous period counts up to and, past midnight, the days stay those of the figures.
 */
export function usePeriodComparison(
  period: Period | undefined,
  timeZone: string,
): PeriodComparison | undefined {
  const now = useMinuteClock();
  // Keyed by the period's text: a screen may build an equal period object on every render.
  const key = period === undefined ? undefined : serialisePeriod(period);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the period
  return useMemo(
    () => (period === undefined ? undefined : periodComparison(period, timeZone, now)),
    [key, timeZone, now],
  );
}
