import { Button } from '@radix-ui/themes';
import { ErrorCallout, SyncStats, useStores, useSyncHistory, useT } from '@storesearch/react';
import { ScreenPage } from '../ScreenPage';
import { StoreSyncSections } from './StoreSyncSections';

/** The sync screen (spec section 2): the vendor's stores with their sync status and the sync history. */
export function SyncScreen() {
  const t = useT();
  const stores = useStores();
  const history = useSyncHistory();
  const loading = stores.isPending;
  return (
    <ScreenPage
      title="syncTitle"
      actions={
        <Button variant="soft" loading={stores.isFetching && !loading} onClick={() => void stores.refetch()}>
          {t('refresh')}
        </Button>
      }
    >
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
