import { Flex, Heading, Skeleton } from '@radix-ui/themes';
import { ComparedPeriods, SearchStatePanel, useAnalyticsStore, useT } from '@storesearch/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import { searchPeriod } from '../../routes/periodSearch.schema';
import { AddressPeriodPicker } from './PeriodScreen';

/**
 * Search State (spec section 2): the vendor's searches over all its stores, in the address's period beside the
 * previous one, and the top 5 chart; Boost Search opens Dynamic Re-Rank with the add-rule modal pre-filled for
 * that query (`?query=`). Days are counted in the selected store's time zone (UTC without one or without stores).
 */
export function SearchStateScreen() {
  const t = useT();
  const navigate = useNavigate();
  // By route id, not by importing the route: this screen is a lazy chunk of the file that declares it.
  const search = useSearch({ from: '/vendor-area/dashboard/vendor/search-state' });
  // The searches are the vendor's; only their days depend on the store, so this waits only for its zone.
  const { store, error } = useAnalyticsStore();
  const zoneSettled = store !== undefined || error !== null;
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        {t('searchStateTitle')}
      </Heading>
      <Flex direction="column" gap="2">
        <AddressPeriodPicker path={PATHS.vendorSearchState} search={search} />
        <ComparedPeriods period={searchPeriod(search)} timeZone={zoneSettled ? store?.timeZone : null} />
      </Flex>
      {zoneSettled ? (
        <SearchStatePanel
          period={searchPeriod(search)}
          timeZone={store?.timeZone}
          onBoostSearch={(query) => void navigate({ to: PATHS.vendorBoosting, search: { query } })}
        />
      ) : (
        <Skeleton height="320px" aria-busy="true" />
      )}
    </Flex>
  );
}
