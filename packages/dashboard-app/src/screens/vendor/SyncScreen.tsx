import { Button, Flex, Heading } from '@radix-ui/themes';
import { ErrorCallout, SyncStats, useStores, useSyncHistory, useT } from '@storesearch/react';
import { StoreSyncSections } from './StoreSyncSections';

/** The sync screen (spec section 2): the vendor's stores with their sync status and the sync history. */
export function SyncScreen() {
  const t = useT();
  const stores = useStores();
  const history = useSyncHistory();
  const loading = stores.isPending;
  return (
    <Flex direction="column" gap="5">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="6">
          {t('syncTitle')}
        </Heading>
        <Button variant="soft" loading={stores.isFetching && !loading} onClick={() => void stores.refetch()}>
          {t('refresh')}
        </Button>
      </Flex>
      {stores.isError ? (
        <ErrorCallout error={stores.error} />
      ) : (
        <>
          <SyncStats stats={history.data?.stats} storeCount={stores.data?.length} loading={loading} />
          <StoreSyncSections />
        </>
      )}
    </Flex>
  );
}
