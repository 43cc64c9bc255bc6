import { Badge, Box, Button, Callout, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { formatDateTime, formatNumber } from '@storesearch/sdk';
import { type SyncHistoryEntry, storeSyncRuns, storeSyncState, syncStats } from '@storesearch/sdk/sync';
import { useId } from 'react';
import {
  STORE_TYPE_LABEL_KEYS,
  SYNC_STATUS_COLORS,
  SYNC_STATUS_LABEL_KEYS,
} from '../../../format/format.labels';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import type { StoreListItem } from '../../../hooks/stores/storeListItems';
import type { StoreDetails } from '../../../hooks/stores/useStoreDetails';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { SyncHistoryTable } from '../../sync/SyncHistoryTable/SyncHistoryTable';
import { type StoreFact, StoreFacts, useStoreSettingsRows } from '../StoreSettingsCard/StoreFacts';

/** Props of StoreDetailsPanel. */
export interface StoreDetailsPanelProps {
  /** The store as the store list shows it; null when the vendor has no such store; absent while loading. */
  store?: StoreListItem | null | undefined;
  /** Shows placeholders while the store list loads. */
  loading?: boolean;
  /** Why the store list could not be loaded. */
  error?: unknown;
  /** The store's settings (currency, language, category, masked secret); absent while they load. */
  settings?: StoreDetails | null | undefined;
  /** Shows a placeholder while the settings load. */
  settingsLoading?: boolean;
  /** Why the settings could not be loaded (the rest of the panel still shows). */
  settingsError?: unknown;
  /** The vendor's sync history, every store's runs: the panel shows this store's. */
  history?: readonly SyncHistoryEntry[] | undefined;
  /** True while a sync start for this store is in flight: it reads Syncing, without a sync button. */
  starting?: boolean;
  /** Starts a sync (`isReSync` false) or a re-sync; without it the sync button is hidden. */
  onStartSync?: (store: StoreListItem, isReSync: boolean) => void;
  /** Opens the progress of the store's running sync; without it the button is hidden. */
  onShowProgress?: (store: StoreListItem) => void;
  /** Opens the store's settings and embed script; without it the button is hidden. */
  onOpenSettings?: (store: StoreListItem) => void;
  /** Closes the panel; without it the button is hidden. */
  onClose?: () => void;
}

/**
 * One store at a glance, what a store's View Details opens: its platform and sync state, when it was connected
 * and last synchronised (in the store's time zone, which it names), the products of its last completed sync,
 * its settings read-only (the secret masked), its own sync history, and its actions: Start Sync or Re-Sync
 * (Sync Progress while it syncs), and its settings with the embed script. A store the vendor does not have
 * (deleted since, or a mistyped link) says so.
 */
export function StoreDetailsPanel({
  store,
  loading = false,
  error,
  settings,
  settingsLoading = false,
  settingsError,
  history,
  starting = false,
  onStartSync,
  onShowProgress,
  onOpenSettings,
  onClose,
}: StoreDetailsPanelProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const settingsRows = useStoreSettingsRows(settings);

  /** The store's sync facts, from its runs (newest first). */
  const syncFacts = (shown: StoreListItem, runs: readonly SyncHistoryEntry[]): StoreFact[] => {
    const stats = syncStats(runs);
    const last = runs[0];
    const lastCompleted = runs.find((run) => run.status === 'completed');
    const at = (iso: string) =>
      formatDateTime(iso, locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        ...(shown.timeZone ? { timeZone: shown.timeZone } : {}),
        fallback: t('notAvailable'),
      });
    return [
      [t('storeConnectedAt'), at(shown.createdAt)],
      [t('storeTimeZone'), shown.timeZone ?? ''],
      [
        t('lastSync'),
        last ? (
          <Flex key="last-sync" align="center" gap="2" wrap="wrap">
            {at(last.startedAt)}
            <Badge color={SYNC_STATUS_COLORS[last.status]} highContrast>
              {t(SYNC_STATUS_LABEL_KEYS[last.status])}
            </Badge>
          </Flex>
        ) : (
          t('noSyncsYet')
        ),
      ],
      [t('storeLastSyncProducts'), lastCompleted ? formatNumber(lastCompleted.productCount, locale) : ''],
      [
        t('storeSyncs'),
        t('storeSyncCounts', {
          completed: formatNumber(stats.successfulSyncs, locale),
          failed: formatNumber(stats.failedSyncs, locale),
        }),
      ],
    ];
  };

  // The title row: the store's name with its platform and sync state, or 'Store Details' while there is no store.
  const header = (shown?: StoreListItem) => {
    const { badgeKey } = storeSyncState(
      { hasSyncProgress: (shown?.hasSyncProgress ?? false) || starting },
      false,
    );
    return (
      <Flex align="start" justify="between" gap="3" wrap="wrap">
        <Box minWidth="0">
          {shown && (
            <Text as="p" size="2" color="gray">
              {t('storeDetails')}
            </Text>
          )}
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h2" size="5" id={`${id}-title`} tabIndex={-1} style={{ overflowWrap: 'anywhere' }}>
              {shown?.storeName ?? t('storeDetails')}
            </Heading>
            {shown && (
              <>
                <Badge color="gray" highContrast>
                  {t(STORE_TYPE_LABEL_KEYS[shown.storeType])}
                </Badge>
                <Badge color={badgeKey === 'storeSyncing' ? 'blue' : 'green'} highContrast>
                  {t(badgeKey)}
                </Badge>
              </>
            )}
          </Flex>
        </Box>
        {onClose && (
          <Button variant="soft" color="gray" onClick={onClose}>
            {t('closeStoreDetails')}
          </Button>
        )}
      </Flex>
    );
  };

  return (
    <Card size="3" asChild>
      <section aria-labelledby={`${id}-title`} aria-busy={loading}>
        <Flex direction="column" gap="4">
          <QueryBoundary
            query={{ isPending: loading, error, data: store }}
            pending={
              <>
                {header()}
                <Skeleton height="160px" />
              </>
            }
            empty={
              <>
                {header()}
                <Callout.Root color="amber" role="status">
                  <Callout.Text>{t('storeNotConnected')}</Callout.Text>
                </Callout.Root>
              </>
            }
            renderError={(failure) => (
              <>
                {header()}
                <ErrorCallout error={failure} />
              </>
            )}
          >
            {(shown) => {
              const runs = history && storeSyncRuns(shown, history);
              const { action } = storeSyncState(
                { hasSyncProgress: shown.hasSyncProgress || starting },
                shown.hasHistory,
              );
              const syncButton =
                onStartSync && action ? (
                  <Button onClick={() => onStartSync(shown, action.isReSync)}>{t(action.labelKey)}</Button>
                ) : onShowProgress && shown.hasSyncProgress ? (
                  <Button onClick={() => onShowProgress(shown)}>{t('syncProgressTitle')}</Button>
                ) : null;
              return (
                <>
                  {header(shown)}
                  {/* One list, so the labels line up; the settings join it when they are in. */}
                  <StoreFacts rows={[...syncFacts(shown, runs ?? []), ...settingsRows]} />
                  <QueryBoundary
                    query={{ isPending: settingsLoading, error: settingsError, data: settings }}
                    pending={<Skeleton height="160px" />}
                  >
                    {() => null}
                  </QueryBoundary>
                  {(syncButton || onOpenSettings) && (
                    <Flex gap="2" wrap="wrap">
                      {syncButton}
                      {onOpenSettings && (
                        <Button variant="outline" onClick={() => onOpenSettings(shown)}>
                          {t('openStoreSettings')}
                        </Button>
                      )}
                    </Flex>
                  )}
                  <Flex direction="column" gap="3" asChild>
                    <section aria-labelledby={`${id}-history`}>
                      <Heading as="h3" size="3" id={`${id}-history`}>
                        {t('syncHistory')}
                      </Heading>
                      <SyncHistoryTable
                        entries={runs}
                        loading={runs === undefined}
                        timeZone={shown.timeZone}
                      />
                    </section>
                  </Flex>
                </>
              );
            }}
          </QueryBoundary>
        </Flex>
      </section>
    </Card>
  );
}
