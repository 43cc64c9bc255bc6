import { Flex } from '@radix-ui/themes';
import { PlanPicker, SubscriptionPanel, useSelectedStore } from '@storesearch/react';
import { ScreenPage } from '../ScreenPage';

/**
 * My Subscription (spec section 2): the selected store's plan and its limits, and the plans on offer to move to;
 * target of Manage Subscription, Upgrade Now and View Plans, and of the store form's upgrade link.
 */
export function SubscriptionScreen() {
  const { store } = useSelectedStore();
  return (
    <ScreenPage title="mySubscriptionTitle" maxWidth="960px">
      <Flex direction="column" gap="4">
        <SubscriptionPanel store={store} />
        <PlanPicker store={store} />
      </Flex>
    </ScreenPage>
  );
}
