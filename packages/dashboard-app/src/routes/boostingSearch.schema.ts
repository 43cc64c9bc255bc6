import * as z from 'zod/mini';
import { shopperQueryParam } from './searchParam';

/** Search parameters of Dynamic Re-Rank. */
export const boostingSearchSchema = z.object({
  /**
   * A shopper's query to boost (Search State's Boost Search): the add-rule modal opens pre-filled for it.
   * Trimmed; a blank one means none.
   */
  query: shopperQueryParam(),
});
