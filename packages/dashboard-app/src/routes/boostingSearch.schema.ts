import * as z from 'zod/mini';
import { searchParam } from './searchParam';

/** Search parameters of Dynamic Re-Rank. */
export const boostingSearchSchema = z.object({
  /**
   * A shopper's query to boost (Search State's Boost Search): the add-rule modal opens pre-filled for it.
   * Trimmed; a blank one means none.
   */
  query: searchParam(z.string().check(z.trim(), z.minLength(1))),
});
