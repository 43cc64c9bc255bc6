import { en } from '@storesearch/sdk/i18n';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { analyticsPeriodAnswer, demoShopifyStore } from '../../../testing/analyticsStories';
import { insightsEn } from '../../../testing/insightsStories';
import { PeriodActivity } from './PeriodActivity';

const story = (...handlers: unknown[]) => ({ msw: { handlers: { story: handlers } } });

/** A dashboard body of `totalSearches` searches and `clicks` clicks. */
const dashboardOf = (totalSearches: number, clicks: number) => ({
  data: {
    dashboard: { totalSearches },
    recentSearches: [],
    productClicks: clicks > 0 ? [{ productTitle: 'Trail Runner', clicks }] : [],
  },
});

const meta = {
  title: 'Analytics/PeriodActivity',
  component: PeriodActivity,
  tags: ['autodocs'],
  args: { store: demoShopifyStore, period: { kind: 'preset', preset: 'last30Days' }, timeZone: 'UTC' },
} satisfies Meta<typeof PeriodActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo store's last 30 days against the 30 before. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const searches = await canvas.findByRole('group', { name: insightsEn.periodSearches });
    await waitFor(() => expect(searches).toHaveAttribute('aria-busy', 'false'));
    await expect(searches).toHaveTextContent(/on the previous period|none in the previous period/);
  },
};

/** Known figures: 120 searches against 100 (up 20%), 30 clicks against 40 (down 25%). */
export const Known: Story = {
  parameters: story(
    analyticsPeriodAnswer('store/:storeId/batch-dashboard', dashboardOf(120, 30), dashboardOf(100, 40)),
  ),
  play: async ({ canvas }) => {
    const searches = await canvas.findByRole('group', { name: insightsEn.periodSearches });
    await waitFor(() => expect(searches).toHaveTextContent(insightsEn.changeUp.replace('{percent}', '20%')));
    await expect(searches).toHaveTextContent('120');
    await expect(canvas.getByRole('group', { name: insightsEn.periodClicks })).toHaveTextContent(
      insightsEn.changeDown.replace('{percent}', '25%'),
    );
  },
};

/** Nothing in either period: zeros, no change. */
export const Empty: Story = {
  parameters: story(
    analyticsPeriodAnswer('store/:storeId/batch-dashboard', dashboardOf(0, 0), dashboardOf(0, 0)),
  ),
  play: async ({ canvas }) => {
    const searches = await canvas.findByRole('group', { name: insightsEn.periodSearches });
    await waitFor(() => expect(searches).toHaveTextContent(insightsEn.changeFlat));
    await expect(searches).toHaveTextContent('0');
  },
};

/** While loading, the cards are busy. */
export const Loading: Story = {
  parameters: story(faultHandler('getBatchDashboard', { kind: 'pending' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: insightsEn.periodSearches })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A failure shows with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: story(faultHandler('getBatchDashboard', { kind: 'rateLimited', retryAfter: 30 })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Rate limit exceeded/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: en.retry })).toBeVisible();
  },
};
