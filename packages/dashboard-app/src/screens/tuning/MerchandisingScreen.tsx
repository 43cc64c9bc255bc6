import { QueryRulesPanel, SearchPreview } from '@storesearch/react';
import { TuningStoreGate } from './TuningStoreGate';

/** Merchandising (Search tuning): the selected store's query rules, and the preview of what a shopper sees. */
export function MerchandisingScreen() {
  return (
    <TuningStoreGate titleKey="merchandisingTitle">
      {(store) => (
        <>
          <QueryRulesPanel store={store} />
          <SearchPreview store={store} />
        </>
      )}
    </TuningStoreGate>
  );
}
