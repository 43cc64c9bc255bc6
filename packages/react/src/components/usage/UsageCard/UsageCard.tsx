import { Badge, Card, Flex, Progress, Skeleton, Text } from '@radix-ui/themes';
import { formatNumber, formatPercent } from '@storesearch/sdk';
import {
  limitCardMessage,
  USAGE_LEVEL_COLORS,
  type UsageMetric,
  type UsageMetricName,
  usageBarWidth,
  usageLevel,
} from '@storesearch/sdk/usage';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';

/** Title key of each metric's card. */
const METRIC_LABELS = {
  searches: 'usageSearches',
  products: 'usageProducts',
  stores: 'usageStores',
} as const;

/**
 * A placeholder's own colour. Radix draws a skeleton only through its pulse animation, so where animations do
 * not run (reduced motion, a screenshot) it would be invisible; the animation still wins while it runs.
 */
const BONE = { backgroundColor: 'var(--gray-a4)' } as const;

/** Props of UsageCard. */
export interface UsageCardProps {
  /** Which limit the card shows. */
  metric: UsageMetricName;
  /** Its consumption; absent while loading. */
  usage: UsageMetric | undefined;
}

/**
 * One plan limit (placeholders, never made-up numbers, while it loads): used of limit, a bar capped at 100% in the level's colour (green, yellow from 70%, orange from
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
          {usage ? (
            <Badge color={color} highContrast>
              {formatPercent(usage.percentage, locale)}
            </Badge>
          ) : (
            <Skeleton width="40px" height="20px" style={BONE} />
          )}
        </Flex>
        {usage ? (
          <Text size="5" weight="bold">
            {t('usageOfLimit', {
              current: formatNumber(usage.current, locale),
              limit: formatNumber(usage.limit, locale),
            })}
          </Text>
        ) : (
          <Skeleton width="128px" height="28px" style={BONE} />
        )}
        <Progress value={usage ? usageBarWidth(usage.percentage) : 0} color={color} aria-label={title} />
        {message ? (
          <Text size="1" color={level === 'exceeded' ? 'red' : 'gray'} highContrast={level === 'exceeded'}>
            {t(message.messageKey, message.params)}
          </Text>
        ) : (
          <Skeleton width="168px" height="16px" style={BONE} />
        )}
      </Flex>
    </Card>
  );
}
