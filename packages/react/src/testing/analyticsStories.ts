/**
 * Set-up shared by the analytics and usage stories: the demo store, and story handlers that answer one analytics
 * endpoint with chosen data. Not part of the package API.
 */
import type { StoreScope } from '@storesearch/sdk';
import { DEMO_STORES } from '@storesearch/sdk/mocks';
import { HttpResponse, http, type JsonBodyType } from 'msw';

/** The demo vendor's Shopify store, as the analytics panels take it. */
export const demoShopifyStore: StoreScope & { readonly storeName: string } = {
  storeId: String(DEMO_STORES.shopify.id),
  storeType: 'shopify',
  storeName: 'Demo Shopify store',
};

/** The demo vendor's WooCommerce store, which sells in euros. */
export const demoWooStore: StoreScope & { readonly storeName: string } = {
  storeId: String(DEMO_STORES.woocommerce.id),
  storeType: 'woocommerce',
  storeName: 'Demo WooCommerce store',
};

/** One usage metric at a percentage of a limit of 100 (so current = percentage, remaining = 100 - current). */
export function metricAt(percentage: number) {
  return { current: percentage, limit: 100, percentage, remaining: Math.max(0, 100 - percentage) };
}

/** Answers usage-limits with the Starter plan at the given percentages. */
export function usageLimitsAt(searches: number, products: number, stores: number) {
  return http.get('*/api/v1/analytics/store/:storeId/usage-limits', () =>
    HttpResponse.json({
      success: true,
      data: {
        planName: 'Starter',
        searches: metricAt(searches),
        products: metricAt(products),
        stores: metricAt(stores),
      },
    }),
  );
}

/** Answers usage-limits without data: the store has no subscription. */
export const noSubscription = http.get('*/api/v1/analytics/store/:storeId/usage-limits', () =>
  HttpResponse.json({ success: true, data: null }),
);

/** Answers an analytics GET (path after /api/v1/analytics/) with a body. */
export function analyticsAnswer(path: string, body: JsonBodyType) {
  return http.get(`*/api/v1/analytics/${path}`, () => HttpResponse.json(body));
}

/**
 * Answers an analytics GET with one body for a period and another for the period before it (`previous=true`),
 * as the screens ask for both to compare them.
 */
export function analyticsPeriodAnswer(path: string, current: JsonBodyType, previous: JsonBodyType) {
  return http.get(`*/api/v1/analytics/${path}`, ({ request }) =>
    HttpResponse.json(new URL(request.url).searchParams.get('previous') === 'true' ? previous : current),
  );
}
