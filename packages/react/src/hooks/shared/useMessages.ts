import type { MessageKey, MessageParams, Messages } from '@storesearch/sdk';
import { formatMessage } from '@storesearch/sdk/i18n';
import { useCallback } from 'react';
import { useStoreSearchContext } from './useStoreSearchContext';

/** Translates a catalogue key, filling `{placeholders}` from `params`. */
export type TranslateFn = (key: MessageKey, params?: MessageParams) => string;

/** The provider's message catalogue (its locale, overrides applied). */
export function useMessages(): Messages {
  return useStoreSearchContext().messages;
}

/** The provider's locale, for `Intl` number and date formatting. */
export function useLocale(): string {
  return useStoreSearchContext().locale;
}

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
