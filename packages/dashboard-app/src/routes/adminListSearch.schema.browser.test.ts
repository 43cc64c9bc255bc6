import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminListSearch, adminListView } from '../screens/admin/adminListView';
import { readSearch } from '../testing/readSearch';
import { adminListSearchSchema } from './adminListSearch.schema';

describe('the search of an admin list', () => {
  it('is empty without parameters: no search, no sort', () => {
    expect(readSearch(adminListSearchSchema, '')).toEqual({});
    expect(adminListView({})).toEqual({ search: '' });
  });

  it('keeps the search as typed and the sorted column with its direction', () => {
    const search = readSearch(adminListSearchSchema, '?q=%20chlo%C3%A9%20&sort=email&order=desc');
    expect(search).toEqual({ q: ' chloé ', sort: 'email', order: 'desc' });
    expect(adminListView(search)).toEqual({ search: ' chloé ', sort: { id: 'email', desc: true } });
    expect(adminListView(readSearch(adminListSearchSchema, '?sort=email'))).toEqual({
      search: '',
      sort: { id: 'email', desc: false },
    });
  });

  it('drops what a list cannot use, so a bad link opens the list on its defaults', () => {
    expect(readSearch(adminListSearchSchema, '?q=&sort=&order=up')).toEqual({});
    expect(readSearch(adminListSearchSchema, '?order=desc')).toEqual({ order: 'desc' });
    // A direction without a column sorts nothing.
    expect(adminListView({ order: 'desc' })).toEqual({ search: '' });
  });

  it('writes no parameter for the defaults, and reads back every view it writes', () => {
    expect(adminListSearch({ search: '' })).toEqual({});
    expect(adminListSearch({ search: 'x', sort: { id: 'email', desc: false } })).toEqual({
      q: 'x',
      sort: 'email',
    });
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.option(fc.record({ id: fc.string({ minLength: 1 }), desc: fc.boolean() }), {
          nil: undefined,
        }),
        (text, sort) => {
          const view = { search: text, ...(sort ? { sort } : {}) };
          const address = new URLSearchParams(
            Object.entries(adminListSearch(view)).map(([key, value]) => [key, String(value)]),
          );
          expect(adminListView(readSearch(adminListSearchSchema, `?${address}`))).toEqual(view);
        },
      ),
    );
  });
});
