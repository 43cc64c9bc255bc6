import { formatMessage } from '@storesearch/sdk/i18n';
import { useCallback } from 'react';
import type { TranslateFn } from './useMessages';
import { useStoreSearchContext } from './useStoreSearchContext';

/**
 * A stable `t(key, params)` over the provider's catalogue, with its locale's plural rules and digit grouping; it
 * changes only when the catalogue or the locale does.
 */
export function useT(): TranslateFn {
  const { messages, locale } = useStoreSearchContext();
  return useCallback<TranslateFn>(
    (key, params) => formatMessage(key, params, messages, locale),
    [messages, locale],
  );
}
