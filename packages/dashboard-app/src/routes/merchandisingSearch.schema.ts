import * as z from 'zod/mini';
import { searchParam, shopperQueryParam } from './searchParam';

/** The parts of Merchandising, one tab each. */
export const MERCHANDISING_TABS = ['rules', 'synonyms', 'history'] as const;

/** A part of Merchandising. */
export type MerchandisingTab = (typeof MERCHANDISING_TABS)[number];

/** Search parameters of Merchandising. */
export const merchandisingSearchSchema = z.object({
  /** The tab shown; query rules when absent, so a shared link opens the part it names. */
  tab: searchParam(z.enum(MERCHANDISING_TABS)),
  /** A query to see as a shopper (a report's "Pin products"): the search preview opens on it. */
  preview: shopperQueryParam(),
  /** A query to redirect (a report's "Add redirect"): the add-rule dialog opens for it, at its redirect. */
  redirect: shopperQueryParam(),
  /** A query to start a synonym for (a report's "Add synonym", on the synonyms tab). */
  synonym: shopperQueryParam(),
});
