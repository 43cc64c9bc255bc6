import '@radix-ui/themes/styles.css';
import { StoreList, StoreSearchProvider, SyncStats, useStores, useSyncHistory } from '@storesearch/react';

function Welcome() {
  const stores = useStores();
  const history = useSyncHistory();
  return (
    <>
      <SyncStats
        stats={history.data?.stats}
        storeCount={stores.data?.length}
        loading={stores.isPending}
        error={stores.error}
      />
      <StoreList stores={stores.data} loading={stores.isPending} error={stores.error} />
    </>
  );
}

export function App() {
  return (
    <StoreSearchProvider config={{ baseUrl: 'https://api.example.com', vendorId: 42 }} appearance="light">
      <Welcome />
    </StoreSearchProvider>
  );
}
