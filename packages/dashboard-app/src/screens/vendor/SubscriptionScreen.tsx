import { SubscriptionPanel, useSelectedStore } from '@storesearch/react';
import { ScreenPage } from '../ScreenPage';

/** My Subscription (spec section 2): the selected store's plan; target of Manage Subscription and Upgrade Now. */
export function SubscriptionScreen() {
  const { store } = useSelectedStore();
  return (
    <ScreenPage title="mySubscriptionTitle" maxWidth="720px">
      <SubscriptionPanel store={store} />
    </ScreenPage>
  );
}
