import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { MessageKey } from '@storesearch/sdk';
import { useT } from '../../../hooks/shared/useT';

/** The welcome page's three feature cards (spec section 2), title and line from the catalogue. */
export const FEATURE_CARDS = [
  { titleKey: 'featureSmartSearch', textKey: 'featureSmartSearchText' },
  { titleKey: 'featureAnalytics', textKey: 'featureAnalyticsText' },
  { titleKey: 'featureFastSync', textKey: 'featureFastSyncText' },
] as const satisfies readonly { titleKey: MessageKey; textKey: MessageKey }[];

/** Smart Search, Analytics and Fast Sync: what the product does, on the welcome page. */
export function FeatureCards() {
  const t = useT();
  return (
    <Grid columns={{ initial: '1', sm: '3' }} gap="3" asChild>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {FEATURE_CARDS.map((card) => (
          <Card key={card.titleKey} asChild>
            <li>
              <Flex direction="column" gap="1">
                <Heading as="h2" size="3">
                  {t(card.titleKey)}
                </Heading>
                <Text size="2" color="gray">
                  {t(card.textKey)}
                </Text>
              </Flex>
            </li>
          </Card>
        ))}
      </ul>
    </Grid>
  );
}
