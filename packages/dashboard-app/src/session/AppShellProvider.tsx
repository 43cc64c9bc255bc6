import { createStoreSearchQueryClient, preloadMessages, StoreSearchProvider } from '@storesearch/react';
import {
  createClient,
  type StoreSearchClient,
  type StoreType,
  storesearchKeys,
  type VendorId,
} from '@storesearch/sdk';
import type { Locale } from '@storesearch/sdk/i18n';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { type ScreenData, screenDataOf } from '../routes/screenData';
import { AppShellContext, type AppShellValue } from './appShell.context';
import { createLeaveGuard } from './leaveGuard';
import {
  APPEARANCE_STORAGE_KEY,
  type AppearanceChoice,
  initialAppearance,
  initialLocale,
  initialPlatform,
  LOCALE_STORAGE_KEY,
  PLATFORM_STORAGE_KEY,
  writePreference,
} from './preferences';

/**
 * Loads the words of the saved language (initialLocale), the areas the page preloaded for its screen included,
 * and resolves once they are on the page, or when they fail to load (the page then stays in English); it never
 * rejects. English is built in: it resolves at once.
 */
export function loadInitialWords(): Promise<void> {
  return preloadMessages(initialLocale()).catch(() => undefined);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Follows the system's dark preference (false where there is no `matchMedia`). */
function subscribeToSystemDark(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const systemPrefersDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

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
  /** The shell's query cache, when made before the first render (to start the first screen's reads early). */
  readonly queryClient?: QueryClient;
  /** The router context's screen data, kept in step with the session, the client and the cache. */
  readonly screenData?: { current: ScreenData | null };
  /** The app: its router. */
  readonly children: ReactNode;
}

/** The client of a session's vendor (none for an admin): its x-vendor-id header is fixed at creation. */
export function createShellClient(apiBaseUrl: string, vendorId: VendorId | undefined): StoreSearchClient {
  return createClient({ baseUrl: apiBaseUrl, vendorId });
}

/** The session query's hash in the cache. */
const SESSION_HASH = hashKey(storesearchKeys.session());

/**
 * Puts the user the session source just read into the cache as the session call's answer, so a screen that shows
 * it (the profile) does not ask the API again on the same load; a save that changes it refreshes it.
 */
function keepSessionUser(queryClient: QueryClient, session: AppSession | null): void {
  if (session) queryClient.setQueryData(storesearchKeys.session(), session.user);
  else queryClient.removeQueries({ queryKey: storesearchKeys.session() });
}

/**
 * The shell's query cache: the library's retry policy, and the session kept fresh until a save invalidates it
 * (it was read at sign-in or on load, and nothing else changes it).
 */
export function createSessionQueryClient(initialSession: AppSession | null): QueryClient {
  const queryClient = createStoreSearchQueryClient();
  queryClient.setQueryDefaults(storesearchKeys.session(), { staleTime: Number.POSITIVE_INFINITY });
  keepSessionUser(queryClient, initialSession);
  return queryClient;
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
  queryClient: givenQueryClient,
  screenData,
  children,
}: AppShellProviderProps) {
  const [session, setSession] = useState(initialSession);
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const [platform, setPlatformState] = useState<StoreType | null>(initialPlatform);
  const [appearance, setAppearanceState] = useState<AppearanceChoice>(initialAppearance);
  const systemDark = useSyncExternalStore(subscribeToSystemDark, systemPrefersDark, () => false);
  const shownAppearance = appearance === 'system' ? (systemDark ? 'dark' : 'light') : appearance;
  const [queryClient] = useState(() => givenQueryClient ?? createSessionQueryClient(initialSession));
  const [leaveGuard] = useState(createLeaveGuard);
  const vendorId = session?.vendorId;
  // One client per vendor: its x-vendor-id header is fixed at creation.
  const client = useMemo(() => createShellClient(apiBaseUrl, vendorId), [apiBaseUrl, vendorId]);
  // Set while rendering, before the router below loads a route with it (its load runs in a child's effect).
  if (screenData) screenData.current = screenDataOf(session, queryClient, client);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const signIn = useCallback(
    async (personaId?: string) => {
      const next = await source.signIn(personaId);
      queryClient.clear();
      keepSessionUser(queryClient, next);
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
  const resetDemo = useMemo(() => {
    const reset = source.resetDemo?.bind(source);
    if (!reset) return null;
    return async () => {
      const next = await reset();
      setSession(next);
      // Every answer on screen came from the world just forgotten: refetch what is shown, drop the rest.
      keepSessionUser(queryClient, next);
      await queryClient.resetQueries({ predicate: (query) => query.queryHash !== SESSION_HASH });
    };
  }, [source, queryClient]);
  const updateUser = useCallback((user: AppSession['user']) => {
    setSession((current) => (current ? { ...current, user } : current));
  }, []);
  const setLocale = useCallback((next: Locale) => {
    writePreference(LOCALE_STORAGE_KEY, next);
    setLocaleState(next);
  }, []);
  const setAppearance = useCallback((next: AppearanceChoice) => {
    writePreference(APPEARANCE_STORAGE_KEY, next);
    setAppearanceState(next);
  }, []);
  const setPlatform = useCallback((next: StoreType) => {
    writePreference(PLATFORM_STORAGE_KEY, next);
    setPlatformState(next);
  }, []);

  const value = useMemo<AppShellValue>(
    () => ({
      session,
      personas: source.personas,
      demoPassword: source.demoPassword,
      signIn,
      updateUser,
      signOut,
      resetDemo,
      locale,
      setLocale,
      appearance,
      setAppearance,
      platform,
      setPlatform,
      leaveGuard,
    }),
    [
      session,
      source.personas,
      source.demoPassword,
      signIn,
      updateUser,
      signOut,
      resetDemo,
      locale,
      setLocale,
      appearance,
      setAppearance,
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
        appearance={shownAppearance}
        accentColor="indigo"
        toastDurationMs={toastDurationMs}
      >
        {children}
      </StoreSearchProvider>
    </AppShellContext.Provider>
  );
}
