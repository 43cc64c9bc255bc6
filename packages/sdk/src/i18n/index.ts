/**
 * @storesearch/sdk/i18n: the message catalogues (English bundled, the other nine locales loaded on demand)
 * and `formatMessage`. A subpath of its own so the main entry does not carry the catalogue.
 */

export { formatMessage, formatTemplate, type MessageParams } from './i18n.format';
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, loadMessages, resolveLocale } from './i18n.load';
export { type CoreMessageKey, coreMessages } from './messages.core';
export { en, type MessageKey, type Messages } from './messages.en';
