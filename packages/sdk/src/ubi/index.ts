/**
 * @storesearch/sdk/ubi: the UBI wire contract. The zod/mini schemas of an event and a batch (what
 * POST /api/ubi/collect accepts; the demo backend and the OpenAPI document validate with them) and the
 * typed one-shot `collectUbiEvents` call. A subpath of its own because a page that only records events
 * needs neither: `createCollector` in the main entry checks each event with `checkUbiEvent`, a
 * hand-written mirror of `ubiEventSchema`, and sends through its own beacon transport.
 */

export { collectUbiEvents, collectUbiEventsEndpoint } from './ubi.api';
export {
  type UbiBatch,
  type UbiEvent,
  type UbiEventDetails,
  ubiBatchSchema,
  ubiDetailValueSchema,
  ubiEventDetailsSchema,
  ubiEventSchema,
} from './ubi.schema';
