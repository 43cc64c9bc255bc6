import type { MessageArea } from '@storesearch/sdk/i18n';
import { useEffect } from 'react';
import { useStoreSearchContext } from './useStoreSearchContext';

/**
 * Asks the provider for an area of the catalogue (a section that loads with its screens, such as merchandising)
 * and tells whether it is there; a widget of that area shows its loading state until it is.
 */
export function useMessageArea(area: MessageArea): boolean {
  const { messageAreas, requestMessageArea } = useStoreSearchContext();
  useEffect(() => requestMessageArea(area), [area, requestMessageArea]);
  return messageAreas.has(area);
}
