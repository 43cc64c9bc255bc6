import { en } from '@storesearch/sdk/i18n';
import { answerEndpoint, faultHandler } from '@storesearch/sdk/mocks';
import { getUsageLimitsEndpoint } from '@storesearch/sdk/usage';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SubscriptionPanel } from './SubscriptionPanel';

const meta = {
  title: 'Components/SubscriptionPanel',
  component: SubscriptionPanel,
  tags: ['autodocs'],
  args: { store: { storeId: '201', storeType: 'shopify' } },
} satisfies Meta<typeof SubscriptionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo store's plan (Professional) and its limits. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('current-plan')).toHaveTextContent(/^Professional$/);
    await expect(canvas.getByRole('region', { name: en.currentPlanTitle })).toBeVisible();
    await expect(canvas.getByText(en.usageSearches)).toBeVisible();
  },
};

/** No subscription for the store. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [answerEndpoint(getUsageLimitsEndpoint, { body: { success: true, data: null } })],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.noSubscriptionPlan)).toBeVisible();
  },
};

/** A vendor with no store (the last one deleted): no plan is claimed missing; the panel says where it will show. */
export const NoStore: Story = {
  args: { store: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.subscriptionNeedsStore)).toBeVisible();
    await expect(canvas.queryByText(en.noSubscriptionPlan)).toBeNull();
  },
};

/** While the plan loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('getUsageLimits', { kind: 'pending' })] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('current-plan')).toBeNull();
  },
};

/** The plan cannot be read. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('getUsageLimits', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
  },
};
