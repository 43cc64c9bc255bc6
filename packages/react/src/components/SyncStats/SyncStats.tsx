import { Grid } from '@radix-ui/themes';
import type { SyncStats as SyncStatsData } from '@storesearch/sdk';
import { useLocale, useT } from '../../hooks/useMessages';
import { ErrorCallout } from '../ErrorCallout/ErrorCallout';
import { StatCard } from '../StatCard/StatCard';

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
  if (error) return <ErrorCallout error={error} />;
  const number = new Intl.NumberFormat(locale);
  // The date is the figure and the time its hint, so the card keeps the height of its neighbours.
  const lastSyncDate = stats?.lastSyncDate ? new Date(stats.lastSyncDate) : null;
  const lastSync = lastSyncDate
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(lastSyncDate)
    : t('noSyncsYet');
  const lastSyncTime = lastSyncDate
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(lastSyncDate)
    : undefined;
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="3">
      <StatCard label={t('connectedStores')} value={number.format(storeCount ?? 0)} loading={loading} />
      <StatCard
        label={t('successfulSyncs')}
        value={number.format(stats?.successfulSyncs ?? 0)}
        loading={loading}
      />
      <StatCard
        label={t('productsSynced')}
        value={number.format(stats?.totalProductsSynced ?? 0)}
        loading={loading}
      />
      <StatCard label={t('lastSync')} value={lastSync} hint={lastSyncTime} loading={loading} />
    </Grid>
  );
}
