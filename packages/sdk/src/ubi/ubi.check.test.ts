import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUbiEvent } from './ubi.check';
import { ubiEventSchema } from './ubi.schema';

const valid = {
  event_id: '3f1c8a7e-0b9d-4c2a-9d8e-5a6b7c8d9e0f',
  event_name: 'search',
  event_details: { search_query: 'red shoes', revenue: 12.5, in_stock: true, coupon: null },
  timestamp: '2026-11-22T01:51:06.123Z',
  session_id: 's-1',
  user_id: 'u-1',
  vendor_id: null,
  store_id: '42',
  platform: 'admin',
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Timestamps near the valid format: impossible dates, out-of-range parts, missing ms, offsets, 5-digit years. */
const nearIsoTimestamp = fc
  .record({
    year: fc.integer({ min: 0, max: 10_001 }),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
    hour: fc.integer({ min: 0, max: 25 }),
    minute: fc.integer({ min: 0, max: 60 }),
    second: fc.integer({ min: 0, max: 61 }),
    ms: fc.integer({ min: 0, max: 999 }),
    tail: fc.constantFrom('Z', 'Z', 'Z', 'z', '+00:00', '', 'Z '),
    msDigits: fc.constantFrom(3, 3, 3, 0, 2, 6),
  })
  .map(
    ({ year, month, day, hour, minute, second, ms, tail, msDigits }) =>
      `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}` +
      `${msDigits ? `.${pad(ms, 3).padEnd(msDigits, '0').slice(0, msDigits)}` : ''}${tail}`,
  );

const validTimestamp = fc
  .date({
    min: new Date('0000-01-01T00:00:00.000Z'),
    max: new Date('9999-12-31T23:59:59.999Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString());

class Box {
  value = 1;
}

/** Values that break a rule somewhere: every JSON-ish type, plus objects that are not plain. */
const wild = fc.oneof(
  fc.string(),
  fc.constant(''),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(
    fc.string(),
    fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null), fc.object()),
  ),
  fc.constant(new Date(0)),
  fc.constant(new Box()),
  fc.constant(Object.create(null)),
  nearIsoTimestamp,
);

const scalar = fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null));
/** A detail value: a scalar or a list of strings (such as `result_ids`). */
const detailValue = fc.oneof(scalar, fc.array(fc.string(), { maxLength: 3 }));
/** The keys the insights read, so they come up as often as free-form ones. */
const detailKey = fc.oneof(
  fc.string(),
  fc.constantFrom('search_query', 'result_ids', 'result_count', 'position', 'revenue', 'currency'),
);
const details = fc.oneof(
  fc.dictionary(detailKey, detailValue),
  fc.dictionary(detailKey, fc.oneof(scalar, fc.constant(undefined), fc.array(scalar), fc.object())),
  fc.dictionary(fc.string(), scalar).map((d) => Object.assign(Object.create(null), d)),
);
const text = fc.string({ minLength: 1 });
const orNull = fc.option(fc.string(), { nil: null });

/** Each field mostly valid, sometimes wild, sometimes missing: about half of the events are valid. */
const field = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: good, weight: 12 }, { arbitrary: wild, weight: 1 });

const event = fc.record(
  {
    event_id: field(text),
    event_name: field(text),
    event_details: field(details),
    timestamp: field(fc.oneof(validTimestamp, nearIsoTimestamp)),
    session_id: field(text),
    user_id: field(orNull),
    vendor_id: field(orNull),
    store_id: field(orNull),
    platform: field(text),
    extra: fc.anything(),
  },
  {
    requiredKeys: [
      'event_id',
      'event_name',
      'event_details',
      'session_id',
      'user_id',
      'vendor_id',
      'store_id',
    ],
  },
);

describe('checkUbiEvent', () => {
  it('accepts a well-formed event, as the schema does', () => {
    expect(checkUbiEvent(valid)).toBeUndefined();
    expect(ubiEventSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['event_id', { event_id: '' }],
    ['event_name', { event_name: '' }],
    ['event_name', { event_name: 7 }],
    ['event_details', { event_details: [] }],
    ['event_details', { event_details: { nested: { a: 1 } } }],
    ['event_details', { event_details: { n: Number.NaN } }],
    ['event_details', { event_details: { n: Number.POSITIVE_INFINITY } }],
    ['event_details', { event_details: { result_ids: ['p-1', 2] } }],
    ['event_details', { event_details: { result_ids: [['p-1']] } }],
    ['event_details', { event_details: { search_query: undefined } }],
    ['event_details', { event_details: new Date(0) }],
    ['timestamp', { timestamp: '2026-11-22T01:51:06Z' }],
    ['timestamp', { timestamp: '2026-11-22T01:51:06.123+00:00' }],
    ['timestamp', { timestamp: '2026-02-29T00:00:00.000Z' }],
    ['timestamp', { timestamp: '2026-11-22T24:00:00.000Z' }],
    ['timestamp', { timestamp: '+010000-01-01T00:00:00.000Z' }],
    ['session_id', { session_id: undefined }],
    ['user_id', { user_id: 1 }],
    ['vendor_id', { vendor_id: undefined }],
    ['store_id', { store_id: 42 }],
    ['platform', { platform: '' }],
  ])('refuses a bad %s, as the schema does', (name, change) => {
    const bad = { ...valid, ...change };
    expect(checkUbiEvent(bad)).toBe(name);
    expect(ubiEventSchema.safeParse(bad).success).toBe(false);
  });

  it('accepts the details the insights read, lists of strings included, as the schema does', () => {
    for (const event_details of [
      { search_query: 'sneekers', result_ids: [], result_count: 0 },
      { search_query: 'hoodie', result_ids: ['p-1', 'p-2'], result_count: 48, tags: ['a'] },
      { search_query: 'hoodie', product_id: 'p-2', position: 2 },
      { search_query: 'hoodie', revenue: 59.9, currency: 'EUR' },
      // Their types are documented, not enforced: an event that was valid before stays valid.
      { position: 'top', revenue: '12.50', result_count: null },
    ]) {
      const event = { ...valid, event_details };
      expect(checkUbiEvent(event)).toBeUndefined();
      expect(ubiEventSchema.safeParse(event).success).toBe(true);
    }
  });

  it('accepts a leap day, as the schema does', () => {
    const leap = { ...valid, timestamp: '2028-02-29T23:59:59.999Z' };
    expect(checkUbiEvent(leap)).toBeUndefined();
    expect(ubiEventSchema.safeParse(leap).success).toBe(true);
  });

  it('refuses what is not an object at all', () => {
    for (const value of [null, undefined, 'event', 5, []]) expect(checkUbiEvent(value)).toBe('event_id');
  });

  it('agrees with ubiEventSchema on random valid and invalid events', () => {
    let validSeen = 0;
    fc.assert(
      fc.property(event, (candidate) => {
        const schemaSays = ubiEventSchema.safeParse(candidate).success;
        if (schemaSays) validSeen++;
        expect(checkUbiEvent(candidate) === undefined).toBe(schemaSays);
      }),
      { numRuns: 5_000 },
    );
    // Both sides of the agreement were exercised, not only refusals.
    expect(validSeen).toBeGreaterThan(500);
  });

  it('agrees with ubiEventSchema on timestamps near the format', () => {
    fc.assert(
      fc.property(nearIsoTimestamp, (timestamp) => {
        const candidate = { ...valid, timestamp };
        expect(checkUbiEvent(candidate) === undefined).toBe(ubiEventSchema.safeParse(candidate).success);
      }),
      { numRuns: 5_000 },
    );
  });
});
