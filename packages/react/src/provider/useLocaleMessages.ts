import type { Messages } from '@storesearch/sdk';
import {
  en,
  type Locale,
  loadBaseMessages,
  loadMessageArea,
  type MessageArea,
  resolveLocale,
} from '@storesearch/sdk/i18n';
import { useEffect, useMemo, useState } from 'react';

/** What `useLocaleMessages` shows: the catalogue and the areas it holds. */
export interface LocaleMessages {
  /** The base catalogue of the shown language, with every loaded area asked for. */
  readonly messages: Messages;
  /** The areas the catalogue holds. */
  readonly areas: ReadonlySet<MessageArea>;
}

/** One loaded part of one language: its base (`'base'`) or one of its areas. */
type PartKey = `${Locale}:${'base' | MessageArea}`;

const loadPart = (language: Locale, part: 'base' | MessageArea): Promise<Partial<Messages>> =>
  part === 'base' ? loadBaseMessages(language) : loadMessageArea(part, language);

/**
 * The product catalogue for a locale tag and the areas asked for, loaded lazily (each language and each area is
 * its own chunk). The English base is built in; while another language loads, the previously shown catalogue
 * stays, so switching language never flashes English text in between. An area shows once its part for the shown
 * language has loaded.
 */
export function useLocaleMessages(locale: string, areas: readonly MessageArea[]): LocaleMessages {
  const language = resolveLocale(locale);
  const [parts, setParts] = useState<ReadonlyMap<PartKey, Partial<Messages>>>(
    () => new Map([['en:base', en]]),
  );
  const [shown, setShown] = useState<Locale>('en');

  useEffect(() => {
    let current = true;
    const wanted = (['base', ...areas] as const).filter((part) => !parts.has(`${language}:${part}`));
    if (wanted.length === 0) {
      // Everything asked for is here in this language: show it.
      if (shown !== language) setShown(language);
      return;
    }
    Promise.all(wanted.map((part) => loadPart(language, part).then((m) => [part, m] as const))).then(
      (loaded) => {
        if (!current) return;
        setParts((previous) => {
          const next = new Map(previous);
          for (const [part, messages] of loaded) next.set(`${language}:${part}`, messages);
          return next;
        });
      },
      () => {
        // A chunk that fails to load (offline, stale deploy) leaves the current language in place.
      },
    );
    return () => {
      current = false;
    };
  }, [language, areas, parts, shown]);

  return useMemo(() => {
    const base = parts.get(`${shown}:base`) ?? en;
    const held = new Set<MessageArea>();
    const sections: Partial<Messages>[] = [];
    for (const area of areas) {
      const section = parts.get(`${shown}:${area}`);
      if (section) {
        held.add(area);
        sections.push(section);
      }
    }
    return { messages: Object.assign({}, base, ...sections) as Messages, areas: held };
  }, [parts, shown, areas]);
}
