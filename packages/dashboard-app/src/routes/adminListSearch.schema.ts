import * as z from 'zod/mini';
import { searchParam } from './searchParam';

/**
 * Search parameters of an admin list (Users, Orders): the search box's text and the sorted column, so a reload or a
 * shared link opens the list as it was left.
 */
export const adminListSearchSchema = z.object({
  /** The search box's text, as typed. */
  q: searchParam(z.string().check(z.minLength(1))),
  /** The id of the column the rows are sorted by; the list ignores one it does not have. */
  sort: searchParam(z.string().check(z.minLength(1))),
  /** The sort's direction: ascending unless `desc`. */
  order: searchParam(z.enum(['asc', 'desc'])),
});

/** An admin list's search parameters. */
export type AdminListSearch = z.infer<typeof adminListSearchSchema>;
