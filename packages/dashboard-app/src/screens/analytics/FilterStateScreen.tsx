import { FilterUsagePanel } from '@storesearch/react';
import { AnalyticsStoreGate } from './AnalyticsStoreGate';

/** Filter state (spec section 2): filter usage over time. */
export function FilterStateScreen() {
  return (
    <AnalyticsStoreGate titleKey="filterStateTitle">
      {(store) => <FilterUsagePanel store={store} />}
    </AnalyticsStoreGate>
  );
}
