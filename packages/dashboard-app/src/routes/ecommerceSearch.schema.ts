import { idSchema, storeTypeSchema } from '@storesearch/sdk';
import * as z from 'zod/mini';
import { searchParam } from './searchParam';

/** Search parameters of the E-commerce page. */
export const ecommerceSearchSchema = z.object({
  /** The store View Details opened, an id as the SDK reads one; an empty one means none. */
  storeId: searchParam(z.pipe(idSchema, z.string().check(z.minLength(1)))),
  /** Its platform, which tells apart a Shopify and a WooCommerce store of the same id; absent, the first match. */
  storeType: searchParam(storeTypeSchema),
});
