import type { Messages } from '@storesearch/sdk';
import { en, loadMessages, resolveLocale } from '@storesearch/sdk/i18n';
import { useEffect, useState } from 'react';

/**
 * The product catalogue for a locale tag, loaded lazily (each language is its own chunk). English is
 * built in; while another language loads, the previously shown catalogue stays, so switching language
 * never flashes English text in between.
 */
export function useLocaleMessages(locale: string): Messages {
  const language = resolveLocale(locale);
  const [loaded, setLoaded] = useState<Messages>(en);
  useEffect(() => {
    let current = true;
    loadMessages(language).then(
      (messages) => {
        if (current) setLoaded(messages);
      },
      () => {
        // A chunk that fails to load (offline, stale deploy) leaves the current language in place.
      },
    );
    return () => {
      current = false;
    };
  }, [language]);
  return language === 'en' ? en : loaded;
}
