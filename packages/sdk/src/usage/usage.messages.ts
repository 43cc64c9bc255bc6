import type { Locale } from '../i18n/i18n.load';
import type { UsageMessages } from './usage.messages.en';

/** Loads the usage section of one locale's catalogue: each locale is its own module behind a dynamic import. */
export async function loadUsageMessages(locale: Locale): Promise<UsageMessages> {
  switch (locale) {
    case 'en':
      return (await import('./usage.messages.en')).usageMessagesEn;
    case 'es':
      return (await import('./usage.messages.es')).usageMessagesEs;
    case 'fr':
      return (await import('./usage.messages.fr')).usageMessagesFr;
    case 'de':
      return (await import('./usage.messages.de')).usageMessagesDe;
    case 'it':
      return (await import('./usage.messages.it')).usageMessagesIt;
    case 'pt':
      return (await import('./usage.messages.pt')).usageMessagesPt;
    case 'nl':
      return (await import('./usage.messages.nl')).usageMessagesNl;
    case 'ja':
      return (await import('./usage.messages.ja')).usageMessagesJa;
    case 'zh':
      return (await import('./usage.messages.zh')).usageMessagesZh;
    case 'th':
      return (await import('./usage.messages.th')).usageMessagesTh;
  }
}
