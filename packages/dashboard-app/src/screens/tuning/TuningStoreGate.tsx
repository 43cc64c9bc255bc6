import { Callout, Flex, Heading, Link as RadixLink, Skeleton, Text } from '@radix-ui/themes';
import { ErrorCallout, type TuningStore, useT, useTuningStore } from '@storesearch/react';
import type { MessageKey } from '@storesearch/sdk';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PATHS } from '../../routes/paths';

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
  let body: ReactNode;
  if (error)
    body = failureKey ? (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{t(failureKey)}</Callout.Text>
      </Callout.Root>
    ) : (
      <ErrorCallout error={error} />
    );
  else if (store === undefined) body = <Skeleton height="200px" aria-busy="true" />;
  else if (store === null)
    body = (
      <Callout.Root color="gray">
        <Callout.Text>
          <RadixLink asChild>
            <Link to={PATHS.vendorEcommerce}>{t('noStoresConnected')}</Link>
          </RadixLink>
        </Callout.Text>
      </Callout.Root>
    );
  // Keyed by store: switching stores starts every draft and modal afresh.
  else
    body = (
      <Flex direction="column" gap="5" key={`${store.storeType}-${store.storeId}`}>
        {children(store)}
      </Flex>
    );

  return (
    <Flex direction="column" gap="4">
      <div>
        <Heading as="h1" size="6">
          {t(titleKey)}
        </Heading>
        {store && (
          <Text size="2" color="gray">
            {store.storeName}
          </Text>
        )}
      </div>
      {body}
    </Flex>
  );
}
