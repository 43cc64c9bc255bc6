import { Box, Card, Flex, Heading, Progress, Skeleton, Text } from '@radix-ui/themes';
import { formatNumber } from '@storesearch/sdk';
import { realtimeBarWidth, type TopListEntry } from '@storesearch/sdk/analytics';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';

/** Rows shown as placeholders while loading. */
const LOADING_ROWS = 3;

/** Props of TopList. */
export interface TopListProps {
  /** The list's title (Top Search, Top Clicked, Top Opportunities). */
  title: string;
  /** Up to 5 entries, most first; absent while loading. */
  entries: readonly TopListEntry[] | undefined;
  /** Shows placeholder rows. */
  loading?: boolean;
}

/** A real-time top list: each entry with its count and a bar of count x 20%, capped at 100 (the SDK's rule). */
export function TopList({ title, entries, loading = false }: TopListProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          {title}
        </Heading>
        {loading || !entries ? (
          Array.from({ length: LOADING_ROWS }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
            <Skeleton key={row} height="24px" />
          ))
        ) : entries.length === 0 ? (
          <Text color="gray" size="2">
            {t('noSearchData')}
          </Text>
        ) : (
          <Flex asChild direction="column" gap="2" m="0" p="0">
            <ol aria-label={title} style={{ listStyle: 'none' }}>
              {entries.map((entry) => (
                <li key={entry.label}>
                  <Flex justify="between" gap="2">
                    <Text size="2" truncate>
                      {entry.label}
                    </Text>
                    <Text size="2" weight="medium">
                      {formatNumber(entry.count, locale)}
                    </Text>
                  </Flex>
                  <Box mt="1">
                    <Progress value={realtimeBarWidth(entry.count)} aria-label={entry.label} size="1" />
                  </Box>
                </li>
              ))}
            </ol>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
