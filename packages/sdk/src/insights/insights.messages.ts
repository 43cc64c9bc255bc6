import type { Locale } from '../i18n/i18n.load';
import type { InsightsMessages } from './insights.messages.en';

/** Loads the insights section of one locale's catalogue: each locale is its own module behind a dynamic import. */
export async function loadInsightsMessages(locale: Locale): Promise<InsightsMessages> {
  switch (locale) {
    case 'en':
      return (await import('./insights.messages.en')).insightsMessagesEn;
    case 'es':
      return (await import('./insights.messages.es')).insightsMessagesEs;
    case 'fr':
      return (await import('./insights.messages.fr')).insightsMessagesFr;
    case 'de':
      return (await import('./insights.messages.de')).insightsMessagesDe;
    case 'it':
      return (await import('./insights.messages.it')).insightsMessagesIt;
    case 'pt':
      return (await import('./insights.messages.pt')).insightsMessagesPt;
    case 'nl':
      return (await import('./insights.messages.nl')).insightsMessagesNl;
    case 'ja':
      return (await import('./insights.messages.ja')).insightsMessagesJa;
    case 'zh':
      return (await import('./insights.messages.zh')).insightsMessagesZh;
    case 'th':
      return (await import('./insights.messages.th')).insightsMessagesTh;
  }
}
