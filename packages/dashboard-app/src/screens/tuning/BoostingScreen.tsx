import { BoostingRulesPanel, ProductBoostTable } from '@storesearch/react';
import { TuningStoreGate } from './TuningStoreGate';

/** Dynamic Re-Rank (spec section 2): the store's rule cards with the add/edit modal, and manual product boosts. */
export function BoostingScreen() {
  return (
    <TuningStoreGate titleKey="boostingTitle">
      {(store) => (
        <>
          <BoostingRulesPanel store={store} />
          <ProductBoostTable store={store} />
        </>
      )}
    </TuningStoreGate>
  );
}
