import { loadMessageArea, MESSAGE_AREAS } from './i18n.areas';
import type { Messages } from './messages';
import type { BaseMessages } from './messages.en';

/** The product's languages (spec section 9). */
export const LOCALES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ja', 'zh', 'th'] as const;

/** A product language. */
export type Locale = (typeof LOCALES)[number];

/** Language used when none of the product's languages fits. */
export const DEFAULT_LOCALE: Locale = 'en';

/** True for one of the product's languages. */
export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The product language for a BCP 47 tag ('pt-BR' is pt, 'zh-Hans-CN' is zh); English when none fits. */
export function resolveLocale(tag: string | null | undefined): Locale {
  const language = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * Loads one locale's whole catalogue: its base and every area. Each is its own module behind a dynamic import,
 * so a bundle ships only the languages it actually loads.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const [base, ...areas] = await Promise.all([
    loadBaseMessages(locale),
    ...MESSAGE_AREAS.map((area) => loadMessageArea(area, locale)),
  ]);
  return Object.assign({}, base, ...areas) as Messages;
}

/**
 * Loads one locale's base catalogue: every string but the areas' (`loadMessageArea`), which an app loads with
 * the screens that show them.
 */
export async function loadBaseMessages(locale: Locale): Promise<BaseMessages> {
  switch (locale) {
    case 'en':
      return (await import('./messages.en')).en;
    case 'es':
      return (await import('./messages.es')).es;
    case 'fr':
      return (await import('./messages.fr')).fr;
    case 'de':
      return (await import('./messages.de')).de;
    case 'it':
      return (await import('./messages.it')).it;
    case 'pt':
      return (await import('./messages.pt')).pt;
    case 'nl':
      return (await import('./messages.nl')).nl;
    case 'ja':
      return (await import('./messages.ja')).ja;
    case 'zh':
      return (await import('./messages.zh')).zh;
    case 'th':
      return (await import('./messages.th')).th;
  }
}
