import { en } from '@storesearch/sdk/i18n';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBackend, findByRoleWithText, signInDemoAdmin } from '../../../testing/adminStories';
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

/**
 * Cards, the 24-month revenue, quarterly growth, distribution, top vendors by searches and by revenue, plan
 * breakdown, YoY and metrics.
 */
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
    // Searches and revenue each on a chart of their own, top five by that measure, largest first.
    for (const title of [en.topVendorsBySearches, en.topVendorsByRevenue]) {
      const rows = await tableOf(canvas, title);
      await expect(rows).toHaveLength(6);
      const values = rows
        .slice(1)
        .map((row) => Number(row.lastElementChild?.textContent?.replace(/[^0-9.]/g, '')));
      await expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    // A revenue axis in the thousands draws a few round ticks, not one every 50. The axis is drawn once the chart
    // has measured its box and the box has come near the viewport; opening the tables below can scroll past it
    // before a frame shows it there, so it is brought into view, and the page then put back where it was.
    const revenueFigure = canvas.getByRole('figure', { name: en.historicalRevenue });
    const scroller = document.scrollingElement ?? document.documentElement;
    const scrolledTo = scroller.scrollTop;
    await waitFor(() => {
      revenueFigure.scrollIntoView({ block: 'nearest' });
      const ticks = revenueFigure.querySelectorAll('[data-chart-axis-labels="y"] text').length;
      expect(ticks).toBeGreaterThanOrEqual(2);
      expect(ticks).toBeLessThanOrEqual(8);
    });
    scroller.scrollTop = scrolledTo;
    const breakdown = canvas.getByRole('table', { name: en.planBreakdown });
    await expect(breakdown).toHaveTextContent('$19.00/month');
    await expect(breakdown).toHaveTextContent('$49.00/month');
    await expect(breakdown).toHaveTextContent('$99.00/month');
    // Every column in view on a desktop: the table needs no sideways scroll of its region.
    const breakdownRegion = canvas.getByRole('region', { name: en.planBreakdown });
    await expect(breakdownRegion.scrollWidth).toBeLessThanOrEqual(breakdownRegion.clientWidth);
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
