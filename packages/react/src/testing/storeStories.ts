/**
 * A store's settings as stories show them: Northwind Sports on Shopify, its access token whole, so a story can
 * check that it is masked. Not part of the package API.
 */
export const storyStoreSettings = {
  id: '201',
  storeType: 'shopify',
  title: 'Northwind Sports',
  url: 'https://northwind-sports.myshopify.com',
  language: 'en',
  currency: 'USD',
  status: 'active',
  field: 'Sporting goods',
  secret: 'shpat_0123456789abcdef0123',
} as const;
