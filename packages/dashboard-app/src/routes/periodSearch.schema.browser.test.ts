import { DEFAULT_PERIOD } from '@storesearch/sdk/insights';
import { describe, expect, it } from 'vitest';
import { readSearch } from '../testing/readSearch';
import { filterStateSearchSchema, periodSearchSchema, searchPeriod } from './periodSearch.schema';

/** The store's today in these tests. */
const today = '2026-11-29';

describe('the search of an analytics screen with a period', () => {
  it('shows the default, refused by nobody, without a period or with a blank one', () => {
    for (const address of ['', '?period=']) {
      expect(readSearch(periodSearchSchema, address)).toEqual({});
      expect(searchPeriod(readSearch(periodSearchSchema, address), today)).toEqual({
        period: DEFAULT_PERIOD,
        refused: null,
      });
    }
  });

  it('keeps a period the SDK refuses as written, and shows the default with the reason', () => {
    for (const [text, messageKey] of [
      ['2026-11-10..2026-11-01', 'periodEndBeforeStart'],
      ['2020-01-01..2026-11-29', 'periodTooLong'],
      ['2026-02-30..2026-03-05', 'periodDateInvalid'],
      ['garbage', 'periodInvalid'],
      ['2026-11-20..2026-12-10', 'periodEndsAfterToday'],
    ] as const) {
      const search = readSearch(periodSearchSchema, `?period=${encodeURIComponent(text)}`);
      expect(search).toEqual({ period: text });
      expect(searchPeriod(search, today)).toMatchObject({
        period: DEFAULT_PERIOD,
        refused: { text, issue: { field: 'period', messageKey } },
      });
    }
  });

  it('keeps a preset or a range as written, and reads it as the period', () => {
    expect(readSearch(periodSearchSchema, '?period=last-30-days')).toEqual({ period: 'last-30-days' });
    expect(searchPeriod(readSearch(periodSearchSchema, '?period=2026-11-01..2026-11-29'), today)).toEqual({
      period: { kind: 'custom', from: '2026-11-01', to: '2026-11-29' },
      refused: null,
    });
  });

  it("keeps Filter State's comparison only as written, with the period", () => {
    expect(readSearch(filterStateSearchSchema, '?period=last-30-days&compare=previous')).toEqual({
      period: 'last-30-days',
      compare: 'previous',
    });
    for (const bad of ['compare=', 'compare=true', 'compare=Previous', 'compare=1'])
      expect(readSearch(filterStateSearchSchema, `?period=today&${bad}`)).toEqual({ period: 'today' });
    // The other period screens have no comparison in their address.
    expect(readSearch(periodSearchSchema, '?period=today&compare=previous')).toEqual({ period: 'today' });
  });
});
