import { Button, Flex } from '@radix-ui/themes';
import { ErrorCallout, FeatureCards, SyncStats, useStores, useSyncHistory, useT } from '@storesearch/react';
import { useRouter } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import { ScreenPage } from '../ScreenPage';
import { StoreSyncSections } from './StoreSyncSections';

/**
 * The vendor welcome page (spec section 2): Refresh and Go to Dashboard, the feature cards, the stat cards,
 * Active Syncs, Your Stores and Sync History, all from one batch-init request.
 */
export function WelcomeScreen() {
  const t = useT();
  const router = useRouter();
  const stores = useStores();
  const history = useSyncHistory();
  const loading = stores.isPending;
  const refreshing = stores.isFetching && !loading;

  return (
    <ScreenPage
      title="welcomeTitle"
      actions={
        <Flex gap="2">
          <Button variant="soft" loading={refreshing} onClick={() => void stores.refetch()}>
            {t('refresh')}
          </Button>
          <Button onClick={() => router.history.push(PATHS.vendorDashboard)}>{t('goToDashboard')}</Button>
        </Flex>
      }
    >
      <FeatureCards />
      {stores.isError ? (
        <ErrorCallout error={stores.error} />
      ) : (
        <>
          <SyncStats stats={history.data?.stats} storeCount={stores.data?.length} loading={loading} />
          <StoreSyncSections />
        </>
      )}
    </ScreenPage>
  );
}
