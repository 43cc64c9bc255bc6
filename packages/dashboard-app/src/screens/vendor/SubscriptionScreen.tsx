import { Flex, Heading } from '@radix-ui/themes';
import { SubscriptionPanel, useSelectedStore, useT } from '@storesearch/react';

/** My Subscription (spec section 2): the selected store's plan; target of Manage Subscription and Upgrade Now. */
export function SubscriptionScreen() {
  const t = useT();
  const { store } = useSelectedStore();
  return (
    <Flex direction="column" gap="5" maxWidth="720px">
      <Heading as="h1" size="6">
        {t('mySubscriptionTitle')}
      </Heading>
      <SubscriptionPanel store={store} />
    </Flex>
  );
}
