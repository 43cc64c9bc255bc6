/**
 * fast-check generators and event builders shared by the insights tests. Only tests import it (the build
 * leaves `*.harness.ts` out).
 */
import fc from 'fast-check';
import type { UbiEvent, UbiEventDetails } from '../ubi/ubi.schema';
import type { Period } from './insights.period';
import { PERIOD_PRESETS } from './insights.period';
import { addDays, DAY_MS } from './insights.zone';

/** Every zone Intl knows, so the properties meet half-hour offsets, midnight changes and southern summers. */
export const timeZones = fc.constantFrom(...Intl.supportedValuesOf('timeZone'), 'UTC');

/** Days from 2000 to 2040. */
export const calendarDates = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2040, 11, 31) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));

/** Instants from 2000 to 2040. */
export const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 11, 31) });

/** Any period a picker can produce: a preset, or a range of 1 to `maxDays` days. */
export function periods(maxDays: number): fc.Arbitrary<Period> {
  return fc.oneof(
    fc.constantFrom(...PERIOD_PRESETS).map((preset): Period => ({ kind: 'preset', preset })),
    fc
      .tuple(calendarDates, fc.integer({ min: 0, max: maxDays - 1 }))
      .map(([from, span]): Period => ({ kind: 'custom', from, to: addDays(from, span) })),
  );
}

let nextId = 0;

/** A UBI event as a storefront sends it; ids are unique across a test file. */
export function ubiEvent(
  event_name: string,
  timestamp: number | string,
  event_details: UbiEventDetails = {},
  context: Partial<Pick<UbiEvent, 'store_id' | 'platform' | 'session_id' | 'vendor_id'>> = {},
): UbiEvent {
  nextId += 1;
  return {
    event_id: `e-${nextId}`,
    event_name,
    event_details,
    timestamp: typeof timestamp === 'number' ? new Date(timestamp).toISOString() : timestamp,
    session_id: context.session_id ?? 's-1',
    user_id: null,
    vendor_id: context.vendor_id ?? '101',
    store_id: context.store_id === undefined ? '201' : context.store_id,
    platform: context.platform ?? 'shopify',
  };
}

/** Query texts as shoppers type them: the same query in other cases and spacing, misspellings, nothing. */
const typedQueries = fc.constantFrom(
  'Rain Jacket',
  'rain  jacket ',
  'sneekers',
  'hodie',
  'nike hoodie',
  'Socks',
  '',
  '  ',
);

/** Details of any kind, valid or of the wrong type, as a storefront (or a buggy one) sends them. */
const eventDetails = fc.record(
  {
    search_query: fc.oneof({ arbitrary: typedQueries, weight: 8 }, fc.constant(42), fc.constant(null)),
    result_count: fc.oneof(fc.constantFrom(0, 0, 3, 48), fc.constant(-1), fc.constant(2.5), fc.constant('7')),
    result_ids: fc.oneof(fc.constant([] as string[]), fc.constant(['p-1', 'p-2']), fc.constant('p-1')),
    position: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constant(0), fc.constant('2')),
    revenue: fc.oneof(fc.constantFrom(19.99, 120, 0.01), fc.constant('12.50')),
    currency: fc.constantFrom('USD', 'usd', 'EUR'),
    filter_brand: fc.constantFrom('Nike', 'Adidas'),
    filter_color: fc.constantFrom('Black', 'Red'),
  },
  { requiredKeys: [] },
);

/** Events in the `days` days before `now`: searches, clicks, purchases and others, in several stores and platforms. */
export function storefrontEvents(now: number, days: number): fc.Arbitrary<UbiEvent[]> {
  const event = fc
    .record({
      name: fc.constantFrom(
        'search',
        'search',
        'search_query',
        'product_click',
        'purchase_completed',
        'add_to_cart',
      ),
      at: fc.integer({ min: now - days * DAY_MS, max: now }),
      details: eventDetails,
      store: fc.constantFrom('201', '301', '302', null),
      platform: fc.constantFrom('shopify', 'woocommerce', 'admin'),
    })
    .map(({ name, at, details, store, platform }) =>
      ubiEvent(name, at, details as UbiEventDetails, { store_id: store, platform }),
    );
  return fc.array(event, { maxLength: 80 });
}
