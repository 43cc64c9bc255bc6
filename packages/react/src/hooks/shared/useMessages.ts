import type { MessageKey, MessageParams, Messages } from '@storesearch/sdk';
import { useStoreSearchContext } from './useStoreSearchContext';

/** Translates a catalogue key, filling `{placeholders}` from `params`. */
export type TranslateFn = (key: MessageKey, params?: MessageParams) => string;

/** The provider's message catalogue (its locale, overrides applied). */
export function useMessages(): Messages {
  return useStoreSearchContext().messages;
}
