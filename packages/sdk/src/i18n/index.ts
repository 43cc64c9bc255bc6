/**
 * @storesearch/sdk/i18n: the message catalogues (the English base as `en`; other locales, and the areas that load
 * with their screens (each area's English is on its domain's entry), on demand), `formatMessage` and the locale helpers. A subpath of its own so the main entry does not carry the catalogue;
 * the `Messages` and `MessageKey` types and the Intl formatters are on the main entry.
 */

export { loadMessageArea, MESSAGE_AREAS, type MessageArea } from './i18n.areas';
export { formatMessage } from './i18n.format';
export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  loadBaseMessages,
  loadMessages,
  resolveLocale,
} from './i18n.load';
export { type CoreMessageKey, coreMessages } from './messages.core';
export { type BaseMessageKey, type BaseMessages, en } from './messages.en';
