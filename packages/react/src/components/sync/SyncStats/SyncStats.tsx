import { formatDate, formatNumber } from '@storesearch/sdk';
import type { SyncStats as SyncStatsData } from '@storesearch/sdk/sync';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { StatRow } from '../../shared/StatCard/StatRow';

/** Props of SyncStats. */
export interface SyncStatsProps {
  /** Totals over the vendor's sync history; absent while loading or after a failure. */
  stats?: SyncStatsData | undefined;
  /** How many stores the vendor has connected. */
  storeCount?: number | undefined;
  /** Shows placeholders while the data loads. */
  loading?: boolean;
  /** The failure to show instead of the figures. */
  error?: unknown;
}

/** The welcome page's four stat cards: Connected Stores, Successful Syncs, Products Synced, Last Sync. */
export function SyncStats({ stats, storeCount, loading = false, error }: SyncStatsProps) {
  const t = useT();
  const locale = useLocale();
  // One row for every state: placeholders while loading, zeros when nothing came back.
  const row = (shown: SyncStatsData | undefined) => {
    // The date is the figure and the time its hint, so the card keeps the height of its neighbours.
    const lastSyncDate = shown?.lastSyncDate;
    const lastSync = lastSyncDate
      ? formatDate(lastSyncDate, locale, { fallback: t('noSyncsYet') })
      : t('noSyncsYet');
    const lastSyncTime = lastSyncDate ? formatDate(lastSyncDate, locale, { timeStyle: 'short' }) : undefined;
    const count = (value: number | undefined) => formatNumber(value ?? 0, locale);
    return (
      <StatRow
        loading={loading}
        stats={[
          { label: t('connectedStores'), value: count(storeCount) },
          { label: t('successfulSyncs'), value: count(shown?.successfulSyncs) },
          { label: t('productsSynced'), value: count(shown?.totalProductsSynced) },
          { label: t('lastSync'), value: lastSync, hint: lastSyncTime },
        ]}
      />
    );
  };
  return (
    <QueryBoundary
      query={{ isPending: loading, error, data: stats }}
      pending={row(stats)}
      empty={row(undefined)}
    >
      {row}
    </QueryBoundary>
  );
}
