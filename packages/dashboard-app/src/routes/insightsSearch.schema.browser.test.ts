import {
  DEFAULT_PERIOD,
  PERIOD_PRESET_TOKENS,
  parsePeriod,
  serialisePeriod,
} from '@storesearch/sdk/insights';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readSearch } from '../testing/readSearch';
import { insightsPeriod, insightsSearchSchema } from './insightsSearch.schema';

/** A day written as `YYYY-MM-DD`, around today's years. */
const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('the search of Search Insights', () => {
  it('is empty without a period, and shows the default one', () => {
    expect(readSearch(insightsSearchSchema, '')).toEqual({});
    expect(insightsPeriod(readSearch(insightsSearchSchema, ''))).toEqual(DEFAULT_PERIOD);
  });

  it('keeps a preset or a range the SDK accepts, as written', () => {
    expect(readSearch(insightsSearchSchema, '?period=last-30-days')).toEqual({ period: 'last-30-days' });
    expect(insightsPeriod(readSearch(insightsSearchSchema, '?period=last-30-days'))).toEqual({
      kind: 'preset',
      preset: 'last30Days',
    });
    expect(readSearch(insightsSearchSchema, '?period=2026-11-01..2026-11-22')).toEqual({
      period: '2026-11-01..2026-11-22',
    });
  });

  it('drops a period the SDK refuses, so a shared link with one shows the default', () => {
    for (const period of [
      '',
      'yesterday',
      'Last-30-days',
      '2026-02-30..2026-03-01',
      '2026-11-22..2026-11-01',
    ]) {
      const search = readSearch(insightsSearchSchema, `?period=${encodeURIComponent(period)}`);
      expect(search.period).toBeUndefined();
      expect(insightsPeriod(search)).toEqual(DEFAULT_PERIOD);
    }
    expect(readSearch(insightsSearchSchema, '?period=2024-01-01..2025-12-31').period).toBeUndefined();
    expect(z.parse(insightsSearchSchema, { period: 30 }).period).toBeUndefined();
  });

  it('leaves out parameters it does not know', () => {
    expect(readSearch(insightsSearchSchema, '?period=today&storeId=201&query=shoes')).toEqual({
      period: 'today',
    });
  });

  it('keeps exactly what parsePeriod accepts, as serialisePeriod writes it', () => {
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom(...Object.values(PERIOD_PRESET_TOKENS)),
      fc.tuple(day, day).map(([from, to]) => `${from}..${to}`),
    );
    fc.assert(
      fc.property(text, (period) => {
        const parsed = parsePeriod(period);
        expect(z.parse(insightsSearchSchema, { period }).period).toBe(
          parsed.ok ? serialisePeriod(parsed.value) : undefined,
        );
      }),
    );
  });
});
