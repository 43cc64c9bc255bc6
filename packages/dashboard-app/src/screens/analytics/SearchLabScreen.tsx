import { SearchLabPanel } from '@storesearch/react';
import { useState } from 'react';
import { UnsavedChangesGuard } from '../tuning/UnsavedChangesGuard';
import { AnalyticsStoreGate } from './AnalyticsStoreGate';

/** Where the Search Lab's learn-more link leads: the product documentation on measuring sales. */
export const SEARCH_LAB_LEARN_MORE_URL = 'https://docs.storesearch.dev/search-lab/sales-data';

/**
 * Search Lab (spec section 2): the sales-data URL rules, saved and reloaded; delete store behind a confirmation.
 * Rules added or removed stay local until Save; leaving them (a link, the store switch, sign-out, closing the tab)
 * asks first.
 */
export function SearchLabScreen() {
  const [dirty, setDirty] = useState(false);
  return (
    <AnalyticsStoreGate titleKey="searchLabTitle">
      {(store) => (
        <>
          <SearchLabPanel
            key={`${store.storeType}-${store.storeId}`}
            store={store}
            learnMoreHref={SEARCH_LAB_LEARN_MORE_URL}
            onDirtyChange={setDirty}
          />
          <UnsavedChangesGuard dirty={dirty} />
        </>
      )}
    </AnalyticsStoreGate>
  );
}
