import { type DateInput, formatDateTime } from '@storesearch/sdk';
import { useCallback } from 'react';
import { useLocale } from '../shared/useLocale';
import { useT } from '../shared/useT';

/**
 * Writes an instant on a store's clock, named with the clock's zone so nobody reads it as their own:
 * "Oct 14, 2026, 6:00 AM (America/New_York)". The schedules and the tuning history date changes this way.
 */
export function useStoreClockText(): (at: DateInput, timeZone: string) => string {
  const t = useT();
  const locale = useLocale();
  return useCallback(
    (at, timeZone) =>
      t('scheduleTimelineAt', {
        when: formatDateTime(at, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
        timeZone,
      }),
    [t, locale],
  );
}
