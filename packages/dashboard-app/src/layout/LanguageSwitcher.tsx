import { Select } from '@radix-ui/themes';
import { useT } from '@storesearch/react';
import { isLocale, LOCALES, type Locale } from '@storesearch/sdk/i18n';
import { useAppShell } from '../session/appShell.context';

/** Each language's own name, worked out once: building an Intl.DisplayNames per item and render is slow. */
const endonyms = new Map<Locale, string>();

/** A language's own name ("Deutsch", "日本語"), so a reader finds theirs whatever the current language. */
function endonym(locale: Locale): string {
  let known = endonyms.get(locale);
  if (known === undefined) {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    known = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    endonyms.set(locale, known);
  }
  return known;
}

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
            {endonym(code)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
