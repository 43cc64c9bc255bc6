import type { StoreType } from '@storesearch/sdk';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@storesearch/sdk/i18n';

/** Storage key of the interface language. */
export const LOCALE_STORAGE_KEY = 'storesearch.locale';

/** Storage key of the user's light, dark or system appearance. */
export const APPEARANCE_STORAGE_KEY = 'storesearch.appearance';

/** The appearances the user menu offers: light, dark, or whatever the system prefers. */
export const APPEARANCES = ['light', 'dark', 'system'] as const;

/** An appearance choice. */
export type AppearanceChoice = (typeof APPEARANCES)[number];

/** Storage key of the settings header's platform choice. */
export const PLATFORM_STORAGE_KEY = 'storesearch.platform';

/** The platform the settings header shows when no choice is saved and no store is selected. */
export const DEFAULT_PLATFORM: StoreType = 'woocommerce';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a preference; a blocked storage only loses it after a reload. */
export function writePreference(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Preferences are a convenience: the choice still applies to this page.
  }
}

/** The saved language, else English (the spec's source language; the switcher is one click away). */
export function initialLocale(): Locale {
  const saved = read(LOCALE_STORAGE_KEY);
  return saved && isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** The saved platform choice; null when the user has not chosen (the header then follows the selected store). */
export function initialPlatform(): StoreType | null {
  const saved = read(PLATFORM_STORAGE_KEY);
  return saved === 'shopify' || saved === 'woocommerce' ? saved : null;
}

/** The saved appearance, else the system's. */
export function initialAppearance(): AppearanceChoice {
  const saved = read(APPEARANCE_STORAGE_KEY);
  return (APPEARANCES as readonly string[]).includes(saved ?? '') ? (saved as AppearanceChoice) : 'system';
}
