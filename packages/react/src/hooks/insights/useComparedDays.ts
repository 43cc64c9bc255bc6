import { type ComparedDays, comparedDays, type Period, serialisePeriod } from '@storesearch/sdk/insights';
import { useMemo } from 'react';

/**
 * The days of `period` in the store's zone beside the previous period's as far as they compare, resolved at the
 * browser's clock when the period or the zone changes (the SDK's `comparedDays`); undefined without a period.
 */
export function useComparedDays(period: Period | undefined, timeZone: string): ComparedDays | undefined {
  // Keyed by the period's text: a screen may build an equal period object on every render.
  const key = period === undefined ? undefined : serialisePeriod(period);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the period
  return useMemo(
    () => (period === undefined ? undefined : comparedDays(period, timeZone, Date.now())),
    [key, timeZone],
  );
}
