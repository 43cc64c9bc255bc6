import { OrdersPanel } from '@storesearch/react';

/** The admin Orders screen (spec section 2): subscription orders with their counts and actions. */
export function AdminOrdersScreen() {
  return <OrdersPanel titleAs="h1" />;
}
