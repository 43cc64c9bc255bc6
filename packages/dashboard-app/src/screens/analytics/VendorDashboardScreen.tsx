import { VendorDashboardPanel } from '@storesearch/react';
import { useSearch } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import { PeriodScreen } from './PeriodScreen';

/**
 * The vendor dashboard (spec section 2): tiles, top clicked products, company facts, recent searches, over the
 * address's period, each tile beside the previous period.
 */
export function VendorDashboardScreen() {
  // By route id, not by importing the route: this screen is a lazy chunk of the file that declares it.
  const search = useSearch({ from: '/vendor-area/dashboard/vendor/analytics' });
  return (
    <PeriodScreen titleKey="vendorDashboardTitle" path={PATHS.vendorDashboard} search={search}>
      {({ store, period, timeZone }) => (
        <VendorDashboardPanel
          key={`${store.storeType}-${store.storeId}`}
          store={store}
          period={period}
          timeZone={timeZone}
        />
      )}
    </PeriodScreen>
  );
}
