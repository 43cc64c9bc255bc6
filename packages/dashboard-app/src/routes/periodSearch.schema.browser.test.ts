import { DEFAULT_PERIOD } from '@storesearch/sdk/insights';
import { describe, expect, it } from 'vitest';
import { readSearch } from '../testing/readSearch';
import { filterStateSearchSchema, periodSearchSchema, searchPeriod } from './periodSearch.schema';

describe('the search of an analytics screen with a period', () => {
  it('shows the default without a period or with one the SDK refuses', () => {
    for (const address of ['', '?period=', '?period=yesterday', '?period=2026-11-22..2026-11-01']) {
      expect(searchPeriod(readSearch(periodSearchSchema, address))).toEqual(DEFAULT_PERIOD);
    }
  });

  it('keeps a preset or a range as written, and reads it as the period', () => {
    expect(readSearch(periodSearchSchema, '?period=last-30-days')).toEqual({ period: 'last-30-days' });
    expect(searchPeriod(readSearch(periodSearchSchema, '?period=2026-11-01..2026-11-22'))).toEqual({
      kind: 'custom',
      from: '2026-11-01',
      to: '2026-11-22',
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
