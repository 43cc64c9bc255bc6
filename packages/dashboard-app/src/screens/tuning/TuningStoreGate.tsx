import { Callout, Flex } from '@radix-ui/themes';
import { type TuningStore, useT, useTuningStore } from '@storesearch/react';
import type { MessageKey } from '@storesearch/sdk';
import type { ReactNode } from 'react';
import { StoreGate } from '../StoreGate';

/** Props of TuningStoreGate. */
export interface TuningStoreGateProps {
  /** The page's title key. */
  titleKey: MessageKey;
  /** Shown instead of the stores call's own message when the store cannot be read (facets: failedToFetchVendorId). */
  failureKey?: MessageKey;
  /** The page body for the store. */
  children: (store: TuningStore) => ReactNode;
}

/** The tuning pages' frame: title, the store they tune, and the no-store and failure states. */
export function TuningStoreGate({ titleKey, failureKey, children }: TuningStoreGateProps) {
  const t = useT();
  const { store, error } = useTuningStore();
  return (
    <StoreGate
      titleKey={titleKey}
      store={store}
      error={error}
      placeholderHeight="200px"
      failure={
        failureKey ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{t(failureKey)}</Callout.Text>
          </Callout.Root>
        ) : undefined
      }
    >
      {(current) => (
        // Keyed by store: switching stores starts every draft and modal afresh.
        <Flex direction="column" gap="5" key={`${current.storeType}-${current.storeId}`}>
          {children(current)}
        </Flex>
      )}
    </StoreGate>
  );
}
