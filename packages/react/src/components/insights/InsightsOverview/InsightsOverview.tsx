import { Flex, Text } from '@radix-ui/themes';
import { formatAmounts, formatNumber, formatPercent, type Messages } from '@storesearch/sdk';
import {
  comparedPeriodsMessages,
  hasFigureValue,
  INSIGHTS_TOTALS,
  type InsightsOverview as InsightsOverviewData,
  type InsightsQueryInput,
  overviewRevenues,
} from '@storesearch/sdk/insights';
import { useInsightsOverview } from '../../../hooks/insights/useInsightsOverview';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { type TranslateFn, useMessages } from '../../../hooks/shared/useMessages';
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

/** A count's or a rate's value as text: rates in percent (rounded only here), the rest as counts. */
function formatFigure(figure: Exclude<Figure, 'revenue'>, value: number, locale: string) {
  if (figure === 'clickThroughRate') return formatPercent(value, locale);
  if (figure === 'conversionRate') return formatPercent(value, locale, 1);
  return formatNumber(value, locale);
}

/**
 * The revenue card: each currency's amount with its own sign, side by side (never added up), and each one's
 * change against the previous period's in the same currency, named by its code when there are several.
 */
function revenueStat(data: InsightsOverviewData, messages: Messages, locale: string) {
  const revenues = overviewRevenues(data);
  const { better } = INSIGHTS_TOTALS.revenue;
  return {
    value: formatAmounts(
      revenues.map(({ currency, current }) => ({ currency, amount: current })),
      messages,
      locale,
    ),
    hint:
      revenues.length === 1 && revenues[0] ? (
        <FigureChange change={revenues[0]} better={better} />
      ) : (
        <Flex direction="column" gap="1">
          {revenues.map((change) => (
            <Flex key={change.currency} align="baseline" gap="1" data-currency={change.currency}>
              <Text size="1" weight="bold">
                {change.currency}
              </Text>
              <FigureChange change={change} better={better} />
            </Flex>
          ))}
        </Flex>
      ),
  };
}

/** The stat cards of a period: each figure with its change, or placeholders while there is no data. */
function stats(data: InsightsOverviewData | undefined, t: TranslateFn, messages: Messages, locale: string) {
  return FIGURES.map((figure) => {
    const { label, better } = INSIGHTS_TOTALS[figure];
    const change = data?.totals[figure];
    if (!data || !change) return { label: t(label), value: '—', hint: t('loading') };
    if (figure === 'revenue') return { label: t(label), ...revenueStat(data, messages, locale) };
    // A rate of a period without searches is no rate (0 / 0), not 0 %: a dash, and why.
    if (!hasFigureValue(figure, data.totals))
      return { label: t(label), value: '—', hint: t('reportNoSearches') };
    return {
      label: t(label),
      value: formatFigure(figure, change.current, locale),
      hint: <FigureChange change={change} better={better} />,
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
  const messages = useMessages();
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
        <StatRow stats={stats(shown, t, messages, locale)} loading={!shown} />
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
