import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoInsightsInput, insightsEn, quietInsightsInput } from '../../../testing/insightsStories';
import { InsightsOverview } from './InsightsOverview';

const story = (...handlers: unknown[]) => ({ msw: { handlers: { story: handlers } } });

const meta = {
  title: 'Insights/InsightsOverview',
  component: InsightsOverview,
  tags: ['autodocs'],
  args: { input: demoInsightsInput },
} satisfies Meta<typeof InsightsOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo store's last 7 days against the 7 before: every figure with its change. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const searches = await canvas.findByRole('group', { name: insightsEn.totalSearches });
    await waitFor(() => expect(searches).toHaveAttribute('aria-busy', 'false'));
    await expect(
      within(searches).getByText(/on the previous period|none in the previous period/),
    ).toBeVisible();
    await expect(canvas.getByText(/^Previous period: \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(7);
  },
};

/** A week without any traffic: every figure is 0, unchanged. */
export const Empty: Story = {
  args: { input: quietInsightsInput },
  play: async ({ canvas }) => {
    const searches = await canvas.findByRole('group', { name: insightsEn.totalSearches });
    await waitFor(() => expect(searches).toHaveAttribute('aria-busy', 'false'));
    await expect(within(searches).getByText('0')).toBeVisible();
    await expect(canvas.getAllByText(insightsEn.changeFlat)).toHaveLength(7);
    await expect(canvas.getByText('2020-01-06 – 2020-01-12')).toBeVisible();
  },
};

/** While the figures load, every card shows its placeholder. */
export const Loading: Story = {
  parameters: story(faultHandler('getInsightsOverview', { kind: 'pending' })),
  play: async ({ canvas }) => {
    const searches = await canvas.findByRole('group', { name: insightsEn.totalSearches });
    await expect(searches).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failure shows its message with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: story(faultHandler('getInsightsOverview', { kind: 'networkError' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: insightsEn.retry })).toBeVisible();
    await expect(canvas.getByText(new RegExp(insightsEn.networkError.slice(0, 20)))).toBeVisible();
  },
};
