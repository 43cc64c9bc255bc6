import { Callout, Flex, Heading, Link as RadixLink, Skeleton, Text } from '@radix-ui/themes';
import { type CurrentStore, ErrorCallout, useAnalyticsStore, useT } from '@storesearch/react';
import type { MessageKey } from '@storesearch/sdk';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PATHS } from '../../routes/paths';

/** Props of AnalyticsStoreGate. */
export interface AnalyticsStoreGateProps {
  /** The page's title key. */
  titleKey: MessageKey;
  /** The page body for the selected store. */
  children: (store: CurrentStore) => ReactNode;
}

/**
 * The analytics pages' frame: the title, the selected store's name under it (it follows the header's store
 * selector), and the loading, failure and no-store states; without a store no analytics call is made.
 */
export function AnalyticsStoreGate({ titleKey, children }: AnalyticsStoreGateProps) {
  const t = useT();
  const { store, error } = useAnalyticsStore();
  let body: ReactNode;
  if (error) body = <ErrorCallout error={error} />;
  else if (store === undefined) body = <Skeleton height="240px" aria-busy="true" />;
  else if (store === null)
    body = (
      <Callout.Root color="gray" highContrast>
        <Callout.Text>
          <RadixLink asChild>
            <Link to={PATHS.vendorEcommerce}>{t('noStoresConnected')}</Link>
          </RadixLink>
        </Callout.Text>
      </Callout.Root>
    );
  else body = children(store);
  return (
    <Flex direction="column" gap="4">
      <div>
        <Heading as="h1" size="6">
          {t(titleKey)}
        </Heading>
        {store && (
          <Text size="2" color="gray" data-testid="selected-store-name">
            {store.storeName}
          </Text>
        )}
      </div>
      {body}
    </Flex>
  );
}
