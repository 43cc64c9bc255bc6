import { Flex, Heading } from '@radix-ui/themes';
import { AdminAnalyticsPanel, useT } from '@storesearch/react';

/** The admin Analytics screen (spec section 2): business cards, charts, plan breakdown, year over year, metrics. */
export function AdminAnalyticsScreen() {
  const t = useT();
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="6">
        {t('analyticsTitle')}
      </Heading>
      <AdminAnalyticsPanel />
    </Flex>
  );
}
