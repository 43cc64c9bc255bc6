import { useStoreSearchContext } from './useStoreSearchContext';

/** The provider's locale, for `Intl` number and date formatting. */
export function useLocale(): string {
  return useStoreSearchContext().locale;
}
