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
        'Nov 16, 2026 – Nov 22, 2026 · Previous period: Nov 9, 2026 – Nov 15, 2026, until 12:00 PM',
      ),
    ).toBeVisible();
  },
};

/** Last month is over: the 31 days before it count whole, and no time of day is named. */
export const PeriodOver: Story = {
  args: { period: { kind: 'preset', preset: 'lastMonth' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Oct 1, 2026 – Oct 31, 2026 · Previous period: Aug 31, 2026 – Sep 30, 2026'),
    ).toBeVisible();
  },
};

/** In the store's zone: noon in London is 9 p.m. in Tokyo, the time the week before is counted up to there. */
export const StoreTimeZone: Story = {
  args: { timeZone: 'Asia/Tokyo' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Nov 16, 2026 – Nov 22, 2026 · Previous period: Nov 9, 2026 – Nov 15, 2026, until 9:00 PM',
      ),
    ).toBeVisible();
  },
};

/** In German: dates as the German tables write them, and the catalogue's German words. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { timeZone: 'Europe/Berlin' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '16.11.2026 – 22.11.2026 · Vorheriger Zeitraum: 09.11.2026 – 15.11.2026, bis 13:00',
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
