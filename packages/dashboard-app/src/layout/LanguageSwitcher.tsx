import { Select } from '@radix-ui/themes';
import { useT } from '@storesearch/react';
import { isLocale, LOCALES, type Locale } from '@storesearch/sdk/i18n';
import { useAppShell } from '../session/appShell.context';

/**
 * Each language's own name, so a reader finds theirs whatever the current language. Written down rather than
 * asked of Intl.DisplayNames: the menu's ten names are rendered with the header on every page, and loading ten
 * languages' display data cost about 30 ms of each page's first render. A test checks them against Intl.
 */
export const ENDONYMS: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  ja: '日本語',
  zh: '中文',
  th: 'ไทย',
};

/** The header's language switcher over the ten product languages; every string follows the choice. */
export function LanguageSwitcher() {
  const t = useT();
  const { locale, setLocale } = useAppShell();
  return (
    <Select.Root
      value={locale}
      onValueChange={(value) => {
        if (isLocale(value)) setLocale(value);
      }}
    >
      <Select.Trigger aria-label={t('language')} variant="ghost" />
      <Select.Content position="popper">
        {LOCALES.map((code) => (
          <Select.Item key={code} value={code} lang={code}>
            {ENDONYMS[code]}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
