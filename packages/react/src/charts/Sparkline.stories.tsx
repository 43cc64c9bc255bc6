import { formatMessage } from '@storesearch/sdk/i18n';
import { trendSummaryMessage } from '@storesearch/sdk/insights';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insightsEn } from '../testing/insightsStories';
import { Sparkline } from './Sparkline';

/** The English words of a trend, as the reports' table names its line. */
const trendWords = (values: readonly number[]) => {
  const message = trendSummaryMessage(values, 'en');
  return message ? formatMessage(message.messageKey, message.params, insightsEn) : insightsEn.noDataAvailable;
};

const meta = {
  title: 'Charts/Sparkline',
  component: Sparkline,
  tags: ['autodocs'],
  args: { values: [0, 1, 0, 2, 3, 1, 4, 2, 5, 3], label: trendWords([0, 1, 0, 2, 3, 1, 4, 2, 5, 3]) },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure that went up and down over the period: one image, named by what it shows. */
export const Data: Story = {
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: args.label });
    await expect(image.querySelector('path')?.getAttribute('d')?.split(/[ML]/).length).toBe(
      args.values.length + 1,
    );
  },
};

/** Nothing counted on any day: a flat line along the bottom. */
export const Flat: Story = {
  args: { values: [0, 0, 0, 0, 0, 0, 0], label: trendWords([0, 0, 0, 0, 0, 0, 0]) },
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: args.label });
    await expect(image.querySelector('circle')?.getAttribute('cy')).toBe('21');
  },
};

/** A period of one day: one point. */
export const OnePoint: Story = {
  args: { values: [4], label: trendWords([4]) },
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: args.label });
    await expect(image.querySelector('circle')?.getAttribute('cx')).toBe('48');
  },
};

/** No values: the image keeps its place and its name, with nothing drawn. */
export const Empty: Story = {
  args: { values: [], label: trendWords([]) },
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: args.label });
    await expect(image.querySelector('path, circle')).toBeNull();
  },
};
