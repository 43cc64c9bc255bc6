import { DEFAULT_PERIOD } from '@storesearch/sdk/insights';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insightsEn } from '../../../testing/insightsStories';
import { ComparedPeriods } from './ComparedPeriods';

const meta = {
  title: 'Insights/ComparedPeriods',
  component: ComparedPeriods,
  tags: ['autodocs'],
  args: { period: DEFAULT_PERIOD },
} satisfies Meta<typeof ComparedPeriods>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The last 7 days at noon (UTC) on their last day: the week before counts only up to noon on its last day, so a
 * morning's searches are not compared with a whole day's.
 */
export const PeriodGoingOn: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '2026-11-16 – 2026-11-22 · Previous period: 2026-11-09 – 2026-11-15, until 12:00 PM',
      ),
    ).toBeVisible();
  },
};

/** Last month is over: the 31 days before it count whole, and no time of day is named. */
export const PeriodOver: Story = {
  args: { period: { kind: 'preset', preset: 'lastMonth' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('2026-10-01 – 2026-10-31 · Previous period: 2026-08-31 – 2026-09-30'),
    ).toBeVisible();
  },
};

/** In the store's zone: noon in London is 9 p.m. in Tokyo, the time the week before is counted up to there. */
export const StoreTimeZone: Story = {
  args: { timeZone: 'Asia/Tokyo' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '2026-11-16 – 2026-11-22 · Previous period: 2026-11-09 – 2026-11-15, until 9:00 PM',
      ),
    ).toBeVisible();
  },
};

/** The store's zone is not known yet (its store list is on its way): a placeholder of the line's height. */
export const ZoneLoading: Story = {
  args: { timeZone: null },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(insightsEn.loading)).toBeInTheDocument();
    await expect(canvasElement.querySelector('.rt-Skeleton')).not.toBeNull();
    await expect(canvas.queryByText(/Previous period/)).toBeNull();
  },
};
