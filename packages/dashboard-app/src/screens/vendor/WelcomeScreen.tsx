import { Button, Flex, Heading } from '@radix-ui/themes';
import {
  ErrorCallout,
  StoreList,
  SyncHistoryTable,
  SyncStats,
  useStores,
  useSyncHistory,
  useT,
} from '@storesearch/react';

/**
 * The vendor welcome page (spec section 2): stat cards, Your Stores and Sync History, all from one
 * batch-init request. Issue 5 adds the feature cards, Active Syncs and the sync actions.
 */
export function WelcomeScreen() {
  const t = useT();
  const stores = useStores();
  const history = useSyncHistory();
  const loading = stores.isPending;
  const refreshing = stores.isFetching && !loading;

  return (
    <Flex direction="column" gap="5">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="6">
          {t('welcomeTitle')}
        </Heading>
        <Button variant="soft" loading={refreshing} onClick={() => void stores.refetch()}>
          {t('refresh')}
        </Button>
      </Flex>

      {stores.isError ? (
        <ErrorCallout error={stores.error} />
      ) : (
        <>
          <SyncStats stats={history.data?.stats} storeCount={stores.data?.length} loading={loading} />
          <StoreList stores={stores.data} loading={loading} />
          <Flex direction="column" gap="3" asChild>
            <section aria-labelledby="sync-history-heading">
              <Heading as="h2" size="4" id="sync-history-heading">
                {t('syncHistory')}
              </Heading>
              <SyncHistoryTable entries={history.data?.history} loading={loading} />
            </section>
          </Flex>
        </>
      )}
    </Flex>
  );
}
