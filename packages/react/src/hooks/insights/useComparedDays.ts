import { type ComparedDays, comparedDays, type Period, serialisePeriod } from '@storesearch/sdk/insights';
import { useMemo } from 'react';
import { useMinuteClock } from '../shared/useMinuteClock';

/**
 * The days of `period` in the store's zone beside the previous period's as far as they compare (the SDK's
 * `comparedDays`), at the browser's clock: resolved again each minute, as the polled figures move on, so the
 * time the previous period counts up to and, past midnight, the days stay those of the figures.
 */
export function useComparedDays(period: Period | undefined, timeZone: string): ComparedDays | undefined {
  const now = useMinuteClock();
  // Keyed by the period's text: a screen may build an equal period object on every render.
  const key = period === undefined ? undefined : serialisePeriod(period);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the period
  return useMemo(
    () => (period === undefined ? undefined : comparedDays(period, timeZone, now)),
    [key, timeZone, now],
  );
}
