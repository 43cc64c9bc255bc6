import * as z from 'zod/mini';
import { searchParam } from './searchParam';

/** The parts of Merchandising, one tab each. */
export const MERCHANDISING_TABS = ['rules', 'synonyms', 'history'] as const;

/** A part of Merchandising. */
export type MerchandisingTab = (typeof MERCHANDISING_TABS)[number];

/** Search parameters of Merchandising. */
export const merchandisingSearchSchema = z.object({
  /** The tab shown; query rules when absent, so a shared link opens the part it names. */
  tab: searchParam(z.enum(MERCHANDISING_TABS)),
});
