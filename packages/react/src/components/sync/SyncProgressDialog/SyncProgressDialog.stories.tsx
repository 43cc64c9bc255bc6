import { en } from '@storesearch/sdk/i18n';
import { answerEndpoint, faultHandler, syncProgressBody } from '@storesearch/sdk/mocks';
import { getSyncProgressEndpoint } from '@storesearch/sdk/sync';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SyncProgressDialog } from './SyncProgressDialog';

/** The demo outlet store, which has a re-sync in progress. */
const outlet = { storeId: '301', storeType: 'woocommerce', storeName: 'Northwind Outlet' } as const;

/** Answers the progress call with a fixed state. */
const progressAnswer = (status: 'syncing' | 'completed' | 'failed', overallProgress: number) =>
  answerEndpoint(getSyncProgressEndpoint, {
    body: syncProgressBody({ status, overallProgress, productCount: 512 }),
  });

const meta = {
  title: 'Components/SyncProgressDialog',
  component: SyncProgressDialog,
  tags: ['autodocs'],
  args: { store: outlet, onClose: fn() },
} satisfies Meta<typeof SyncProgressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A run in progress on the demo backend: the percent and the product count. */
export const Data: Story = {
  parameters: { msw: { handlers: { story: [progressAnswer('syncing', 40)] } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: en.syncProgressTitle });
    await expect(await screen.findByText('40% complete')).toBeVisible();
    await expect(dialog).toHaveTextContent('512 products');
  },
};

/** Before the first answer the bar stands at 0 %. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('getSyncProgress', { kind: 'pending' })] } },
  },
  play: async () => {
    const percent = await screen.findByText('0% complete');
    await waitFor(() => expect(percent).toBeVisible());
  },
};

/** Closed: no store, no dialog, no polling. */
export const Closed: Story = {
  args: { store: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** A completed run says so and closes itself 2 s later. */
export const Completed: Story = {
  parameters: { msw: { handlers: { story: [progressAnswer('completed', 100)] } } },
  play: async ({ args }) => {
    await expect(await screen.findByText(en.syncCompleted)).toBeVisible();
    await expect(screen.getByText('100% complete')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** A failed run is shown as failed, with Retry. */
export const RunFailed: Story = {
  args: { onRetry: fn() },
  parameters: { msw: { handlers: { story: [progressAnswer('failed', 55)] } } },
  play: async ({ args, userEvent }) => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(en.syncStatusFailed);
    await userEvent.click(screen.getByRole('button', { name: en.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The progress cannot be read: after 3 retries (3 s apart) the dialog says so. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('getSyncProgress', { kind: 'serverError' })] } } },
  play: async () => {
    await expect(await screen.findByText(new RegExp(en.syncProgressUnavailable), undefined)).toBeVisible();
  },
};
