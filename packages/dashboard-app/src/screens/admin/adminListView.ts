import type { AdminListView } from '@storesearch/react';
import type { AdminListSearch } from '../../routes/adminListSearch.schema';

/*
 * Kept apart from the schema: the routes (in the first page's code) validate the address, while only the admin
 * lists, which load with their screens, turn it into a view and back.
 */

/** The view an admin list opens with, from its search parameters. */
export function adminListView(search: AdminListSearch): AdminListView {
  return {
    search: search.q ?? '',
    ...(search.sort ? { sort: { id: search.sort, desc: search.order === 'desc' } } : {}),
  };
}

/** The search parameters of an admin list's view: none for an empty search and no sort. */
export function adminListSearch(view: AdminListView): AdminListSearch {
  return {
    ...(view.search ? { q: view.search } : {}),
    ...(view.sort ? { sort: view.sort.id, ...(view.sort.desc ? { order: 'desc' as const } : {}) } : {}),
  };
}
