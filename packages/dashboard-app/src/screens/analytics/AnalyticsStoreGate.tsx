import { type CurrentStore, useAnalyticsStore } from '@storesearch/react';
import type { MessageKey } from '@storesearch/sdk';
import type { ReactNode } from 'react';
import { StoreGate } from '../StoreGate';

/** Props of AnalyticsStoreGate. */
export interface AnalyticsStoreGateProps {
  /** The page's title key. */
  titleKey: MessageKey;
  /** What the line under the title names instead of the selected store (all of the vendor's stores). */
  scopeLabel?: string | undefined;
  /** The page body for the selected store. */
  children: (store: CurrentStore) => ReactNode;
}

/**
 * The analytics pages' frame: the title, the selected store's name under it (it follows the header's store
 * selector), and the loading, failure and no-store states; without a store no analytics call is made.
 */
export function AnalyticsStoreGate({ titleKey, scopeLabel, children }: AnalyticsStoreGateProps) {
  const { store, error } = useAnalyticsStore();
  return (
    <StoreGate
      titleKey={titleKey}
      store={store}
      error={error}
      scopeLabel={scopeLabel}
      placeholderHeight="240px"
    >
      {children}
    </StoreGate>
  );
}
