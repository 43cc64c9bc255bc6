import { Button, Callout, Flex, Grid, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { formatCurrency, formatNumber } from '@storesearch/sdk';
import type { PricingPlan, UpdatePlanPricesResult } from '@storesearch/sdk/admin';
import { type ReactNode, useMemo, useState } from 'react';
import { labelOf, PLAN_LABEL_KEYS } from '../../../format/admin.labels';
import { usePricingPlans } from '../../../hooks/admin/usePricingPlans';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { StatCard } from '../../shared/StatCard/StatCard';
import { EditPriceDialog } from '../EditPriceDialog/EditPriceDialog';

/** Props of PricingPanel. */
export interface PricingPanelProps {
  /** Heading level of the panel's title: h1 when it is the page's main content (default h2). */
  titleAs?: 'h1' | 'h2' | 'h3';
}

/**
 * The Pricing screen's content: the summary (total plans, active subscriptions, monthly revenue), the
 * plan table with an Edit Price action per plan, and the result of the last save.
 */
export function PricingPanel({ titleAs = 'h2' }: PricingPanelProps) {
  const t = useT();
  const locale = useLocale();
  const plans = usePricingPlans();
  const [editing, setEditing] = useState<PricingPlan | null>(null);
  const [saved, setSaved] = useState<UpdatePlanPricesResult | null>(null);
  const summary = useMemo(() => {
    const rows = plans.data ?? [];
    return {
      total: rows.length,
      active: rows.reduce((sum, plan) => sum + plan.activeVendors, 0),
      revenue: rows.reduce((sum, plan) => sum + plan.monthlyRevenue, 0),
    };
  }, [plans.data]);
  const money = (amount: number) => formatCurrency(amount, 'USD', locale);

  const frame = (rows: ReactNode) => (
    <Flex direction="column" gap="4">
      <Heading as={titleAs} size="5">
        {t('pricingTitle')}
      </Heading>
      <Grid columns={{ initial: '1', sm: '3' }} gap="3">
        <StatCard
          label={t('totalPlans')}
          value={formatNumber(summary.total, locale)}
          loading={plans.isPending}
        />
        <StatCard
          label={t('activeSubscriptions')}
          value={formatNumber(summary.active, locale)}
          loading={plans.isPending}
        />
        <StatCard label={t('monthlyRevenue')} value={money(summary.revenue)} loading={plans.isPending} />
      </Grid>
      {saved ? (
        <Callout.Root color="green" highContrast role="status">
          <Callout.Text>
            {saved.notified > 0 ? t('priceUpdatedNotify', { n: saved.notified }) : t('priceUpdated')}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <Table.Root variant="surface">
        <VisuallyHidden asChild>
          <caption>{t('pricingTitle')}</caption>
        </VisuallyHidden>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('columnPlanName')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">{t('columnMonthlyPrice')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">{t('columnYearlyPrice')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">{t('columnActiveVendors')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">{t('columnMonthlyRevenue')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('columnActions')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>{rows}</Table.Body>
      </Table.Root>
      <EditPriceDialog plan={editing} onClose={() => setEditing(null)} onSaved={setSaved} />
    </Flex>
  );
  return (
    <QueryBoundary
      query={plans}
      onRetry={() => void plans.refetch()}
      pending={frame(
        <Table.Row aria-busy="true">
          <Table.Cell colSpan={6}>
            <Text color="gray">{t('loadingPlans')}</Text>
          </Table.Cell>
        </Table.Row>,
      )}
      empty={frame(
        <Table.Row>
          <Table.Cell colSpan={6}>
            <Text color="gray">{t('noPlansFound')}</Text>
          </Table.Cell>
        </Table.Row>,
      )}
    >
      {(list) =>
        frame(
          list.map((plan) => {
            const name = labelOf(t, PLAN_LABEL_KEYS, plan.name);
            return (
              <Table.Row key={plan.id} aria-label={name}>
                <Table.RowHeaderCell>{name}</Table.RowHeaderCell>
                <Table.Cell justify="end">{money(plan.monthlyPrice)}</Table.Cell>
                <Table.Cell justify="end">{money(plan.yearlyPrice)}</Table.Cell>
                <Table.Cell justify="end">{formatNumber(plan.activeVendors, locale)}</Table.Cell>
                <Table.Cell justify="end">{money(plan.monthlyRevenue)}</Table.Cell>
                <Table.Cell>
                  <Button
                    size="1"
                    variant="soft"
                    highContrast
                    onClick={() => {
                      setSaved(null);
                      setEditing({ ...plan });
                    }}
                  >
                    {t('editPrice')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          }),
        )
      }
    </QueryBoundary>
  );
}
