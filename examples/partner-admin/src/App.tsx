import { Box, Button, Container, Flex, Heading, Select, Text, Theme } from '@radix-ui/themes';
import {
  BoostingRulesPanel,
  StoreList,
  type StoreListItem,
  StoreSearchProvider,
  useStores,
} from '@storesearch/react';
import { type StoreSearchClient, storesearchKeys } from '@storesearch/sdk';
import { LOCALES, type Locale } from '@storesearch/sdk/i18n';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/** The host's own QueryClient, with its own defaults: storesearch's queries share its cache. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } },
});

/** Widget 1 and widget 2: the vendor's stores, and the boosting rules of the store the user picks. */
function StoresearchWidgets() {
  const stores = useStores();
  const [picked, setPicked] = useState<StoreListItem | null>(null);
  const store = picked ?? stores.data?.[0];
  return (
    <Flex direction="column" gap="5">
      <StoreList
        stores={stores.data}
        loading={stores.isPending}
        error={stores.error}
        onViewDetails={setPicked}
      />
      {store && <BoostingRulesPanel store={{ storeId: store.id, storeType: store.storeType }} />}
    </Flex>
  );
}

/** A host control acting on the shared cache: every storesearch key starts with `storesearch`. */
function RefreshButton() {
  const hostQueryClient = useQueryClient();
  return (
    <Button
      variant="soft"
      onClick={() => hostQueryClient.invalidateQueries({ queryKey: storesearchKeys.all })}
    >
      Refresh storesearch data
    </Button>
  );
}

/** Props of App. */
export interface AppProps {
  /** The storesearch client (a real API or the demo backend). */
  client: StoreSearchClient;
}

/**
 * The host admin: its own QueryClientProvider and Radix Theme (crimson, large radius) around its own
 * header, with the storesearch widgets inside `StoreSearchProvider theme={false}` so they follow the
 * host's theme and use the host's cache.
 */
export function App({ client }: AppProps) {
  const [locale, setLocale] = useState<Locale>('en');
  return (
    <QueryClientProvider client={queryClient}>
      <Theme accentColor="crimson" radius="large" appearance="light">
        <Container size="3" p="5">
          <Flex asChild justify="between" align="center" gap="4" mb="5" wrap="wrap">
            <header>
              <Box>
                <Heading as="h1" size="6">
                  Acme Admin
                </Heading>
                <Text color="gray" size="2">
                  Search settings for your shops, powered by storesearch
                </Text>
              </Box>
              <Flex gap="3" align="center">
                <Select.Root value={locale} onValueChange={(value) => setLocale(value as Locale)}>
                  <Select.Trigger aria-label="Language" />
                  <Select.Content>
                    {LOCALES.map((code) => (
                      <Select.Item key={code} value={code}>
                        {code}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
                <RefreshButton />
              </Flex>
            </header>
          </Flex>
          <main>
            <StoreSearchProvider client={client} queryClient={queryClient} theme={false} locale={locale}>
              <StoresearchWidgets />
            </StoreSearchProvider>
          </main>
        </Container>
      </Theme>
    </QueryClientProvider>
  );
}
