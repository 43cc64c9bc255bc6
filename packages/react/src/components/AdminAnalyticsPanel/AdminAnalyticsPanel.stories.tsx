import { en } from '@storesearch/sdk/i18n';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBackend, findByRoleWithText, signInDemoAdmin } from '../../testing/adminStories';
import { AdminAnalyticsPanel } from './AdminAnalyticsPanel';

const meta = {
  title: 'Admin/AdminAnalyticsPanel',
  component: AdminAnalyticsPanel,
  tags: ['autodocs'],
  beforeEach: signInDemoAdmin,
} satisfies Meta<typeof AdminAnalyticsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function tableOf(canvas: ReturnType<typeof within>, title: string) {
  const chart = canvas.getByRole('figure', { name: title });
  await userEvent.click(within(chart).getByText(en.showDataTable));
  return within(chart).getAllByRole('row');
}

/** Cards, the 24-month revenue, quarterly growth, distribution, top vendors, plan breakdown, YoY and metrics. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const users = canvas.getByRole('group', { name: en.totalUsers });
    await waitFor(() => expect(users).toHaveAttribute('aria-busy', 'false'));
    for (const card of [en.monthlyRevenue, en.activeVendors, en.systemUptime]) {
      await expect(canvas.getByRole('group', { name: card })).toHaveAttribute('aria-busy', 'false');
    }
    await expect(canvas.getByRole('group', { name: en.systemUptime })).toHaveTextContent('%');
    const months = await tableOf(canvas, en.historicalRevenue);
    await expect(months).toHaveLength(25);
    await expect(months[1]).toHaveTextContent('Jan 2023');
    await expect(months[24]).toHaveTextContent('Dec 2024');
    const quarters = await tableOf(canvas, en.quarterlyUserGrowth);
    await expect(quarters).toHaveLength(9);
    await expect(quarters[1]).toHaveTextContent('Q1 2023');
    await expect(quarters[8]).toHaveTextContent('Q4 2024');
    await expect(canvas.getByRole('figure', { name: en.subscriptionDistribution })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: en.topVendors })).toBeVisible();
    const breakdown = canvas.getByRole('table', { name: en.planBreakdown });
    await expect(breakdown).toHaveTextContent('$19.00/month');
    await expect(breakdown).toHaveTextContent('$49.00/month');
    await expect(breakdown).toHaveTextContent('$99.00/month');
    await expect(canvas.getByRole('group', { name: en.yearOverYear })).toHaveTextContent('2024');
    await expect(canvas.getByRole('group', { name: en.systemMetrics })).toHaveTextContent(
      en.averageSearchTime,
    );
  },
};

/** An empty business: zero figures and empty charts, no crash. */
export const Empty: Story = {
  beforeEach: () => {
    const { admin } = adminBackend().db;
    admin.users = [];
    admin.orders = [];
    admin.pastRevenue = admin.pastRevenue.map(() => 0);
  },
  play: async ({ canvas }) => {
    const users = canvas.getByRole('group', { name: en.totalUsers });
    await waitFor(() => expect(users).toHaveAttribute('aria-busy', 'false'));
    await expect(users).toHaveTextContent('0');
    const distribution = canvas.getByRole('figure', { name: en.subscriptionDistribution });
    await expect(distribution).toHaveTextContent(en.noDataAvailable);
  },
};

/** While loading. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('getAdminAnalytics', { kind: 'pending' })] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: en.totalUsers })).toHaveAttribute('aria-busy', 'true');
  },
};

/** On failure, the error panel with a translated message; retry loads the figures. */
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    adminBackend().faults.set(
      'getAdminAnalytics',
      { kind: 'malformed', variant: 'schemaMismatch' },
      { times: 1 },
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await findByRoleWithText(canvasElement, 'alert', en.failedToLoadAnalytics);
    await userEvent.click(canvas.getByRole('button', { name: en.retry }));
    await expect(await canvas.findByRole('figure', { name: en.historicalRevenue })).toBeVisible();
  },
};
