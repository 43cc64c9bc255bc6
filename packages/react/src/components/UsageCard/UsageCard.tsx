import { Badge, Card, Flex, Progress, Skeleton, Text } from '@radix-ui/themes';
import {
  formatNumber,
  limitCardMessage,
  USAGE_LEVEL_COLORS,
  type UsageMetric,
  type UsageMetricName,
  usageBarWidth,
  usageLevel,
} from '@storesearch/sdk';
import { useLocale, useT } from '../../hooks/useMessages';

/** Title key of each metric's card. */
const METRIC_LABELS = {
  searches: 'usageSearches',
  products: 'usageProducts',
  stores: 'usageStores',
} as const;

/** Props of UsageCard. */
export interface UsageCardProps {
  /** Which limit the card shows. */
  metric: UsageMetricName;
  /** Its consumption; absent while loading. */
  usage: UsageMetric | undefined;
}

/**
 * One plan limit: used of limit, a bar capped at 100% in the level's colour (green, yellow from 70%, orange from
 * 90%, red from 100%) and the limit message (remaining, Limit reached or Limit exceeded).
 */
export function UsageCard({ metric, usage }: UsageCardProps) {
  const t = useT();
  const locale = useLocale();
  const title = t(METRIC_LABELS[metric]);
  const level = usage ? usageLevel(usage.percentage) : 'green';
  const color = USAGE_LEVEL_COLORS[level];
  const message = usage ? limitCardMessage(metric, usage) : null;
  return (
    <Card size="2" role="group" aria-label={title} aria-busy={!usage} data-level={level}>
      <Flex direction="column" gap="2">
        <Flex justify="between" align="center">
          <Text size="2" weight="medium">
            {title}
          </Text>
          <Skeleton loading={!usage}>
            <Badge color={color} highContrast>
              {`${formatNumber(usage?.percentage ?? 0, locale)}%`}
            </Badge>
          </Skeleton>
        </Flex>
        <Skeleton loading={!usage}>
          <Text size="5" weight="bold">
            {t('usageOfLimit', {
              current: formatNumber(usage?.current ?? 0, locale),
              limit: formatNumber(usage?.limit ?? 0, locale),
            })}
          </Text>
        </Skeleton>
        <Progress value={usage ? usageBarWidth(usage.percentage) : 0} color={color} aria-label={title} />
        <Skeleton loading={!usage}>
          <Text size="1" color={level === 'exceeded' ? 'red' : 'gray'} highContrast={level === 'exceeded'}>
            {message ? t(message.messageKey, message.params) : t('loading')}
          </Text>
        </Skeleton>
      </Flex>
    </Card>
  );
}
