import { createStoreSearchQueryClient, StoreSearchProvider } from '@storesearch/react';
import { createClient, type StoreType } from '@storesearch/sdk';
import type { Locale } from '@storesearch/sdk/i18n';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { AppShellContext, type AppShellValue } from './appShell.context';
import { createLeaveGuard } from './leaveGuard';
import {
  initialLocale,
  initialPlatform,
  LOCALE_STORAGE_KEY,
  PLATFORM_STORAGE_KEY,
  writePreference,
} from './preferences';
import type { AppSession, SessionSource } from './session';

/** Props of AppShellProvider. */
export interface AppShellProviderProps {
  /** Where sessions come from (demo backend or API). */
  readonly source: SessionSource;
  /** Origin of the API; empty for the page's own origin (demo mode). */
  readonly apiBaseUrl: string;
  /** The session restored before the first render, or null for the sign-in page. */
  readonly initialSession: AppSession | null;
  /** Wrap in a Radix Theme (false when the host, e.g. Storybook, renders one). Default true. */
  readonly theme?: boolean;
  /** How long toasts stay; the product's delay unless set. */
  readonly toastDurationMs?: number;
  /** The app: its router. */
  readonly children: ReactNode;
}

/**
 * The shell's state around the storesearch provider: the session (its user and vendor id make the client),
 * the language of every string and the platform choice. Signing out drops the previous user's cache.
 */
export function AppShellProvider({
  source,
  apiBaseUrl,
  initialSession,
  theme = true,
  toastDurationMs,
  children,
}: AppShellProviderProps) {
  const [session, setSession] = useState(initialSession);
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const [platform, setPlatformState] = useState<StoreType>(initialPlatform);
  const [queryClient] = useState(createStoreSearchQueryClient);
  const [leaveGuard] = useState(createLeaveGuard);
  const vendorId = session?.vendorId;
  // One client per vendor: its x-vendor-id header is fixed at creation.
  const client = useMemo(() => createClient({ baseUrl: apiBaseUrl, vendorId }), [apiBaseUrl, vendorId]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const signIn = useCallback(
    async (personaId?: string) => {
      const next = await source.signIn(personaId);
      queryClient.clear();
      setSession(next);
      return next;
    },
    [source, queryClient],
  );
  const signOut = useCallback(async () => {
    await source.signOut();
    queryClient.clear();
    setSession(null);
  }, [source, queryClient]);
  const updateUser = useCallback((user: AppSession['user']) => {
    setSession((current) => (current ? { ...current, user } : current));
  }, []);
  const setLocale = useCallback((next: Locale) => {
    writePreference(LOCALE_STORAGE_KEY, next);
    setLocaleState(next);
  }, []);
  const setPlatform = useCallback((next: StoreType) => {
    writePreference(PLATFORM_STORAGE_KEY, next);
    setPlatformState(next);
  }, []);

  const value = useMemo<AppShellValue>(
    () => ({
      session,
      personas: source.personas,
      signIn,
      updateUser,
      signOut,
      locale,
      setLocale,
      platform,
      setPlatform,
      leaveGuard,
    }),
    [
      session,
      source.personas,
      signIn,
      updateUser,
      signOut,
      locale,
      setLocale,
      platform,
      setPlatform,
      leaveGuard,
    ],
  );

  return (
    <AppShellContext.Provider value={value}>
      <StoreSearchProvider
        client={client}
        queryClient={queryClient}
        user={session?.user ?? null}
        locale={locale}
        theme={theme}
        accentColor="indigo"
        toastDurationMs={toastDurationMs}
      >
        {children}
      </StoreSearchProvider>
    </AppShellContext.Provider>
  );
}
