import { Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import {
  ComparedPeriods,
  SearchStatePanel,
  useAnalyticsStore,
  useLocale,
  usePeriodToday,
  useT,
} from '@storesearch/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import { searchPeriod } from '../../routes/periodSearch.schema';
import { AddressPeriodPicker } from './PeriodScreen';

/**
 * Search State (spec section 2): the vendor's searches over all its stores (named under the title), in the
 * address's period beside the previous one, and the top 5 chart; Boost Search opens Dynamic Re-Rank with the
 * add-rule modal pre-filled for that query (`?query=`). Days are counted in the selected store's time zone (UTC
 * without one or without stores).
 */
export function SearchStateScreen() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  // By route id, not by importing the route: this screen is a lazy chunk of the file that declares it.
  const search = useSearch({ from: '/vendor-area/dashboard/vendor/search-state' });
  // The searches are the vendor's; only their days depend on the store, so this waits only for its zone.
  const { store, stores, error } = useAnalyticsStore();
  const zoneSettled = store !== undefined || error !== null;
  const storeNames = stores?.map((row) => row.storeName) ?? [];
  const shown = searchPeriod(search, usePeriodToday(store?.timeZone));
  return (
    <Flex direction="column" gap="4">
      <div>
        <Heading as="h1" size="6">
          {t('searchStateTitle')}
        </Heading>
        {/* The figures are every store's, not only the selected one's: say which. */}
        {storeNames.length > 0 && (
          <Text size="2" color="gray" data-testid="store-scope">
            {t('searchStateStores', {
              stores: new Intl.ListFormat(locale, { type: 'conjunction' }).format(storeNames),
            })}
          </Text>
        )}
      </div>
      <Flex direction="column" gap="2">
        <AddressPeriodPicker
          path={PATHS.vendorSearchState}
          search={search}
          shown={shown}
          timeZone={store?.timeZone}
        />
        <ComparedPeriods period={shown.period} timeZone={zoneSettled ? store?.timeZone : null} />
      </Flex>
      {zoneSettled ? (
        <SearchStatePanel
          period={shown.period}
          timeZone={store?.timeZone}
          onBoostSearch={(query) => void navigate({ to: PATHS.vendorBoosting, search: { query } })}
        />
      ) : (
        <Skeleton height="320px" aria-busy="true" />
      )}
    </Flex>
  );
}
