import { insightsMessagesEn } from '../insights/insights.messages.en';
import { merchandisingMessagesEn } from '../merchandising/merchandising.messages.en';
import { usageMessagesEn } from '../usage/usage.messages.en';
import { en } from './messages.en';

/**
 * The whole English catalogue: the base and every area's section. Values are the product spec's text verbatim.
 * An app loads the base up front and each area with its screens (`loadMessageArea`); this object is for the SDK's
 * own tests and the demo backend, which answer in English from every area.
 */
export const enComplete = {
  ...en,
  ...merchandisingMessagesEn,
  ...insightsMessagesEn,
  ...usageMessagesEn,
} as const;

/** Every message key of the product. */
export type MessageKey = keyof typeof enComplete;

/** A complete catalogue for one locale. */
export type Messages = { readonly [K in MessageKey]: string };
