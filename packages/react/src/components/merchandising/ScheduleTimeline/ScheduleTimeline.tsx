import { Badge, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { StoreScope } from '@storesearch/sdk';
import { boostingRulesQueryOptions } from '@storesearch/sdk/boosting';
import {
  boostingRuleScheduleItem,
  queryRuleScheduleItem,
  queryRulesQueryOptions,
  scheduleTimeline,
  timelineEventText,
} from '@storesearch/sdk/merchandising';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useStoreClockText } from '../../../hooks/merchandising/useStoreClockText';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useStoreSearchClient } from '../../../hooks/shared/useStoreSearchClient';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** How far ahead the timeline looks by default, in days. */
export const SCHEDULE_TIMELINE_DAYS = 30;

const DAY_MS = 86_400_000;

/** Props of ScheduleTimeline. */
export interface ScheduleTimelineProps {
  /** The store whose scheduled rules are shown. */
  store: StoreScope;
  /** The instant the timeline starts at (epoch ms); now by default. */
  now?: number | undefined;
  /** How many days ahead it looks; `SCHEDULE_TIMELINE_DAYS` by default. */
  days?: number | undefined;
}

/**
 * What changes when: every start and end of the store's enabled, scheduled query rules and Dynamic Re-Rank
 * rules in the coming days, in time order, each at the wall-clock time of the rule's time zone.
 */
export function ScheduleTimeline({ store, now, days = SCHEDULE_TIMELINE_DAYS }: ScheduleTimelineProps) {
  const t = useT();
  const clockText = useStoreClockText();
  const ids = useId();
  const client = useStoreSearchClient();
  const areaReady = useMessageArea('merchandising');
  const queryRules = useQuery(queryRulesQueryOptions(client, store));
  const boostingRules = useQuery(boostingRulesQueryOptions(client, store));
  const [openedAt] = useState(() => Date.now());
  const from = now ?? openedAt;
  const events = useMemo(() => {
    if (!queryRules.data || !boostingRules.data) return undefined;
    const items = [
      ...queryRules.data.map((rule) => queryRuleScheduleItem({ ...rule, id: String(rule.id) })),
      ...boostingRules.data.map(boostingRuleScheduleItem),
    ];
    return scheduleTimeline(items, { from, to: from + days * DAY_MS });
  }, [queryRules.data, boostingRules.data, from, days]);

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={`${ids}-heading`}>
        <Heading as="h2" size="4" id={`${ids}-heading`}>
          {areaReady ? t('scheduleTimelineTitle') : <Skeleton>{'\u00a0'.repeat(16)}</Skeleton>}
        </Heading>
        <QueryBoundary
          query={{
            isPending: !areaReady || events === undefined,
            error: queryRules.error ?? boostingRules.error,
            data: events,
          }}
          onRetry={() => {
            if (queryRules.error) void queryRules.refetch();
            if (boostingRules.error) void boostingRules.refetch();
          }}
          pending={
            <Card aria-busy="true">
              <Skeleton height="48px" />
            </Card>
          }
          empty={
            <Text as="p" size="2" color="gray">
              {t('scheduleTimelineEmpty', { days })}
            </Text>
          }
        >
          {(list) => (
            <Card>
              <Flex direction="column" gap="2" asChild>
                <ol aria-labelledby={`${ids}-heading`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {list.map((event) => {
                    const text = timelineEventText(event);
                    return (
                      <li key={`${event.item.kind}-${event.item.id}-${event.change}`}>
                        <Flex gap="3" align="center" wrap="wrap">
                          <Text size="2" color="gray" asChild>
                            <time dateTime={event.iso}>{clockText(event.at, event.timeZone)}</time>
                          </Text>
                          <Badge color={event.change === 'starts' ? 'green' : 'gray'} highContrast>
                            {t(text.messageKey, text.params)}
                          </Badge>
                        </Flex>
                      </li>
                    );
                  })}
                </ol>
              </Flex>
            </Card>
          )}
        </QueryBoundary>
      </section>
    </Flex>
  );
}
