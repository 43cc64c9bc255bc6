import { en } from '@storesearch/sdk/i18n';
import { answerEndpoint, DEMO_USERS, faultHandler } from '@storesearch/sdk/mocks';
import { listInvoicesEndpoint } from '@storesearch/sdk/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { captureCsvDownloads } from '../../../testing/csvDownloads';
import { InvoiceTable } from './InvoiceTable';

const meta = {
  title: 'Components/InvoiceTable',
  component: InvoiceTable,
  tags: ['autodocs'],
  args: { userId: DEMO_USERS.vendor.id },
} satisfies Meta<typeof InvoiceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo vendor's invoices: Date, Status, Invoice Number, Amount, Invoice. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.paymentInvoiceTitle });
    for (const column of [
      'columnDate',
      'columnStatus',
      'columnInvoiceNumber',
      'columnAmount',
      'columnInvoice',
    ] as const) {
      await expect(within(table).getByRole('columnheader', { name: en[column] })).toBeVisible();
    }
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: new RegExp(en.download) }).length).toBeGreaterThan(
        0,
      ),
    );
    // The payment state is worded by the catalogue, not shown as the API's `paid`.
    await expect(within(table).getAllByText(en.invoiceStatusPaid).length).toBeGreaterThan(0);
    await expect(within(table).queryByText('paid')).toBeNull();
  },
};

/** No invoices. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { story: [answerEndpoint(listInvoicesEndpoint, { body: { data: [] } })] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.noInvoicesFound)).toBeVisible();
  },
};

/** While the invoices load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('listInvoices', { kind: 'pending' })] } },
  },
  play: async ({ canvas }) => {
    // The header and three placeholder rows, no data and no empty message yet.
    await expect(
      within(canvas.getByRole('table', { name: en.paymentInvoiceTitle })).getAllByRole('row'),
    ).toHaveLength(4);
    await expect(canvas.queryByText(en.noInvoicesFound)).toBeNull();
  },
};

/** The invoices cannot be read. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('listInvoices', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
  },
};

/** A failed download shows the spec's alert. */
export const DownloadFails: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('downloadInvoice', { kind: 'serverError' })] } } },
  play: async ({ canvas, userEvent }) => {
    const [button] = await canvas.findAllByRole('button', { name: new RegExp(en.download) });
    if (!button) throw new Error('No invoice to download');
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en.invoiceComingSoon);
  },
};

/** A row's Download saves that row's invoice, under its number; an older row's is not the latest's. */
export const DownloadsTheRowsInvoice: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: en.paymentInvoiceTitle });
    const numbers = (await within(table).findAllByRole('rowheader')).map((cell) => cell.textContent ?? '');
    const older = numbers[2];
    if (older === undefined) throw new Error('Fewer than three invoices');
    const downloads = captureCsvDownloads();
    try {
      await userEvent.click(within(table).getByRole('button', { name: `${en.download} ${older}` }));
      await waitFor(async () => expect(await downloads.files()).toHaveLength(1));
      const [file] = await downloads.files();
      await expect(file?.name).toBe(`invoice-${older}.pdf`);
      await expect(file?.text).toContain(`Invoice ${older}`);
      await expect(file?.text).not.toContain(`Invoice ${numbers[0]}`);
    } finally {
      downloads.restore();
    }
  },
};
