import { Card, DataList, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { formatNumber, type StoreScope } from '@storesearch/sdk';
import { USAGE_METRICS } from '@storesearch/sdk/usage';
import { useId } from 'react';
import { labelOf, PLAN_LABEL_KEYS } from '../../../format/admin.labels';
import { useSubscription } from '../../../hooks/profile/useSubscription';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** Catalogue key of each usage metric's name. */
const METRIC_LABEL_KEYS = {
  searches: 'usageSearches',
  products: 'usageProducts',
  stores: 'usageStores',
} as const;

/** Props of SubscriptionPanel. */
export interface SubscriptionPanelProps {
  /** The store whose plan to show; null when the vendor has none. */
  store: StoreScope | null | undefined;
}

/**
 * The current plan: its name and the store's use of what it allows; 'You have no active plan yet.' when the store
 * has none, or where the plan will show for a vendor with no store.
 */
export function SubscriptionPanel({ store }: SubscriptionPanelProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const limits = useSubscription(store);
  const body = (
    <QueryBoundary
      query={{
        isPending: store === undefined || (store !== null && limits.isPending),
        error: limits.error,
        data: store === null ? null : limits.data,
      }}
      pending={<Skeleton height="96px" />}
      empty={
        // A vendor without a store may still pay for a plan: say where the plan will show, not that there is none.
        <Text as="p" color="gray">
          {t(store === null ? 'subscriptionNeedsStore' : 'noSubscriptionPlan')}
        </Text>
      }
    >
      {(plan) => (
        <Flex direction="column" gap="3">
          <Text as="p" size="5" weight="bold" data-testid="current-plan">
            {labelOf(t, PLAN_LABEL_KEYS, plan.planName)}
          </Text>
          <DataList.Root>
            {USAGE_METRICS.map((metric) => (
              <DataList.Item key={metric}>
                <DataList.Label minWidth="120px">{t(METRIC_LABEL_KEYS[metric])}</DataList.Label>
                <DataList.Value>
                  {t('usageOfLimit', {
                    current: formatNumber(plan[metric].current, locale),
                    limit: formatNumber(plan[metric].limit, locale),
                  })}
                </DataList.Value>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Flex>
      )}
    </QueryBoundary>
  );
  return (
    <Card size="3" asChild>
      <section aria-labelledby={`${id}-title`}>
        <Heading as="h2" size="4" id={`${id}-title`} mb="3">
          {t('currentPlanTitle')}
        </Heading>
        {body}
      </section>
    </Card>
  );
}
