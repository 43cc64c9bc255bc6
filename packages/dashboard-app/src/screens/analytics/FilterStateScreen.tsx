import { FilterUsagePanel } from '@storesearch/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import { COMPARE_PREVIOUS } from '../../routes/periodSearch.schema';
import { PeriodScreen } from './PeriodScreen';

/**
 * Filter state (spec section 2): filter usage over the address's period, which can be set beside the one before;
 * the comparison is the address's `?compare=previous`, so a reload or a shared link shows it too.
 */
export function FilterStateScreen() {
  // By route id, not by importing the route: this screen is a lazy chunk of the file that declares it.
  const search = useSearch({ from: '/vendor-area/dashboard/vendor/filter-state' });
  const navigate = useNavigate();
  return (
    // The chart names the days of the period, and of the one before while comparing.
    <PeriodScreen
      titleKey="filterStateTitle"
      path={PATHS.vendorFilterState}
      search={search}
      namesCompared={false}
    >
      {({ store, period, timeZone }) => (
        <FilterUsagePanel
          store={store}
          period={period}
          timeZone={timeZone}
          compare={search.compare === COMPARE_PREVIOUS}
          // The switch replaces the address rather than adding a step to Back.
          onCompareChange={(compare) =>
            void navigate({
              to: PATHS.vendorFilterState,
              search: { ...search, compare: compare ? COMPARE_PREVIOUS : undefined },
              replace: true,
            })
          }
        />
      )}
    </PeriodScreen>
  );
}
