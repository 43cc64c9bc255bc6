/**
 * @storesearch/sdk/ubi: the UBI analytics collector (`createCollector`, which checks each event with
 * `checkUbiEvent` and sends through its own beacon transport) and the wire contract (the event and batch
 * schemas, the one-shot `collectUbiEvents` call), which a page that only records events never bundles.
 */

export { collectUbiEvents, collectUbiEventsEndpoint } from './ubi.api';
export { checkUbiEvent } from './ubi.check';
export {
  type Collector,
  type CollectorOptions,
  createCollector,
  type UbiClock,
  type UbiContext,
  type UbiDocument,
  type UbiFlushReason,
  type UbiLeavingEvent,
  type UbiStats,
  type UbiStorage,
} from './ubi.collector';
export {
  UBI_BATCH_SIZE,
  UBI_COLLECT_PATH,
  UBI_DEFAULT_PLATFORM,
  UBI_FLUSH_DELAY_MS,
  UBI_MAX_PAYLOAD_BYTES,
  UBI_MAX_STORED_BYTES,
  UBI_MAX_STORED_EVENTS,
  UBI_QUEUE_STORAGE_KEY,
  UBI_RETRY_AFTER_MAX_MS,
  UBI_RETRY_BASE_MS,
  UBI_RETRY_MAX_MS,
  UBI_RETRY_STATUSES,
  UBI_SESSION_STORAGE_KEY,
  UBI_SESSION_TIMEOUT_MS,
} from './ubi.constants';
export {
  UBI_INSIGHT_DETAIL_KEYS,
  type UbiBatch,
  type UbiEvent,
  type UbiEventDetails,
  type UbiInsightDetails,
  ubiBatchSchema,
  ubiDetailValueSchema,
  ubiEventDetailsSchema,
  ubiEventSchema,
} from './ubi.schema';
export type { UbiResponse, UbiTransport } from './ubi.transport';
