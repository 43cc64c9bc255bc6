import { VendorDashboardPanel } from '@storesearch/react';
import { AnalyticsStoreGate } from './AnalyticsStoreGate';

/** The vendor dashboard (spec section 2): tiles, top clicked products, company facts, recent searches. */
export function VendorDashboardScreen() {
  return (
    <AnalyticsStoreGate titleKey="vendorDashboardTitle">
      {(store) => <VendorDashboardPanel key={`${store.storeType}-${store.storeId}`} store={store} />}
    </AnalyticsStoreGate>
  );
}
