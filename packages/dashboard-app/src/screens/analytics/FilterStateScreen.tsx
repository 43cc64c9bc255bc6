import { FilterUsagePanel } from '@storesearch/react';
import { useSearch } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import { PeriodScreen } from './PeriodScreen';

/** Filter state (spec section 2): filter usage over the address's period, which can be set beside the one before. */
export function FilterStateScreen() {
  // By route id, not by importing the route: this screen is a lazy chunk of the file that declares it.
  const search = useSearch({ from: '/vendor-area/dashboard/vendor/filter-state' });
  return (
    <PeriodScreen titleKey="filterStateTitle" path={PATHS.vendorFilterState} search={search}>
      {({ store, period, timeZone }) => (
        <FilterUsagePanel store={store} period={period} timeZone={timeZone} />
      )}
    </PeriodScreen>
  );
}
