import { Flex, Text } from '@radix-ui/themes';
import { formatCurrency, formatNumber, formatPercent } from '@storesearch/sdk';
import {
  comparedPeriodsMessages,
  INSIGHTS_TOTALS,
  type InsightsOverview as InsightsOverviewData,
  type InsightsQueryInput,
} from '@storesearch/sdk/insights';
import { useInsightsOverview } from '../../../hooks/insights/useInsightsOverview';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import type { TranslateFn } from '../../../hooks/shared/useMessages';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { StatRow } from '../../shared/StatCard/StatRow';
import { FigureChange } from '../FigureChange/FigureChange';
import { InsightsDailyChart, type InsightsDailyChartView } from '../InsightsDailyChart/InsightsDailyChart';

/** Props of InsightsOverview. */
export interface InsightsOverviewProps {
  /** The period, store scope and time zone to report on. */
  input: InsightsQueryInput;
  /** The daily chart's figure and previous period, when the parent keeps them (in the address, say). */
  chart?: InsightsDailyChartView | undefined;
}

/** A headline figure. */
type Figure = keyof typeof INSIGHTS_TOTALS;

/** The headline figures in the order they are shown. */
const FIGURES = Object.keys(INSIGHTS_TOTALS) as Figure[];

/** A figure's value as text: rates in percent, revenue in the report's currency, the rest as counts. */
function formatFigure(figure: Figure, value: number, currency: string, locale: string) {
  if (figure === 'clickThroughRate') return formatPercent(value, locale);
  if (figure === 'conversionRate') return formatPercent(value, locale, 1);
  if (figure === 'revenue') return formatCurrency(value, currency, locale);
  return formatNumber(value, locale);
}

/** The stat cards of a period: each figure with its change, or placeholders while there is no data. */
function stats(data: InsightsOverviewData | undefined, t: TranslateFn, locale: string) {
  return FIGURES.map((figure) => {
    const { label, better } = INSIGHTS_TOTALS[figure];
    const change = data?.totals[figure];
    return {
      label: t(label),
      value: change ? formatFigure(figure, change.current, data.currency, locale) : '—',
      hint: change ? <FigureChange change={change} better={better} /> : t('loading'),
    };
  });
}

/**
 * A period's headline figures (searches, clicks, click-through rate, conversions, conversion rate, revenue,
 * searches without results), each with its change against the previous period of the same length, the days
 * both cover, and a daily chart of a figure with the previous period drawn over it (it can be switched off).
 * Loading shows placeholders; a failure shows with Retry.
 */
export function InsightsOverview({ input, chart }: InsightsOverviewProps) {
  const t = useT();
  const locale = useLocale();
  const messagesReady = useMessageArea('insights');
  const overview = useInsightsOverview(input);
  const data = messagesReady ? overview.data : undefined;
  // One layout for the wait and the answer: without data, the figures show placeholders.
  const figures = (shown: InsightsOverviewData | undefined) => {
    const [range, previous] = shown
      ? comparedPeriodsMessages(
          { shown: shown.period, previous: shown.previousPeriod },
          shown.timeZone,
          locale,
        )
      : [];
    return (
      <Flex direction="column" gap="3">
        {range && previous && (
          <Flex gap="3" wrap="wrap">
            <Text size="2" weight="medium">
              {t(range.messageKey, range.params)}
            </Text>
            <Text size="2" color="gray">
              {t(previous.messageKey, previous.params)}
            </Text>
          </Flex>
        )}
        <StatRow stats={stats(shown, t, locale)} loading={!shown} />
        <InsightsDailyChart overview={shown} {...chart} />
      </Flex>
    );
  };
  return (
    <QueryBoundary
      query={{ isPending: data === undefined, error: overview.error, data }}
      onRetry={() => void overview.refetch()}
      pending={figures(undefined)}
    >
      {figures}
    </QueryBoundary>
  );
}
