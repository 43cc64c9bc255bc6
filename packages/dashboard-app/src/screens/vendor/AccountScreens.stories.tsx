import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { withAppRouter } from '../../testing/withAppRouter';
import { ApiKeysScreen } from './ApiKeysScreen';

/** API keys, My Subscription and Payment Invoice, each at its route in the app. */
const meta = {
  title: 'Screens/Vendor/Account',
  component: ApiKeysScreen,
  tags: ['autodocs'],
  decorators: [withAppRouter],
  parameters: { route: PATHS.vendorSettingsApiKeys },
} satisfies Meta<typeof ApiKeysScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** API keys: the two video-platform fields. */
export const ApiKeys: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: en.apiKeysTitle, level: 1 })).toBeVisible();
    await expect(canvas.getByLabelText(en.videoPlatformKeyOne)).toBeVisible();
    await expect(canvas.getByLabelText(en.videoPlatformKeyTwo)).toBeVisible();
  },
};

/** Waits for the plans to move to, each checked against the account's use (Enterprise can then be chosen). */
async function plansShown(canvas: ReturnType<typeof within>): Promise<void> {
  const enterprise = await canvas.findByRole('article', { name: en.planEnterprise });
  await waitFor(() => expect(within(enterprise).getByRole('button')).toBeEnabled());
}

/** My Subscription: the selected store's plan, and the plans to move to. */
export const Subscription: Story = {
  parameters: { route: PATHS.vendorSettingsSubscription },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: en.mySubscriptionTitle, level: 1 }),
    ).toBeVisible();
    await expect(await canvas.findByTestId('current-plan')).toHaveTextContent('Professional');
    // The page's title once; the panels below it name what they hold.
    await expect(canvas.getAllByRole('heading', { name: en.mySubscriptionTitle })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: en.currentPlanTitle, level: 2 })).toBeVisible();
    await plansShown(canvas);
  },
};

/** My Subscription of the second demo vendor, whose invoices are Starter payments: their Starter plan. */
export const SubscriptionStarter: Story = {
  parameters: { route: PATHS.vendorSettingsSubscription, session: 'secondVendor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('current-plan')).toHaveTextContent('Starter');
    await expect(canvas.queryByText(en.noSubscriptionPlan)).toBeNull();
    await plansShown(canvas);
  },
};

/** Payment Invoice: the signed-in vendor's invoices. */
export const Invoices: Story = {
  parameters: { route: PATHS.vendorSettingsInvoices },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: en.paymentInvoiceTitle });
    await expect(within(table).getByRole('columnheader', { name: en.columnInvoiceNumber })).toBeVisible();
  },
};
