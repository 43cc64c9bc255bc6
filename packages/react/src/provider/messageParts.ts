import type { Messages } from '@storesearch/sdk';
import {
  en,
  type Locale,
  loadBaseMessages,
  loadMessageArea,
  type MessageArea,
  resolveLocale,
} from '@storesearch/sdk/i18n';

/** One part of one language's catalogue: its base (`'base'`) or one of its areas. */
export type MessagePart = 'base' | MessageArea;

type PartKey = `${Locale}:${MessagePart}`;

/*
 * The catalogue parts this page has loaded, shared by every StoreSearchProvider on it (a part is a chunk the
 * browser loads once per page anyway), and the areas the page preloaded for the screen it is opening. Providers
 * subscribe, so a part that arrives before a provider mounts is in that provider's first render.
 */
const loaded = new Map<PartKey, Partial<Messages>>([['en:base', en]]);
const loading = new Map<PartKey, Promise<void>>();
let preloaded: readonly MessageArea[] = [];
/** Changes whenever a part arrives or an area is preloaded: the snapshot providers re-render on. */
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** A part of a language's catalogue, if this page has loaded it. */
export function loadedMessagePart(language: Locale, part: MessagePart): Partial<Messages> | undefined {
  return loaded.get(`${language}:${part}`);
}

/**
 * Loads a part of a language's catalogue once per page. A part that fails to load (offline, a stale deploy) can be
 * asked for again; the promise rejects with the chunk's error.
 */
export function loadMessagePart(language: Locale, part: MessagePart): Promise<void> {
  const key: PartKey = `${language}:${part}`;
  if (loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = (part === 'base' ? loadBaseMessages(language) : loadMessageArea(part, language)).then(
      (messages) => {
        loading.delete(key);
        loaded.set(key, messages);
        changed();
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Says that the page is about to show widgets of a catalogue area (the insights figures, the merchandising
 * editors) in `locale`: the area starts loading now, with the language's base, and every StoreSearchProvider on
 * the page holds it as if a widget had asked. A router calls it beside a screen's code, so the words are there
 * when the screen first renders and its widgets show their data in that render, not one later. Asking again
 * for the same area does nothing more.
 */
export function preloadMessageArea(area: MessageArea, locale = 'en'): void {
  const language = resolveLocale(locale);
  for (const part of ['base', area] as const)
    loadMessagePart(language, part).catch(() => {
      // A provider asks again when it shows the area; a chunk that cannot load then shows as not loaded.
    });
  if (!preloaded.includes(area)) {
    preloaded = [...preloaded, area];
    changed();
  }
}

/**
 * Loads `locale`'s base catalogue and every area preloaded so far in that language, and resolves once they are all
 * on the page; it rejects with a chunk's error. A provider shows a language at once when everything it needs has
 * loaded, and the language it showed before until then: a page that awaits this before its first render draws
 * that render in the user's language instead of in English first. English is built in: it resolves at once.
 */
export function preloadMessages(locale: string): Promise<void> {
  const language = resolveLocale(locale);
  return Promise.all((['base', ...preloaded] as const).map((part) => loadMessagePart(language, part))).then(
    () => undefined,
  );
}

/** The areas preloaded so far (the same array until another is added). */
export function preloadedAreas(): readonly MessageArea[] {
  return preloaded;
}

/** Calls `listener` when a part arrives or an area is preloaded; returns the unsubscribe. */
export function subscribeMessageParts(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A number that changes with every arrival or preload (useSyncExternalStore's snapshot). */
export function messagePartsVersion(): number {
  return version;
}
