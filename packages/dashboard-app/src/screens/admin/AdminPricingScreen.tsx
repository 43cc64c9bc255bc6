import { PricingPanel } from '@storesearch/react';

/** The admin Pricing screen (spec section 2): summary, plan table and the edit-price dialog. */
export function AdminPricingScreen() {
  return <PricingPanel titleAs="h1" />;
}
