import { Flex } from '@radix-ui/themes';
import {
  FILTER_USAGE_FIELDS,
  type FilterUsageField,
  formatDate,
  type MessageKey,
  type StoreScope,
} from '@storesearch/sdk';
import { LineChart } from '../../charts/LineChart';
import { useFilterUsage } from '../../hooks/useFilterUsage';
import { useLocale, useT } from '../../hooks/useMessages';
import { RetryButton } from '../RetryButton/RetryButton';

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
  return (
    <Flex direction="column" gap="4">
      <LineChart
        title={t('filterUsage')}
        data={usage.data}
        loading={usage.isPending && !usage.error}
        error={usage.error}
        errorAction={<RetryButton onRetry={() => void usage.refetch()} />}
        index="day"
        indexLabel={t('columnDate')}
        indexFormatter={(day) => formatDate(`${day}T00:00:00Z`, locale, { fallback: day, timeZone: 'UTC' })}
        categories={FILTER_USAGE_FIELDS.map((field) => ({ key: field, label: t(FIELD_LABELS[field]) }))}
        emptyText={t('noDataAvailable')}
        height={320}
      />
    </Flex>
  );
}
