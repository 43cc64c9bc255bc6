import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TopList } from './TopList';

const meta = {
  title: 'Analytics/TopList',
  component: TopList,
  tags: ['autodocs'],
  args: {
    title: en.topSearch,
    entries: [
      { label: 'boots', count: 6 },
      { label: 'hoodie', count: 5 },
      { label: 'cap', count: 4 },
      { label: 'scarf', count: 1 },
    ],
    loading: false,
  },
} satisfies Meta<typeof TopList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bars of count x 20%, capped at 100: 6 and 5 fill the bar, 4 is 80%, 1 is 20%. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: en.topSearch });
    const bars = within(list).getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '100', '80', '20']);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('boots6');
  },
};

/** Nothing yet. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.noSearchData)).toBeVisible();
  },
};

/** Placeholders while loading. */
export const Loading: Story = {
  args: { entries: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
