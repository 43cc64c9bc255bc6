import { PERIOD_PRESET_TOKENS } from '@storesearch/sdk/insights';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { shownPeriod } from './analytics.reads';
import { searchPeriod } from './periodSearch.schema';

/** The store's today in these tests. */
const today = '2026-11-29';

/** `?period=` texts: every preset, ranges that are kept or refused, and anything else. */
const periodText = fc.oneof(
  fc.constantFrom(...Object.values(PERIOD_PRESET_TOKENS)),
  fc
    .tuple(
      fc.date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
      fc.nat(400),
    )
    .map(([from, days]) => {
      const to = new Date(from.getTime() + days * 86_400_000);
      return `${from.toISOString().slice(0, 10)}..${to.toISOString().slice(0, 10)}`;
    }),
  fc.string(),
);

describe("the period an analytics route's reads ask for", () => {
  it('is the period the screen shows, whatever the address holds', () => {
    fc.assert(
      fc.property(fc.option(periodText, { nil: undefined }), (period) => {
        const search = period === undefined ? {} : { period };
        expect(shownPeriod(search, () => today)).toEqual(searchPeriod(search, today).period);
      }),
    );
  });

  it("reads the store's today for a custom range only", () => {
    const clock = vi.fn(() => today);
    shownPeriod({}, clock);
    for (const preset of Object.values(PERIOD_PRESET_TOKENS)) shownPeriod({ period: preset }, clock);
    expect(clock).not.toHaveBeenCalled();
    expect(shownPeriod({ period: '2026-11-20..2026-12-10' }, clock)).toEqual(searchPeriod({}, today).period);
    expect(shownPeriod({ period: '2026-11-01..2026-11-29' }, clock)).toEqual({
      kind: 'custom',
      from: '2026-11-01',
      to: '2026-11-29',
    });
    expect(clock).toHaveBeenCalledTimes(2);
  });
});
