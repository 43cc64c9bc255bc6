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

/** A stable `t(key, params)` over the provider's catalogue; it changes only when the catalogue does. */
export function useT(): TranslateFn {
  const messages = useMessages();
  return useCallback<TranslateFn>((key, params) => formatMessage(key, params, messages), [messages]);
}
