/**
 * The ubi domain in the demo backend: the analytics events POST /api/ubi/collect received. Delivery is at least
 * once (a beacon whose page dies is sent again by the next load), so each event_id is kept once.
 */
import { defineDomainMock, route } from '../mocks/mocks.route';
import { DEMO_STORES, DEMO_USERS, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import { collectUbiEventsEndpoint } from './ubi.api';
import type { UbiEvent } from './ubi.schema';

/** The ubi domain's part of the demo state. */
export interface UbiState {
  /** What POST /api/ubi/collect received. */
  ubi: {
    /** Every event received, each event_id once, in order of first arrival. */
    events: UbiEvent[];
    /** Events received again with an event_id already kept, and dropped. */
    duplicates: number;
  };
}

/** A search event as the collector sends it from vendor 1's Shopify store. */
export function demoUbiEvent(eventId: string): UbiEvent {
  return {
    event_id: eventId,
    event_name: 'search_query',
    event_details: { search_query: 'nike' },
    timestamp: '2026-10-15T09:00:00.000Z',
    session_id: 'session-1',
    user_id: String(DEMO_USERS.vendor.id),
    vendor_id: String(DEMO_VENDOR_ID),
    store_id: String(DEMO_STORES.shopify.id),
    platform: 'shopify',
  };
}

/** The ubi domain's call in the demo backend; it is listed under the analytics tag. */
export const ubiMock = defineDomainMock({
  domain: 'ubi',
  routes: [
    route(collectUbiEventsEndpoint).with({
      summary:
        'Collects a batch of analytics (UBI) events, sent by beacon or fetch as a JSON array. Delivery is at least ' +
        'once (a batch is sent again when its answer was lost or its page died after the beacon): the server keeps ' +
        'each event_id once and drops the duplicates.',
      access: 'public',
      sample: () => ({ body: [demoUbiEvent('e-1')] }),
      // Analytics events are not the user's saved work: the demo's journal does not keep them.
      journaled: false,
      answer: (ctx) => {
        const seen = new Set(ctx.db.ubi.events.map((e) => e.event_id));
        for (const event of ctx.body) {
          if (seen.has(event.event_id)) {
            ctx.db.ubi.duplicates++;
            continue;
          }
          seen.add(event.event_id);
          ctx.db.ubi.events.push(event);
        }
        return new Response(null, { status: 204 });
      },
    }),
  ],
});
