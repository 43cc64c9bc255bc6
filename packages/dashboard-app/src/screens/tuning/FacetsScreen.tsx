import { FacetsEditor } from '@storesearch/react';
import { useState } from 'react';
import { TuningStoreGate } from './TuningStoreGate';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/**
 * Facets (spec section 2): the field picker, the facets table, the values and colour-mappings modals. Edits stay
 * local until Save; leaving them (a link, the store switch, sign-out, closing the tab) asks first.
 */
export function FacetsScreen() {
  const [dirty, setDirty] = useState(false);
  return (
    <TuningStoreGate titleKey="facetsTitle" failureKey="failedToFetchVendorId">
      {(store) => (
        <>
          <FacetsEditor store={store} onDirtyChange={setDirty} />
          <UnsavedChangesGuard dirty={dirty} />
        </>
      )}
    </TuningStoreGate>
  );
}
