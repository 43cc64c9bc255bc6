import type { Messages } from '@storesearch/sdk';
import { type Locale, type MessageArea, resolveLocale } from '@storesearch/sdk/i18n';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  loadedMessagePart,
  loadMessagePart,
  messagePartsVersion,
  subscribeMessageParts,
} from './messageParts';

/** What `useLocaleMessages` shows: the catalogue and the areas it holds. */
export interface LocaleMessages {
  /** The base catalogue of the shown language, with every loaded area asked for. */
  readonly messages: Messages;
  /** The areas the catalogue holds. */
  readonly areas: ReadonlySet<MessageArea>;
}

/**
 * The product catalogue for a locale tag and the areas asked for, loaded lazily (each language and each area is
 * its own chunk, loaded once per page). The English base is built in; while another language loads, the
 * previously shown catalogue stays, so switching language never flashes English text in between. An area shows
 * once its part for the shown language has loaded.
 */
export function useLocaleMessages(locale: string, areas: readonly MessageArea[]): LocaleMessages {
  const language = resolveLocale(locale);
  const version = useSyncExternalStore(subscribeMessageParts, messagePartsVersion, messagePartsVersion);
  const [shown, setShown] = useState<Locale>('en');
  const parts = useMemo(() => ['base', ...areas] as const, [areas]);
  const missing = parts.filter((part) => loadedMessagePart(language, part) === undefined).length;

  useEffect(() => {
    if (missing === 0) {
      // Everything asked for is here in this language: show it.
      if (shown !== language) setShown(language);
      return;
    }
    for (const part of parts)
      loadMessagePart(language, part).catch(() => {
        // A chunk that fails to load (offline, stale deploy) leaves the current language in place.
      });
  }, [language, parts, missing, shown]);

  // The language is shown at once when everything it needs is already on the page.
  const showing = missing === 0 ? language : shown;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes when a part arrives
  return useMemo(() => {
    const base = loadedMessagePart(showing, 'base') ?? loadedMessagePart('en', 'base');
    const held = new Set<MessageArea>();
    const sections: Partial<Messages>[] = [];
    for (const area of areas) {
      const section = loadedMessagePart(showing, area);
      if (section) {
        held.add(area);
        sections.push(section);
      }
    }
    return { messages: Object.assign({}, base, ...sections) as Messages, areas: held };
  }, [version, showing, areas]);
}
