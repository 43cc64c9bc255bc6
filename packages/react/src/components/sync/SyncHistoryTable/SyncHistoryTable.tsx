import { Badge, Flex, Progress, Skeleton, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { formatDateTime, formatDuration, formatNumber, formatPercent } from '@storesearch/sdk';
import type { StoreListRow } from '@storesearch/sdk/stores';
import { type SyncHistoryEntry, syncDurationSeconds, syncRunStoreName } from '@storesearch/sdk/sync';
import type { ReactNode } from 'react';
import {
  STORE_TYPE_LABEL_KEYS,
  SYNC_STATUS_COLORS,
  SYNC_STATUS_LABEL_KEYS,
} from '../../../format/format.labels';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessages } from '../../../hooks/shared/useMessages';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** Rows shown as placeholders while the history loads. */
const LOADING_ROWS = 3;
const COLUMN_COUNT = 6;

/** Props of SyncHistoryTable. */
export interface SyncHistoryTableProps {
  /** Runs, newest first; absent while loading or after a failure. */
  entries?: readonly SyncHistoryEntry[] | undefined;
  /** Shows placeholder rows while the data loads. */
  loading?: boolean;
  /** The failure to show instead of the table. */
  error?: unknown;
  /**
   * The vendor's stores: a run of a store whose platform another store shares names its store under the
   * platform (`syncRunStoreName`), so two Shopify stores' runs can be told apart.
   */
  stores?: readonly Pick<StoreListRow, 'id' | 'storeType' | 'storeName'>[] | undefined;
  /** The IANA time zone the runs' dates are written in (one store's runs, on its clock); the browser's by default. */
  timeZone?: string | undefined;
}

/**
 * The sync history: Date, Store Type (with the store's name when its platform does not tell it), Status,
 * Products, Duration (minutes and seconds), Progress.
 */
export function SyncHistoryTable({
  entries,
  loading = false,
  error,
  stores = [],
  timeZone,
}: SyncHistoryTableProps) {
  const t = useT();
  const locale = useLocale();
  const messages = useMessages();
  const duration = (entry: SyncHistoryEntry) => {
    const seconds = syncDurationSeconds(entry);
    return seconds === null ? t('notAvailable') : formatDuration(seconds, messages, locale);
  };

  const storeName = (entry: SyncHistoryEntry) => syncRunStoreName(entry, stores);

  // Loading, empty and data share the table and its header row; only the body's rows differ.
  const table = (bodyRows: ReactNode) => (
    <Table.Root variant="surface">
      {/* Table.Root's props land on a wrapper div; a caption names the table element itself. */}
      <VisuallyHidden asChild>
        <caption>{t('syncHistory')}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('columnDate')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('columnStoreType')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('columnStatus')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('columnProducts')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('columnDuration')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('columnProgress')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>{bodyRows}</Table.Body>
    </Table.Root>
  );

  return (
    <QueryBoundary
      query={{ isPending: loading, error, data: entries }}
      pending={table(
        Array.from({ length: LOADING_ROWS }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
          <Table.Row key={row} aria-busy="true">
            {Array.from({ length: COLUMN_COUNT }, (_, cell) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
              <Table.Cell key={cell}>
                <Skeleton width="64px" height="16px" />
              </Table.Cell>
            ))}
          </Table.Row>
        )),
      )}
      empty={table(
        <Table.Row>
          <Table.Cell colSpan={COLUMN_COUNT}>
            <Text color="gray">{t('noDataAvailable')}</Text>
          </Table.Cell>
        </Table.Row>,
      )}
    >
      {(shown) =>
        table(
          shown.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.RowHeaderCell>
                {formatDateTime(entry.startedAt, locale, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  fallback: t('notAvailable'),
                  ...(timeZone ? { timeZone } : {}),
                })}
              </Table.RowHeaderCell>
              <Table.Cell>
                {t(STORE_TYPE_LABEL_KEYS[entry.storeType])}
                {storeName(entry) && (
                  <Text as="div" size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
                    {storeName(entry)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Badge color={SYNC_STATUS_COLORS[entry.status]} highContrast>
                  {t(SYNC_STATUS_LABEL_KEYS[entry.status])}
                </Badge>
              </Table.Cell>
              <Table.Cell justify="end">{formatNumber(entry.productCount, locale)}</Table.Cell>
              <Table.Cell>{duration(entry)}</Table.Cell>
              <Table.Cell>
                <Flex align="center" gap="2">
                  <Progress
                    value={entry.overallProgress}
                    aria-label={t('columnProgress')}
                    color={SYNC_STATUS_COLORS[entry.status]}
                    style={{ minWidth: 64 }}
                  />
                  <Text size="1">{formatPercent(entry.overallProgress, locale)}</Text>
                </Flex>
              </Table.Cell>
            </Table.Row>
          )),
        )
      }
    </QueryBoundary>
  );
}
