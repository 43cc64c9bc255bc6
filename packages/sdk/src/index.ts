/**
 * @storesearch/sdk: the public API. An explicit export list, section by domain.
 * Each section is owned by its domain folder; keep names sorted within a section.
 */

// i18n
export { formatMessage, type MessageParams } from './i18n/i18n.format';
export { en, type MessageKey, type Messages } from './i18n/messages.en';

// client

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
  formatWait,
  isStoreSearchError,
  parseRetryAfter,
  StoreSearchError,
  type StoreSearchErrorFields,
  type StoreSearchErrorInit,
  type StoreSearchErrorKind,
  type StoreSearchErrorOf,
} from './client/client.error';
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

// schemas, api and queries

// domain rules

// ubi
