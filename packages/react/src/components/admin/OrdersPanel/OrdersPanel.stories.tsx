import { downloadOrderInvoiceEndpoint } from '@storesearch/sdk/admin';
import { en } from '@storesearch/sdk/i18n';
import { answerEndpoint, faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  adminBackend,
  emptyAdminList,
  findByRoleWithText,
  signInDemoAdmin,
  useLargeAdminWorld,
} from '../../../testing/adminStories';
import { scrollBackToTop } from '../../../testing/scrolling';
import { OrdersPanel } from './OrdersPanel';

const meta = {
  title: 'Admin/OrdersPanel',
  component: OrdersPanel,
  tags: ['autodocs'],
  args: { height: 480 },
  beforeEach: signInDemoAdmin,
} satisfies Meta<typeof OrdersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of the demo vendor's own order (Northwind, Professional, active). */
async function northwindRow(canvas: ReturnType<typeof within>) {
  return canvas.findByRole('row', { name: /Northwind Sports GmbH/ });
}

async function confirm(label: string, button: string = en.confirm) {
  const dialog = await within(document.body).findByRole('alertdialog');
  await expect(dialog).toHaveTextContent(label);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

/** The orders with the spec's columns and the total and active counts. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await northwindRow(canvas);
    const table = canvas.getByRole('table', { name: en.ordersTitle });
    for (const column of [
      en.columnCustomer,
      en.columnVendor,
      en.columnPlan,
      en.columnAmount,
      en.columnStatus,
      en.columnStartDate,
      en.columnNextBilling,
      en.columnActions,
    ]) {
      await expect(within(table).getByRole('columnheader', { name: new RegExp(column) })).toBeVisible();
    }
    const orders = adminBackend().db.admin.orders;
    const active = orders.filter((o) => o.status === 'active').length;
    await expect(canvas.getByText(`${en.totalOrders}: ${orders.length}`)).toBeVisible();
    await expect(canvas.getByText(`${en.activeOrders}: ${active}`)).toBeVisible();
    const row = await northwindRow(canvas);
    await expect(row).toHaveTextContent('maya@northwind-sports.demo');
    await expect(row).toHaveTextContent('$49.00');
    // Cancel only on active rows, reactivate only on cancelled ones; invoice on every row.
    await expect(within(row).getByRole('button', { name: en.cancelSubscription })).toBeVisible();
    await expect(within(row).queryByRole('button', { name: en.reactivateSubscription })).toBeNull();
    await expect(within(row).getByRole('button', { name: en.viewInvoice })).toBeVisible();
  },
};

/** Cancel, confirmed: the row turns Cancelled with next billing N/A at once; reactivate brings it back. */
export const CancelAndReactivate: Story = {
  play: async ({ canvas }) => {
    const row = await northwindRow(canvas);
    await userEvent.click(within(row).getByRole('button', { name: en.cancelSubscription }));
    await confirm(en.confirmCancelSubscription, en.cancelSubscriptionTitle);
    await waitFor(() => expect(row).toHaveTextContent(en.orderStatusCancelled));
    await expect(row).toHaveTextContent(en.notAvailable);
    await waitFor(() => expect(adminBackend().db.admin.orders[0]?.status).toBe('cancelled'));
    // The row's buttons stay disabled until the server has answered and the figures are refreshed.
    // Looked up afresh on each try: the table may draw the row anew when the server's answer lands.
    const reactivate = await waitFor(async () => {
      const button = within(await northwindRow(canvas)).getByRole('button', {
        name: en.reactivateSubscription,
      });
      await expect(button).toBeEnabled();
      return button;
    });
    await userEvent.click(reactivate);
    await confirm(en.confirmReactivateSubscription);
    await waitFor(async () => expect(await northwindRow(canvas)).toHaveTextContent(en.orderStatusActive));
    await waitFor(() => expect(adminBackend().db.admin.orders[0]?.status).toBe('active'));
    // The next billing date comes back with the server's answer.
    await waitFor(async () => expect(await northwindRow(canvas)).not.toHaveTextContent(en.notAvailable));
  },
};

/** Dismissing the confirmation changes nothing. */
export const CancelDismissed: Story = {
  play: async ({ canvas }) => {
    const row = await northwindRow(canvas);
    await userEvent.click(within(row).getByRole('button', { name: en.cancelSubscription }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: en.keepSubscription }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(row).toHaveTextContent(en.orderStatusActive);
    await expect(adminBackend().db.admin.orders[0]?.status).toBe('active');
  },
};

/** The server refuses the cancel: the optimistic change rolls back and the error is shown. */
export const CancelFailsRollsBack: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [faultHandler('cancelSubscription', { kind: 'serverError', message: 'Billing is down' })],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const row = await northwindRow(canvas);
    await userEvent.click(within(row).getByRole('button', { name: en.cancelSubscription }));
    await confirm(en.confirmCancelSubscription, en.cancelSubscriptionTitle);
    await findByRoleWithText(canvasElement, 'alert', 'Billing is down');
    await waitFor(() => expect(row).toHaveTextContent(en.orderStatusActive));
    await expect(within(row).getByRole('button', { name: en.cancelSubscription })).toBeEnabled();
  },
};

/** Spies on the page's downloads and tabs: an invoice is saved through a link, never opened. */
function watchDownloads() {
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const open = spyOn(window, 'open').mockImplementation(() => null);
  return () => {
    click.mockRestore();
    open.mockRestore();
  };
}

/** View Invoice, confirmed: the order's PDF is fetched and saved as a download; no tab opens. */
export const ViewInvoice: Story = {
  beforeEach: watchDownloads,
  play: async ({ canvas }) => {
    const row = await northwindRow(canvas);
    await userEvent.click(within(row).getByRole('button', { name: en.viewInvoice }));
    await confirm(en.confirmViewInvoice);
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1));
    const [link] = (
      HTMLAnchorElement.prototype.click as unknown as { mock: { contexts: HTMLAnchorElement[] } }
    ).mock.contexts as [HTMLAnchorElement];
    await expect(link.download).toMatch(/^invoice-order-.+\.pdf$/);
    await expect(link.href).toMatch(/^blob:/);
    await expect(window.open).not.toHaveBeenCalled();
  },
};

/** The invoice answer is an HTML page, not a PDF: it is neither saved nor opened, and the spec's message shows. */
export const InvoiceNotPdf: Story = {
  beforeEach: watchDownloads,
  parameters: {
    msw: {
      handlers: {
        story: [
          answerEndpoint(downloadOrderInvoiceEndpoint, () =>
            HttpResponse.html('<!doctype html><script>document.title = "owned"</script>'),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const row = await northwindRow(canvas);
    await userEvent.click(within(row).getByRole('button', { name: en.viewInvoice }));
    await confirm(en.confirmViewInvoice);
    await findByRoleWithText(canvasElement, 'alert', en.invoiceComingSoon);
    await expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
    await expect(window.open).not.toHaveBeenCalled();
  },
};

/** The invoice cannot be fetched: the spec's coming-soon message. */
export const InvoiceUnavailable: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('downloadOrderInvoice', { kind: 'serverError' })] } },
  },
  play: async ({ canvas, canvasElement }) => {
    const row = await northwindRow(canvas);
    await userEvent.click(within(row).getByRole('button', { name: en.viewInvoice }));
    await confirm(en.confirmViewInvoice);
    await findByRoleWithText(canvasElement, 'alert', en.invoiceComingSoon);
  },
};

/** Search narrows the rows; a search without matches shows the empty state; sorting by amount orders the rows. */
export const SearchAndSort: Story = {
  play: async ({ canvas }) => {
    await northwindRow(canvas);
    const search = canvas.getByRole('searchbox', { name: en.searchOrders });
    await userEvent.type(search, 'northwind');
    const table = canvas.getByRole('table', { name: en.ordersTitle });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.type(search, ' nothing like this');
    await expect(await within(table).findByText(en.noOrdersFound)).toBeVisible();
    await userEvent.clear(search);
    const amount = within(table).getByRole('button', { name: en.columnAmount });
    await userEvent.click(amount);
    await expect(
      within(table).getByRole('columnheader', { name: new RegExp(en.columnAmount) }),
    ).toHaveAttribute('aria-sort', 'ascending');
    const firstAmount = within(table).getAllByRole('row')[1];
    await expect(firstAmount).toHaveTextContent('$19.00');
  },
};

/** No orders at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: { story: [emptyAdminList('orders')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.noOrdersFound)).toBeVisible();
    await expect(canvas.getByText(`${en.totalOrders}: 0`)).toBeVisible();
  },
};

/** Placeholder rows while the orders load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('listSubscriptionOrders', { kind: 'pending' })] } },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.ordersTitle });
    await expect(table.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
  },
};

/** The orders could not be loaded: the message and a retry that loads them. */
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    adminBackend().faults.set('listSubscriptionOrders', { kind: 'serverError' }, { times: 1 });
  },
  play: async ({ canvas, canvasElement }) => {
    await findByRoleWithText(canvasElement, 'alert', 'Internal server error');
    await userEvent.click(canvas.getByRole('button', { name: en.retry }));
    await expect(await northwindRow(canvas)).toBeVisible();
  },
};

/** A malformed answer is a typed error, never a crash. */
export const Malformed: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [faultHandler('listSubscriptionOrders', { kind: 'malformed', variant: 'schemaMismatch' })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await findByRoleWithText(canvasElement, 'alert', /^Error: /);
  },
};

/** 10,000 orders: only the rows in view are in the DOM, and the last order is reachable by scrolling. */
export const TenThousandOrders: Story = {
  beforeEach: useLargeAdminWorld,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: en.ordersTitle });
    // Serving and parsing 10,000 orders takes a moment on a busy machine; rendering them does not.
    await northwindRow(canvas);
    const total = adminBackend().db.admin.orders.length;
    await expect(
      canvas.getByText(new RegExp(`${en.totalOrders}: ${total.toLocaleString('en')}`)),
    ).toBeVisible();
    const rendered = within(table).getAllByRole('row').length;
    await expect(rendered).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: en.ordersTitle });
    region.scrollTop = region.scrollHeight;
    await waitFor(() =>
      expect(within(table).getAllByRole('row').at(-1)).toHaveAttribute('aria-rowindex', String(total + 1)),
    );
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    await scrollBackToTop(region, () =>
      expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2'),
    );
  },
};
