import { Badge, Callout, Flex, Heading } from '@radix-ui/themes';
import { formatNumber } from '@storesearch/sdk';
import { type OrderAction, orderCounts, type SubscriptionOrder } from '@storesearch/sdk/admin';
import { useCallback, useMemo, useState } from 'react';
import { useOrderAction } from '../../../hooks/admin/useOrderAction';
import { useOrderInvoice } from '../../../hooks/admin/useOrderInvoice';
import { useSubscriptionOrders } from '../../../hooks/admin/useSubscriptionOrders';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { ConfirmDialog } from '../../shared/ConfirmDialog/ConfirmDialog';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';
import type { AdminListViewProps } from '../AdminTable/SearchableAdminTable';
import { OrdersTable } from '../OrdersTable/OrdersTable';

/** Props of OrdersPanel. */
export interface OrdersPanelProps extends AdminListViewProps {
  /** Heading level of the panel's title: h1 when it is the page's main content (default h2). */
  titleAs?: 'h1' | 'h2' | 'h3';
  /** Height of the table's scrolling body in pixels. */
  height?: number;
}

/** Catalogue keys of each action's confirmation: title and question. */
const CONFIRM_KEYS = {
  cancel: { title: 'cancelSubscriptionTitle', question: 'confirmCancelSubscription' },
  reactivate: { title: 'reactivateSubscriptionTitle', question: 'confirmReactivateSubscription' },
  viewInvoice: { title: 'viewInvoice', question: 'confirmViewInvoice' },
} as const;

interface Pending {
  readonly action: OrderAction;
  readonly order: SubscriptionOrder;
}

/**
 * The Orders screen's content: total and active counts, the searchable orders table, and each action
 * behind its confirmation. Cancel and reactivate apply at once and roll back with the error shown if
 * the server refuses; View Invoice opens the order's PDF, or says the feature is coming soon on failure.
 */
export function OrdersPanel({ height, titleAs = 'h2', defaultView, onViewChange }: OrdersPanelProps) {
  const t = useT();
  const locale = useLocale();
  const orders = useSubscriptionOrders();
  const change = useOrderAction();
  const invoice = useOrderInvoice();
  // The dialog's content outlives `open`, so the closing animation never shows an empty dialog.
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [invoiceFailed, setInvoiceFailed] = useState(false);
  const counts = useMemo(() => orderCounts(orders.data ?? []), [orders.data]);
  const busyIds = useMemo(
    () => new Set(change.isPending && change.variables ? [change.variables.orderId] : []),
    [change.isPending, change.variables],
  );
  const onAction = useCallback((action: OrderAction, order: SubscriptionOrder) => {
    setPending({ action, order });
    setOpen(true);
  }, []);

  const confirm = () => {
    if (!pending) return;
    const { action, order } = pending;
    setOpen(false);
    setInvoiceFailed(false);
    if (action === 'viewInvoice') {
      // The spec's own words when the PDF cannot be fetched (section 8), shown in the page instead of a blocking alert.
      invoice.mutate({ orderId: order.id }, { onError: () => setInvoiceFailed(true) });
      return;
    }
    change.mutate({ action, orderId: order.id });
  };

  return (
    <Flex direction="column" gap="4">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as={titleAs} size="5">
          {t('ordersTitle')}
        </Heading>
        <Badge size="2" color="gray" highContrast aria-label={`${t('totalOrders')}: ${counts.total}`}>
          {t('totalOrders')}: {formatNumber(counts.total, locale)}
        </Badge>
        <Badge size="2" color="green" highContrast aria-label={`${t('activeOrders')}: ${counts.active}`}>
          {t('activeOrders')}: {formatNumber(counts.active, locale)}
        </Badge>
      </Flex>
      {change.error ? <ErrorCallout error={change.error} /> : null}
      {invoiceFailed ? (
        <Callout.Root color="amber" highContrast role="alert">
          <Callout.Text>{t('invoiceComingSoon')}</Callout.Text>
        </Callout.Root>
      ) : null}
      <OrdersTable
        orders={orders.data}
        loading={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        onAction={onAction}
        busyIds={busyIds}
        {...(height === undefined ? {} : { height })}
        defaultView={defaultView}
        onViewChange={onViewChange}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={pending ? t(CONFIRM_KEYS[pending.action].title) : ''}
        description={pending ? t(CONFIRM_KEYS[pending.action].question) : ''}
        color={pending?.action === 'cancel' ? 'red' : undefined}
        // In a dialog about cancelling, 'Cancel' and 'Confirm' are ambiguous: each button says what it does.
        {...(pending?.action === 'cancel'
          ? { confirmLabel: t('cancelSubscriptionTitle'), cancelLabel: t('keepSubscription') }
          : {})}
        onConfirm={confirm}
      />
    </Flex>
  );
}
