import { BoostingRulesPanel, ProductBoostTable } from '@storesearch/react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import { onlyStore } from '../StoreGate';
import { TuningStoreGate } from './TuningStoreGate';

/**
 * Dynamic Re-Rank (spec section 2): the store's rule cards with the add/edit modal, and manual product boosts.
 * `?query=` (Search State's Boost Search) opens the add-rule modal pre-filled for that query; closing it drops
 * the parameter, so a reload or Back does not open it again. The modal links to Merchandising's search preview
 * of that query, where its results alone are pinned, hidden or boosted.
 */
export function BoostingScreen() {
  // By route id, not by importing the route: this screen is a lazy chunk of the file that declares it.
  const { query } = useSearch({ from: '/vendor-area/dashboard/vendor/boosting' });
  const navigate = useNavigate();
  const router = useRouter();
  return (
    <TuningStoreGate titleKey="boostingTitle">
      {(store) => (
        <>
          <BoostingRulesPanel
            store={store}
            timeZone={store.timeZone}
            boostQuery={query}
            onBoostQueryDone={() =>
              void navigate({ to: PATHS.vendorBoosting, search: onlyStore, replace: true })
            }
            queryAloneHref={(shopperQuery) =>
              router.buildLocation({
                to: PATHS.vendorMerchandising,
                search: ({ store: shown }) => ({ store: shown, preview: shopperQuery }),
              }).href
            }
            onNavigate={(href) => void navigate({ href })}
          />
          <ProductBoostTable store={store} />
        </>
      )}
    </TuningStoreGate>
  );
}
