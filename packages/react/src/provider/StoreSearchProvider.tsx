import { Theme, type ThemeProps } from '@radix-ui/themes';
import { type ClientConfig, createClient, type Messages, type StoreSearchClient } from '@storesearch/sdk';
import type { MessageArea } from '@storesearch/sdk/i18n';
import { type SessionUser, SUCCESS_MESSAGE_MS } from '@storesearch/sdk/profile';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { Toaster } from '../components/shared/Toaster/Toaster';
import { preloadedAreas, subscribeMessageParts } from './messageParts';
import { createStoreSearchQueryClient } from './queryClient';
import { StoreSearchContext, type StoreSearchContextValue } from './StoreSearchContext';
import { useLocaleMessages } from './useLocaleMessages';

/** The signed-in user the components act for (ids for calls and analytics, name for the header). */
export type StoreSearchUser = SessionUser;

/** Where the provider's API client comes from: a ready client, or the options to create one. */
export type StoreSearchClientSource =
  | {
      /** A client created with `createClient`; share it with code outside React. */
      client: StoreSearchClient;
      /** Not allowed together with `client`. */
      config?: never;
    }
  | {
      /** Options for `createClient`, read once when the provider mounts; pass `client` to swap clients later. */
      config: ClientConfig;
      /** Not allowed together with `config`. */
      client?: never;
    };

/** Props of StoreSearchProvider. */
export type StoreSearchProviderProps = StoreSearchClientSource & {
  /** The host app's QueryClient, so its cache and devtools are shared; by default the provider makes its own. */
  queryClient?: QueryClient;
  /** BCP 47 locale: picks the catalogue (en, es, fr, de, it, pt, nl, ja, zh, th; loaded on demand) and formats numbers and dates. Default `en`. */
  locale?: string;
  /** Catalogue entries that replace the locale's own (a partner's wording, or a language the product lacks). */
  messages?: Partial<Messages>;
  /** Wrap the children in a Radix Themes `Theme`; `false` when the host app already renders one. Default true. */
  theme?: boolean;
  /** Light or dark colours of the provider's Theme. Default `inherit`. */
  appearance?: ThemeProps['appearance'];
  /** Accent colour of the provider's Theme. Default `indigo`. */
  accentColor?: ThemeProps['accentColor'];
  /** The signed-in user; null or absent before sign-in. */
  user?: StoreSearchUser | null;
  /** How long a toast stays, in milliseconds; `TOAST_DURATION_MS` by default, `Infinity` until it is closed. */
  toastDurationMs?: number;
  /**
   * How long a success message beside a form stays ("Name updated successfully"), in milliseconds;
   * `SUCCESS_MESSAGE_MS` by default, `Infinity` until the next message.
   */
  successMessageDurationMs?: number;
  /** The components that use storesearch. */
  children?: ReactNode;
};

/** Gives every storesearch hook and component its client, cache, messages, theme and signed-in user. */
export function StoreSearchProvider(props: StoreSearchProviderProps) {
  const {
    queryClient,
    locale = 'en',
    messages,
    theme = true,
    appearance,
    accentColor,
    user = null,
    toastDurationMs,
    successMessageDurationMs = SUCCESS_MESSAGE_MS,
    children,
  } = props;
  // Created once: a new client or cache on every render would drop in-flight requests and cached data.
  const [ownClient] = useState(() =>
    props.config && !props.client ? createClient(props.config) : undefined,
  );
  const [ownQueryClient] = useState(() => (queryClient ? undefined : createStoreSearchQueryClient()));
  const client = props.client ?? ownClient;
  const activeQueryClient = queryClient ?? ownQueryClient;
  if (!client || !activeQueryClient) {
    // Only reachable when a host switches from `client` to `config` after mounting.
    throw new Error('StoreSearchProvider: pass `client` (or `config`) and keep using the same one.');
  }

  const [asked, setAsked] = useState<readonly MessageArea[]>([]);
  // An area the page preloaded is held already (the page never drops one): asking for it changes nothing, so a
  // widget that asks on its first render does not draw every other widget again with the same words.
  const requestMessageArea = useCallback((area: MessageArea) => {
    if (preloadedAreas().includes(area)) return;
    setAsked((areas) => (areas.includes(area) ? areas : [...areas, area]));
  }, []);
  // The areas the page preloaded for the screen it is opening, and those its widgets asked for.
  const preloaded = useSyncExternalStore(subscribeMessageParts, preloadedAreas, preloadedAreas);
  const areas = useMemo(
    () => (preloaded.length === 0 ? asked : [...new Set([...preloaded, ...asked])]),
    [preloaded, asked],
  );
  const localeMessages = useLocaleMessages(locale, areas);
  const catalogue = useMemo<Messages>(
    () => ({ ...localeMessages.messages, ...messages }),
    [localeMessages, messages],
  );
  const value = useMemo<StoreSearchContextValue>(
    () => ({
      client,
      locale,
      messages: catalogue,
      messageAreas: localeMessages.areas,
      requestMessageArea,
      user,
      successMessageDurationMs,
    }),
    [client, locale, catalogue, localeMessages, requestMessageArea, user, successMessageDurationMs],
  );

  const content = (
    <QueryClientProvider client={activeQueryClient}>
      <StoreSearchContext.Provider value={value}>
        <Toaster durationMs={toastDurationMs}>{children}</Toaster>
      </StoreSearchContext.Provider>
    </QueryClientProvider>
  );
  if (!theme) return content;
  return (
    <Theme appearance={appearance} accentColor={accentColor} lang={locale}>
      {content}
    </Theme>
  );
}
