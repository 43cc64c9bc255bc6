/**
 * @storesearch/sdk: what every domain shares. The client and its call machinery (endpoint descriptors, the
 * query and mutation option factories' helpers, the query keys), the one error type, the store scope and
 * id schemas, validation results, and the Intl formatters. Each domain is a subpath of its own
 * (`@storesearch/sdk/stores`, `/boosting`, ...): see the package README.
 */

export { type Controller, type ControllerStore, createControllerStore } from './client/client.controller';
export {
  type ControllerTimers,
  createDebouncedValue,
  type DebouncedState,
  type DebouncedValue,
  type DebouncedValueOptions,
} from './client/client.debounce';
export {
  type AnyEndpoint,
  type AnySchema,
  buildPath,
  buildQuery,
  defineEndpoint,
  type EndpointDescriptor,
  type EndpointInput,
  type EndpointResult,
  type HttpMethod,
} from './client/client.endpoint';
export {
  type FormatErrorOptions,
  formatStoreSearchError,
  formatWait,
  isStoreSearchError,
  MAX_RETRY_AFTER_SECONDS,
  parseRetryAfter,
  StoreSearchError,
  type StoreSearchErrorFields,
  type StoreSearchErrorInit,
  type StoreSearchErrorKind,
  type StoreSearchErrorOf,
} from './client/client.error';
export {
  mutationKey,
  STORESEARCH_QUERY_SCOPE,
  storesearchKeys,
} from './client/client.keys';
export {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
  type RefetchInterval,
  type StoreSearchMutationOptions,
  type StoreSearchQueryOptions,
} from './client/client.queries';
export {
  type ClientConfig,
  createClient,
  describeEndpoint,
  type RequestOptions,
  request,
  type StoreSearchClient,
  type VendorId,
} from './client/client.request';
export {
  type AckResponse,
  type ApiErrorBody,
  ackResponseSchema,
  apiErrorBodySchema,
  idSchema,
  listOrDataSchema,
  type StoreScope,
  type StoreType,
  storeScopeSchema,
  storeTypeSchema,
  unwrapList,
} from './client/client.schema';
export { maskedSecretSchema, maskSecret, SECRET_VISIBLE_CHARS } from './client/client.secret';
export { formatTemplate, type MessageParams, numberFormat } from './i18n/i18n.format';
export {
  CURRENCIES,
  type Currency,
  type DateFormatOptions,
  type DateInput,
  DEFAULT_CURRENCY,
  formatAmounts,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDuration,
  formatDurationClock,
  formatLanguageName,
  formatNumber,
  formatPercent,
} from './i18n/i18n.intl';
export type { MessageKey, Messages } from './i18n/messages';
export {
  invalid,
  isHostName,
  isMultipleOf,
  toNumber,
  type ValidationIssue,
  type ValidationResult,
  valid,
} from './validation/validation.rules';
