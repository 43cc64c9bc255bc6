/**
 * Set-up shared by the insights stories and tests: the English catalogue with the insights area, and the
 * periods they report on. Not part of the package API.
 */
import { en } from '@storesearch/sdk/i18n';
import { DEFAULT_PERIOD, type InsightsQueryInput, loadInsightsMessages } from '@storesearch/sdk/insights';
import { demoShopifyStore } from './analyticsStories';

/** The English base catalogue with the insights area, as a screen that loaded the area shows it. */
export const insightsEn = { ...en, ...(await loadInsightsMessages('en')) };

/** The demo Shopify store over the default period (the last 7 days of the seeded traffic). */
export const demoInsightsInput: InsightsQueryInput = { period: DEFAULT_PERIOD, store: demoShopifyStore };

/** A week years before the seeded traffic begins: every figure is 0 and every report is empty. */
export const quietInsightsInput: InsightsQueryInput = {
  period: { kind: 'custom', from: '2020-01-06', to: '2020-01-12' },
  store: demoShopifyStore,
};
