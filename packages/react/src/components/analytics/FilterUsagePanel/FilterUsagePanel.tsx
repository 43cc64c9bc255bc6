import { Flex } from '@radix-ui/themes';
import { formatDate, type MessageKey, type StoreScope } from '@storesearch/sdk';
import { FILTER_USAGE_FIELDS, type FilterUsageField } from '@storesearch/sdk/analytics';
import { useCallback, useMemo } from 'react';
import { LineChart } from '../../../charts/LineChart';
import { useFilterUsage } from '../../../hooks/analytics/useFilterUsage';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';

/** The label key of each filter line. */
const FIELD_LABELS = {
  category: 'fieldCategory',
  brand: 'fieldBrand',
  size: 'fieldSize',
  color: 'fieldColor',
  tag: 'fieldTag',
} as const satisfies Record<FilterUsageField, MessageKey>;

/** Props of FilterUsagePanel. */
export interface FilterUsagePanelProps {
  /** The store shown; nothing is requested without one. */
  store: StoreScope | null | undefined;
}

/** Filter state: a line per filter (category, brand, size, color, tag) of how often it was used each day. */
export function FilterUsagePanel({ store }: FilterUsagePanelProps) {
  const t = useT();
  const locale = useLocale();
  const usage = useFilterUsage(store);
  // The same series and formatter on every render that changes neither, so the chart does not redraw.
  const categories = useMemo(
    () => FILTER_USAGE_FIELDS.map((field) => ({ key: field, label: t(FIELD_LABELS[field]) })),
    [t],
  );
  const dayLabel = useCallback(
    (day: string) => formatDate(`${day}T00:00:00Z`, locale, { fallback: day, timeZone: 'UTC' }),
    [locale],
  );
  // The axis shows month and day ('Jul 17'): the full date, cut to 10 characters, lost its year mid-way.
  const dayAxisLabel = useCallback(
    (day: string) =>
      formatDate(`${day}T00:00:00Z`, locale, {
        fallback: day,
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    [locale],
  );
  return (
    <Flex direction="column" gap="4">
      <LineChart
        title={t('filterUsage')}
        data={usage.data}
        loading={usage.isPending && !usage.error}
        error={usage.error}
        onRetry={() => void usage.refetch()}
        index="day"
        indexLabel={t('columnDate')}
        indexFormatter={dayLabel}
        axisFormatter={dayAxisLabel}
        categories={categories}
        emptyText={t('noDataAvailable')}
        height={320}
      />
    </Flex>
  );
}
