import { describe, expect, it } from 'vitest';
import { formatKb, formatTable } from './bench.format.mjs';

describe('formatKb', () => {
  it('writes bytes as kB of 1000 bytes with two decimals, as the budgets are written', () => {
    expect(formatKb(200_000)).toBe('200.00 kB');
    expect(formatKb(207_745)).toBe('207.75 kB');
    expect(formatKb(0)).toBe('0.00 kB');
  });
});

describe('formatTable', () => {
  const columns = [{ title: 'screen' }, { title: 'ms', align: 'right' as const }, { title: 'recharts' }];

  it('pads every column to its widest cell, figures to the right, with a rule under the header', () => {
    expect(
      formatTable(columns, [
        ['/dashboard/vendor', 1614.5, 'no'],
        ['/sign-in', 98, 'no'],
      ]).split('\n'),
    ).toEqual([
      'screen                 ms  recharts',
      '-----------------  ------  --------',
      '/dashboard/vendor  1614.5  no',
      '/sign-in               98  no',
    ]);
  });

  it('prints a missing figure as "-" and keeps the columns aligned', () => {
    expect(formatTable(columns, [['/dashboard/admin/analytics', null, undefined]]).split('\n')[2]).toBe(
      '/dashboard/admin/analytics   -  -',
    );
  });

  it('prints only the header and rule for no rows', () => {
    expect(formatTable(columns, [])).toBe('screen  ms  recharts\n------  --  --------');
  });
});
