import { Skeleton, Text } from '@radix-ui/themes';
import {
  COMPARED_PERIODS_LINE,
  comparedPeriodsMessages,
  DEFAULT_TIME_ZONE,
  type Period,
  type PeriodComparison,
} from '@storesearch/sdk/insights';
import { usePeriodComparison } from '../../../hooks/insights/usePeriodComparison';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import type { TranslateFn } from '../../../hooks/shared/useMessages';
import { useT } from '../../../hooks/shared/useT';

/** Props of ComparedPeriods. */
export interface ComparedPeriodsProps {
  /** The period the screen reports on. */
  period: Period;
  /** The store's IANA time zone its days are counted in; UTC when omitted; null while it is not known yet. */
  timeZone?: string | null | undefined;
}

/** The period's days and the previous period's as far as they compare, as one line of text in the locale. */
export function comparedPeriodsText(
  days: PeriodComparison,
  timeZone: string,
  locale: string,
  t: TranslateFn,
): string {
  const [shown, previous] = comparedPeriodsMessages(days, timeZone, locale);
  return t(COMPARED_PERIODS_LINE, {
    period: t(shown.messageKey, shown.params),
    previous: t(previous.messageKey, previous.params),
  });
}

/**
 * The days a screen's changes compare, in a line: the period's, and the previous period's with, while the
 * period is still going on, the time of day it is counted up to ("Nov 16, 2026 – Nov 22, 2026 · Previous
 * period: Nov 9, 2026 – Nov 15, 2026, until 12:00 PM"), dates as the locale writes them in the store's zone.
 * For the screens whose figures say "Up 5 % on the previous period".
 */
export function ComparedPeriods({ period, timeZone }: ComparedPeriodsProps) {
  const t = useT();
  const locale = useLocale();
  const messagesReady = useMessageArea('insights');
  const zone = timeZone ?? DEFAULT_TIME_ZONE;
  const days = usePeriodComparison(period, zone);
  if (!messagesReady || days === undefined || timeZone === null)
    return (
      <Skeleton>
        <Text size="2">{t('loading')}</Text>
      </Skeleton>
    );
  return (
    <Text as="p" size="2" color="gray">
      {comparedPeriodsText(days, zone, locale, t)}
    </Text>
  );
}
