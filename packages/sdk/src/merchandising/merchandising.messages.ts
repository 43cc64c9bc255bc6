import type { Locale } from '../i18n/i18n.load';
import type { MerchandisingMessages } from './merchandising.messages.en';

/** Loads the merchandising section of one locale's catalogue: each locale is its own module behind a dynamic import. */
export async function loadMerchandisingMessages(locale: Locale): Promise<MerchandisingMessages> {
  switch (locale) {
    case 'en':
      return (await import('./merchandising.messages.en')).merchandisingMessagesEn;
    case 'es':
      return (await import('./merchandising.messages.es')).merchandisingMessagesEs;
    case 'fr':
      return (await import('./merchandising.messages.fr')).merchandisingMessagesFr;
    case 'de':
      return (await import('./merchandising.messages.de')).merchandisingMessagesDe;
    case 'it':
      return (await import('./merchandising.messages.it')).merchandisingMessagesIt;
    case 'pt':
      return (await import('./merchandising.messages.pt')).merchandisingMessagesPt;
    case 'nl':
      return (await import('./merchandising.messages.nl')).merchandisingMessagesNl;
    case 'ja':
      return (await import('./merchandising.messages.ja')).merchandisingMessagesJa;
    case 'zh':
      return (await import('./merchandising.messages.zh')).merchandisingMessagesZh;
    case 'th':
      return (await import('./merchandising.messages.th')).merchandisingMessagesTh;
  }
}
