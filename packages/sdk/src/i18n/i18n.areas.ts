import { loadInsightsMessages } from '../insights/insights.messages';
import { loadMerchandisingMessages } from '../merchandising/merchandising.messages';
import { loadUsageMessages } from '../usage/usage.messages';
import type { Locale } from './i18n.load';
import type { Messages } from './messages';

/**
 * The catalogue's areas: sections that load with their own screens instead of with the first page, each kept in
 * its domain (`<domain>.messages.<locale>.ts`). The base catalogue (`messages.<locale>.ts`) holds everything else.
 */
export const MESSAGE_AREAS = ['merchandising', 'insights', 'usage'] as const;

/** A section of the catalogue that loads on demand. */
export type MessageArea = (typeof MESSAGE_AREAS)[number];

/** Loads one area of one locale's catalogue. */
export function loadMessageArea(area: MessageArea, locale: Locale): Promise<Partial<Messages>> {
  switch (area) {
    case 'merchandising':
      return loadMerchandisingMessages(locale);
    case 'insights':
      return loadInsightsMessages(locale);
    case 'usage':
      return loadUsageMessages(locale);
  }
}
