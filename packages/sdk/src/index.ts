/**
 * @storesearch/sdk: the public API. An explicit export list, section by domain.
 * Each section is owned by its domain folder; keep names sorted within a section.
 */

// i18n
export { formatMessage, type MessageParams } from './i18n/i18n.format';
export { en, type MessageKey, type Messages } from './i18n/messages.en';

// client

// schemas, api and queries

// domain rules

// ubi
