import { Flex, Skeleton, Text } from '@radix-ui/themes';
import { formatNumber, formatPercent } from '@storesearch/sdk';
import {
  type ChangeDirection,
  type ChangeSentiment,
  changeMessageKey,
  changeSentiment,
  type FigureChange as FigureChangeData,
} from '@storesearch/sdk/insights';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';

/** The arrow of each direction: the first signal, before colour. */
const ARROWS = { up: '▲', down: '▼', flat: '▬' } as const satisfies Record<ChangeDirection, string>;

/** The colour of good and bad news; never the only signal (the arrow and the words say it too). */
const COLORS = { positive: 'green', negative: 'red', neutral: 'gray' } as const satisfies Record<
  ChangeSentiment,
  string
>;

/** Props of FigureChange. */
export interface FigureChangeProps {
  /** The figure beside the previous period's (the SDK's `figureChange`). */
  change: FigureChangeData;
  /** Which way is good news for this figure: more searches are, more searches without results are not. */
  better?: 'higher' | 'lower';
}

/**
 * How a figure moved against the previous period: an arrow, the signed percentage and the words (up, down,
 * no change, or new when the previous figure was 0), coloured by whether that is good news.
 */
export function FigureChange({ change, better = 'higher' }: FigureChangeProps) {
  const t = useT();
  const locale = useLocale();
  const messagesReady = useMessageArea('insights');
  const key = changeMessageKey(change);
  const percent = change.percent === null ? null : Math.abs(change.percent);
  const signed =
    change.percent === null || change.direction === 'flat'
      ? null
      : formatNumber(change.percent / 100, locale, {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        });
  if (!messagesReady) return <Skeleton>{t('loading')}</Skeleton>;
  return (
    <Flex as="span" align="center" gap="1" wrap="wrap" data-direction={change.direction}>
      <Text size="1" weight="bold" color={COLORS[changeSentiment(change, better)]} highContrast aria-hidden>
        {ARROWS[change.direction]}
        {signed !== null && ` ${signed}`}
      </Text>
      <Text size="1" color="gray">
        {t(key, percent === null ? {} : { percent: formatPercent(percent, locale, 1) })}
      </Text>
    </Flex>
  );
}
