import { StoreList, StoreSearchProvider, useStores } from '@storesearch/react';
import type { Messages } from '@storesearch/sdk';

/** Single catalogue entries in your own words; every other text stays the locale's. */
const wording: Partial<Messages> = { yourStores: 'Your shops', addStore: 'Connect a shop' };

function Shops() {
  const stores = useStores();
  return <StoreList stores={stores.data} loading={stores.isPending} error={stores.error} />;
}

export function LocalisedShops({ locale }: { locale: string }) {
  return (
    <StoreSearchProvider
      config={{ baseUrl: 'https://api.example.com', vendorId: 42 }}
      locale={locale}
      messages={wording}
    >
      <Shops />
    </StoreSearchProvider>
  );
}
