import { LOCALES } from '@storesearch/sdk/i18n';
import { describe, expect, it } from 'vitest';
import { ENDONYMS } from './LanguageSwitcher';

describe('the language menu', () => {
  it("names every product language in that language, as the browser's own display names do", () => {
    for (const locale of LOCALES) {
      const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? '';
      expect(ENDONYMS[locale]).toBe(name.charAt(0).toLocaleUpperCase(locale) + name.slice(1));
    }
    expect(Object.keys(ENDONYMS).sort()).toEqual([...LOCALES].sort());
  });
});
