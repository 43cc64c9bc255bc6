import type { SubscriptionOrder } from '@storesearch/sdk/admin';
import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrdersTable } from './OrdersTable';

/** One order per state the rules know, plus one they only display. */
const orders: SubscriptionOrder[] = [
  {
    id: '1',
    fullname: 'Ana Costa',
    email: 'ana@example.com',
    vendor: 'Coastal Apparel',
    plan: 'Professional',
    amount: 49,
    status: 'active',
    startDate: '2024-02-11',
    nextBilling: '2024-12-11',
    invoiceUrl: null,
  },
  {
    id: '2',
    fullname: 'Liam Novak',
    email: 'liam@example.com',
    vendor: 'Alpine Gadgets',
    plan: 'Starter',
    amount: 19,
    status: 'cancelled',
    startDate: '2023-06-01',
    nextBilling: 'N/A',
    invoiceUrl: null,
  },
  {
    id: '3',
    fullname: 'Yuki Tanaka',
    email: 'yuki@example.com',
    vendor: 'Lumen Books',
    plan: 'Enterprise',
    amount: 99,
    status: 'pending',
    startDate: '2024-12-01',
    nextBilling: '2025-01-01',
    invoiceUrl: null,
  },
];

const meta = {
  title: 'Admin/OrdersTable',
  component: OrdersTable,
  tags: ['autodocs'],
  args: { orders, loading: false, onAction: fn(), height: 320 },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel only on the active row, reactivate only on the cancelled one, invoice on all; N/A for no next billing. */
export const Data: Story = {
  play: async ({ canvas, args }) => {
    const [active, cancelled, pending] = ['Ana Costa', 'Liam Novak', 'Yuki Tanaka'].map((name) =>
      canvas.getByRole('row', { name: new RegExp(name) }),
    ) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(
      within(active)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([en.cancelSubscription, en.viewInvoice]);
    await expect(
      within(cancelled)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([en.reactivateSubscription, en.viewInvoice]);
    await expect(
      within(pending)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([en.viewInvoice]);
    await expect(cancelled).toHaveTextContent(en.notAvailable);
    await expect(pending).toHaveTextContent(en.orderStatusPending);
    await userEvent.click(within(cancelled).getByRole('button', { name: en.reactivateSubscription }));
    await expect(args.onAction).toHaveBeenCalledWith('reactivate', orders[1]);
  },
};

/** A busy order's buttons are disabled while its action runs. */
export const Busy: Story = {
  args: { busyIds: new Set(['1']) },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /Ana Costa/ });
    for (const button of within(row).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Sorted from the keyboard: the header's sort button toggles ascending, then descending. */
export const KeyboardSort: Story = {
  play: async ({ canvas }) => {
    const sort = canvas.getByRole('button', { name: en.columnAmount });
    sort.focus();
    await userEvent.keyboard('{Enter}');
    const header = canvas.getByRole('columnheader', { name: new RegExp(en.columnAmount) });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('$19.00');
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('$99.00');
  },
};

/** No orders: 'No orders found.' */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.noOrdersFound)).toBeVisible();
  },
};

/** Placeholder rows while loading. */
export const Loading: Story = {
  args: { orders: undefined, loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.ordersTitle });
    await expect(table.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
  },
};
