import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Grid,
  Heading,
  SegmentedControl,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import {
  formatCurrency,
  formatNumber,
  formatPercent,
  type MessageKey,
  type StoreScope,
} from '@storesearch/sdk';
import {
  type BillingCycle,
  type PlanChange,
  type PlanOffer,
  planChangeKind,
  planOverLimits,
  planPrice,
  USAGE_METRICS,
  type UsageMetricName,
  yearlySaving,
} from '@storesearch/sdk/usage';
import { type CSSProperties, useId, useState } from 'react';
import { labelOf, PLAN_LABEL_KEYS } from '../../../format/admin.labels';
import { useSubscription } from '../../../hooks/profile/useSubscription';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';
import { useChangeSubscriptionPlan } from '../../../hooks/usage/useChangeSubscriptionPlan';
import { useSubscriptionPlans } from '../../../hooks/usage/useSubscriptionPlans';
import { ConfirmDialog } from '../../shared/ConfirmDialog/ConfirmDialog';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** Props of PlanPicker. */
export interface PlanPickerProps {
  /**
   * The selected store, whose usage (the account's) each plan is checked against; null for a vendor without a
   * store, who can choose any plan.
   */
  store: StoreScope | null | undefined;
}

/** Catalogue key of each limit's line on a plan card. */
const LIMIT_KEYS = {
  searches: 'planSearchesLimit',
  products: 'planProductsLimit',
  stores: 'planStoresLimit',
} as const satisfies Record<UsageMetricName, MessageKey>;

/** A card's button: a long label ("Zur jährlichen Abrechnung wechseln") wraps inside it instead of spilling over. */
const WRAPPING_BUTTON: CSSProperties = {
  height: 'auto',
  minHeight: 'var(--base-button-height)',
  paddingBlock: 'var(--space-1)',
  whiteSpace: 'normal',
  textAlign: 'center',
};

/** Placeholder cards while the plans load: one per plan of the price list, a row at full width. */
const LOADING_CARDS = 3;

/** A plan change waiting for its confirmation. */
interface PendingChange {
  /** `billing` when the vendor's own plan is chosen with the other billing (the SDK's `planChangeKind`). */
  readonly kind: ReturnType<typeof planChangeKind>;
  readonly plan: PlanOffer;
  readonly billing: BillingCycle;
}

/**
 * The plans on offer, billed monthly or yearly: each card shows its price, what yearly billing saves and what it
 * allows, marks the vendor's plan, and moves the vendor to another after a confirmation that names the amount
 * charged today. A plan the account's current use is over (more stores than it allows) cannot be chosen, and
 * says which limits are in the way.
 */
export function PlanPicker({ store }: PlanPickerProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  // The plans' words are a catalogue area of their own, loaded with the screen.
  const messagesReady = useMessageArea('usage');
  const plans = useSubscriptionPlans();
  const usage = useSubscription(store);
  const change = useChangeSubscriptionPlan();
  // Until the account's use is known, no plan can be checked against it, so none is offered yet.
  const usagePending = store !== null && usage.isPending;
  const current = plans.data?.current;
  // The vendor's billing first; the switch shows every price the other way.
  const [chosenBilling, setBilling] = useState<BillingCycle | undefined>();
  const billing = chosenBilling ?? current?.billing ?? 'monthly';
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [changed, setChanged] = useState<{
    readonly result: PlanChange;
    readonly kind: PendingChange['kind'];
  } | null>(null);
  const planLabel = (name: string) => labelOf(t, PLAN_LABEL_KEYS, name);
  const money = (plan: PlanOffer, amount: number) => formatCurrency(amount, plan.currency, locale);
  const priceText = (plan: PlanOffer, cycle: BillingCycle) =>
    t(cycle === 'yearly' ? 'planPricePerYear' : 'planPricePerMonth', {
      price: money(plan, planPrice(plan, cycle)),
    });

  const card = (plan: PlanOffer, index: number, all: readonly PlanOffer[]) => {
    const kind = planChangeKind(current, all, plan, billing);
    const over = planOverLimits(usage.data, plan);
    const saving = yearlySaving(plan);
    // By position: a plan's name may hold spaces, which an id reference cannot.
    const cardId = `${id}-plan-${index}`;
    const label =
      kind === 'billing'
        ? t(billing === 'yearly' ? 'switchToYearly' : 'switchToMonthly')
        : t(kind === 'downgrade' ? 'downgradeToPlan' : 'upgradeToPlan', { plan: planLabel(plan.name) });
    return (
      <Card key={plan.name} asChild>
        <article aria-labelledby={`${cardId}-name`} data-testid="plan-card">
          <Flex direction="column" gap="3" height="100%">
            {/*
              The vendor's plan and how it is billed, whichever billing the switch shows. The badge has a row of its
              own, as tall in every card, so a long name beside it cannot wrap one card's heading and the prices
              line up.
            */}
            <Flex direction="column" align="start" gap="1">
              <Flex align="center" minHeight="var(--space-5)">
                {current?.planName === plan.name ? (
                  <Badge color="green" size="1">
                    {t(current.billing === 'yearly' ? 'yourPlanYearly' : 'yourPlanMonthly')}
                  </Badge>
                ) : null}
              </Flex>
              <Heading as="h3" size="3" id={`${cardId}-name`}>
                {planLabel(plan.name)}
              </Heading>
            </Flex>
            <Flex direction="column" gap="1">
              <Text size="5" weight="bold">
                {priceText(plan, billing)}
              </Text>
              {billing === 'yearly' && saving > 0 ? (
                <Text size="2" color="green">
                  {t('yearlySavingBadge', { percent: formatPercent(saving * 100, locale) })}
                </Text>
              ) : null}
            </Flex>
            <Flex asChild direction="column" gap="1" m="0" p="0">
              <ul style={{ listStyle: 'none' }}>
                {USAGE_METRICS.map((metric) => {
                  const exceeded = over.includes(metric);
                  return (
                    <li key={metric}>
                      <Text size="2" color={exceeded ? 'red' : undefined}>
                        {t(LIMIT_KEYS[metric], { count: plan.limits[metric] })}
                        {exceeded && usage.data
                          ? ` · ${t('planOverLimitUse', { current: formatNumber(usage.data[metric].current, locale) })}`
                          : null}
                      </Text>
                    </li>
                  );
                })}
              </ul>
            </Flex>
            {kind === 'current' ? null : (
              <Flex direction="column" gap="1" mt="auto">
                <Button
                  variant={kind === 'downgrade' || kind === 'billing' ? 'soft' : 'solid'}
                  style={WRAPPING_BUTTON}
                  disabled={usagePending || over.length > 0}
                  aria-describedby={over.length > 0 ? `${cardId}-over` : undefined}
                  onClick={() => {
                    change.reset();
                    setPending({ kind, plan, billing });
                  }}
                >
                  {label}
                </Button>
                {over.length > 0 ? (
                  <Text size="1" color="red" id={`${cardId}-over`}>
                    {t('planOverLimits', { plan: planLabel(plan.name) })}
                  </Text>
                ) : null}
              </Flex>
            )}
          </Flex>
        </article>
      </Card>
    );
  };

  const confirm = () => {
    if (!pending) return;
    change.mutate(
      { planName: pending.plan.name, billing: pending.billing },
      {
        onSuccess: (result) => {
          setChanged({ result, kind: pending.kind });
          setPending(null);
        },
      },
    );
  };

  if (!messagesReady) {
    return (
      <Card size="3" aria-busy="true">
        <Skeleton width="100%" height="300px" />
      </Card>
    );
  }
  return (
    <Card size="3" asChild>
      <section aria-labelledby={`${id}-title`}>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="4" id={`${id}-title`}>
              {t('plansTitle')}
            </Heading>
            <SegmentedControl.Root
              value={billing}
              onValueChange={(value) => setBilling(value as BillingCycle)}
              aria-label={t('billingPeriod')}
            >
              <SegmentedControl.Item value="monthly">{t('billingMonthly')}</SegmentedControl.Item>
              <SegmentedControl.Item value="yearly">{t('billingYearly')}</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Flex>
          {changed ? (
            <Callout.Root color="green" highContrast role="status">
              <Callout.Text>
                {changed.kind === 'billing'
                  ? t(
                      changed.result.billing === 'yearly' ? 'billingChangedYearly' : 'billingChangedMonthly',
                      {
                        plan: planLabel(changed.result.planName),
                      },
                    )
                  : t('planChanged', { plan: planLabel(changed.result.planName) })}
              </Callout.Text>
            </Callout.Root>
          ) : null}
          <QueryBoundary
            query={plans}
            onRetry={() => void plans.refetch()}
            pending={
              <Grid columns={{ initial: '1', sm: '3' }} gap="3">
                {Array.from({ length: LOADING_CARDS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
                  <Skeleton key={index} width="100%" height="220px" />
                ))}
              </Grid>
            }
            empty={
              <Text as="p" color="gray">
                {t('noPlansFound')}
              </Text>
            }
            isEmpty={(data) => data.plans.length === 0}
          >
            {(data) => (
              <Grid columns={{ initial: '1', sm: '3' }} gap="3">
                {data.plans.map((plan, index) => card(plan, index, data.plans))}
              </Grid>
            )}
          </QueryBoundary>
        </Flex>
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={
            pending === null
              ? ''
              : pending.kind === 'billing'
                ? t(pending.billing === 'yearly' ? 'billingChangeTitleYearly' : 'billingChangeTitleMonthly')
                : t('planChangeTitle', { plan: planLabel(pending.plan.name) })
          }
          description={
            pending
              ? t(pending.billing === 'yearly' ? 'planChargeYearly' : 'planChargeMonthly', {
                  price: money(pending.plan, planPrice(pending.plan, pending.billing)),
                  plan: planLabel(pending.plan.name),
                })
              : ''
          }
          confirmLabel={t('confirm')}
          onConfirm={confirm}
          pending={change.isPending}
          error={change.error}
        />
      </section>
    </Card>
  );
}
