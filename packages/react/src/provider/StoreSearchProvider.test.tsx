import { createClient } from '@storesearch/sdk';
import { en, loadMessageArea, loadMessages } from '@storesearch/sdk/i18n';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useLocale } from '../hooks/shared/useLocale';
import { useMessageArea } from '../hooks/shared/useMessageArea';
import { useMessages } from '../hooks/shared/useMessages';
import { useStoreSearchClient } from '../hooks/shared/useStoreSearchClient';
import { useStoreSearchContext } from '../hooks/shared/useStoreSearchContext';
import { useStoreSearchUser } from '../hooks/shared/useStoreSearchUser';
import { useT } from '../hooks/shared/useT';
import { loadedMessagePart, loadMessagePart, preloadMessageArea, preloadMessages } from './messageParts';
import {
  StoreSearchProvider,
  type StoreSearchProviderProps,
  type StoreSearchUser,
} from './StoreSearchProvider';

const client = createClient({ baseUrl: 'https://api.example.test', vendorId: 7 });

const user: StoreSearchUser = {
  id: '11',
  firstname: 'Maya',
  lastname: 'Chen',
  fullname: 'Maya Chen',
  email: 'maya@example.test',
  image: null,
  role: 'user',
};

/** Renders a hook inside a provider with the given props. */
function renderInProvider<T>(hook: () => T, props: Partial<StoreSearchProviderProps> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreSearchProvider client={client} {...(props as object)}>
      {children}
    </StoreSearchProvider>
  );
  return renderHook(hook, { wrapper }).result;
}

/** A widget of the merchandising area: it asks for its catalogue area while mounted. */
function MerchandisingWidget() {
  useMessageArea('merchandising');
  return null;
}

/** A widget of the insights area: it asks for its catalogue area while mounted. */
function InsightsWidget() {
  useMessageArea('insights');
  return null;
}

/** Reads the catalogue and counts its own renders. */
function CatalogueReader({ count }: { readonly count: { renders: number } }) {
  useT();
  count.renders += 1;
  return null;
}

describe('StoreSearchProvider', () => {
  it('gives hooks the client it was handed', () => {
    expect(renderInProvider(useStoreSearchClient).current).toBe(client);
  });

  it('creates one client from `config` and keeps it across renders', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreSearchProvider config={{ baseUrl: 'https://other.example.test', vendorId: 9 }}>
        {children}
      </StoreSearchProvider>
    );
    const { result, rerender } = renderHook(useStoreSearchClient, { wrapper });
    const first = result.current;
    expect(first.config.baseUrl).toBe('https://other.example.test');
    expect(first.config.vendorId).toBe(9);
    rerender();
    expect(result.current).toBe(first);
  });

  it('uses the host QueryClient when given, else one of its own that is stable across renders', () => {
    const host = new QueryClient();
    expect(renderInProvider(useQueryClient, { queryClient: host }).current).toBe(host);

    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreSearchProvider client={client}>{children}</StoreSearchProvider>
    );
    const { result, rerender } = renderHook(useQueryClient, { wrapper });
    const own = result.current;
    expect(own).toBeInstanceOf(QueryClient);
    expect(own).not.toBe(host);
    rerender();
    expect(result.current).toBe(own);
  });

  it('translates with the English catalogue by default and fills placeholders', () => {
    const t = renderInProvider(useT).current;
    expect(t('noSyncsYet')).toBe('No syncs yet');
    expect(t('errorWithMessage', { message: 'boom' })).toBe('Error: boom');
    expect(renderInProvider(useLocale).current).toBe('en');
  });

  it('applies message overrides over the English catalogue', () => {
    const messages = { noSyncsYet: 'Nothing synchronised so far' };
    const catalogue = renderInProvider(useMessages, { messages }).current;
    expect(catalogue.noSyncsYet).toBe('Nothing synchronised so far');
    expect(catalogue.yourStores).toBe(en.yourStores);
  });

  it('loads the catalogue of its locale, keeps overrides on top, and follows a locale change', async () => {
    const german = await loadMessages('de');
    expect(german.yourStores).not.toBe(en.yourStores);
    const overrides = { noSyncsYet: 'Noch nichts' };
    let locale = 'de-AT';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreSearchProvider client={client} locale={locale} messages={overrides}>
        {children}
      </StoreSearchProvider>
    );
    const { result, rerender } = renderHook(() => ({ t: useT(), locale: useLocale() }), { wrapper });
    // The catalogue is a lazy chunk: allow for a loaded machine.
    await waitFor(() => expect(result.current.t('yourStores')).toBe(german.yourStores));
    expect(result.current.t('noSyncsYet')).toBe('Noch nichts');
    expect(result.current.locale).toBe('de-AT');

    locale = 'en';
    rerender();
    expect(result.current.t('yourStores')).toBe(en.yourStores);
  });

  it('loads a catalogue area only once a widget asks for it, in the locale shown, and again after a locale change', async () => {
    const german = await loadMessages('de');
    const merchandisingEn = await loadMessageArea('merchandising', 'en');
    let locale = 'en';
    let asking = false;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreSearchProvider client={client} locale={locale}>
        {asking && <MerchandisingWidget />}
        {children}
      </StoreSearchProvider>
    );
    const { result, rerender } = renderHook(
      () => ({ t: useT(), areas: useStoreSearchContext().messageAreas }),
      { wrapper },
    );
    // Not asked for: the first page's catalogue is the base alone, and an area's key reads as itself.
    expect(result.current.t('queryRuleEmptyQuery')).toBe('queryRuleEmptyQuery');
    expect(result.current.t('yourStores')).toBe(en.yourStores);

    asking = true;
    rerender();
    await waitFor(() => expect(result.current.areas.has('merchandising')).toBe(true));
    expect(result.current.t('queryRuleEmptyQuery')).toBe(merchandisingEn.queryRuleEmptyQuery);

    // Another language shows once its base and the asked-for area are both in: never half English.
    locale = 'de';
    rerender();
    await waitFor(() => expect(result.current.t('yourStores')).toBe(german.yourStores));
    expect(result.current.areas.has('merchandising')).toBe(true);
    expect(result.current.t('queryRuleEmptyQuery')).toBe(german.queryRuleEmptyQuery);
  });

  it('holds an area the page preloaded from the first render of a provider mounted after it loaded, in the language asked', async () => {
    const insightsEn = await loadMessageArea('insights', 'en');
    const insightsDe = await loadMessageArea('insights', 'de');
    preloadMessageArea('insights', 'de-CH');
    await Promise.all([loadMessagePart('de', 'base'), loadMessagePart('de', 'insights')]);

    // No widget asks for the area: the page's preload is enough, and it is there in the very first render.
    const firstRenders: { has: boolean; period: string }[] = [];
    const probe = () => {
      const value = { has: useStoreSearchContext().messageAreas.has('insights'), period: useT()('period') };
      firstRenders.push(value);
      return value;
    };
    renderInProvider(probe, { locale: 'de' });
    expect(firstRenders[0]).toEqual({ has: true, period: insightsDe.period });

    // Another provider on the page in English loads the same area in its own language.
    const english = renderInProvider(probe, { locale: 'en' });
    await waitFor(() => expect(english.current).toEqual({ has: true, period: insightsEn.period }));
  });

  it("draws its first render in the language preloadMessages loaded, with the page's preloaded areas in it", async () => {
    const french = await loadMessages('fr');
    const insightsFr = await loadMessageArea('insights', 'fr');
    // An area the page preloaded for its screen (in the language the route knew of).
    preloadMessageArea('insights', 'en');
    await preloadMessages('fr-CA');
    expect(loadedMessagePart('fr', 'base')).toBeDefined();
    expect(loadedMessagePart('fr', 'insights')).toBeDefined();

    const firstRenders: { yourStores: string; period: string }[] = [];
    renderInProvider(
      () => {
        const t = useT();
        firstRenders.push({ yourStores: t('yourStores'), period: t('period') });
      },
      { locale: 'fr' },
    );
    expect(firstRenders[0]).toEqual({ yourStores: french.yourStores, period: insightsFr.period });
    // English is built in.
    await expect(preloadMessages('en')).resolves.toBeUndefined();
  });

  it('draws its widgets once when one asks for an area the page preloaded', async () => {
    preloadMessageArea('insights', 'en');
    await loadMessagePart('en', 'insights');
    const count = { renders: 0 };
    render(
      <StoreSearchProvider client={client}>
        <CatalogueReader count={count} />
        <InsightsWidget />
      </StoreSearchProvider>,
    );
    // The widget asks in an effect, after the first render: let it run.
    await act(async () => {});
    expect(count.renders).toBe(1);
  });

  it('shares the signed-in user, and null before sign-in', () => {
    expect(renderInProvider(useStoreSearchUser, { user }).current).toEqual(user);
    expect(renderInProvider(useStoreSearchUser).current).toBeNull();
  });

  it('wraps its children in a Radix Theme with the given appearance and accent', () => {
    render(
      <StoreSearchProvider client={client} appearance="dark" accentColor="crimson">
        <p>inside</p>
      </StoreSearchProvider>,
    );
    const theme = screen.getByText('inside').closest('.radix-themes');
    expect(theme?.classList.contains('dark')).toBe(true);
    expect(theme?.getAttribute('data-accent-color')).toBe('crimson');
  });

  it('renders no Theme with theme={false}, for hosts that already have one', () => {
    render(
      <StoreSearchProvider client={client} theme={false}>
        <p>bare</p>
      </StoreSearchProvider>,
    );
    expect(screen.getByText('bare').closest('.radix-themes')).toBeNull();
  });

  it('tells the developer which provider is missing', () => {
    expect(() => renderHook(useStoreSearchClient)).toThrow('inside <StoreSearchProvider>');
  });
});
