import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoNetworkError } from '../testing/demoData';
import { openDataTable } from './chart.stories.helpers';
import { RingChart } from './RingChart';

const meta = {
  title: 'Charts/RingChart',
  component: RingChart,
  tags: ['autodocs'],
  args: { title: en.totalSearches, percent: 42, value: '420', valueLabel: en.totalSearches, loading: false },
} satisfies Meta<typeof RingChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure in the middle; the data table gives the figure and the ring's percentage. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.totalSearches });
    await expect(within(figure).getAllByText('420')[0]).toBeVisible();
    const rows = await openDataTable(figure, en.showDataTable);
    await expect(rows[1]).toHaveTextContent('42042%');
  },
};

/** Past 100 percent the ring is full, never more. */
export const Capped: Story = {
  args: { percent: 180, value: '1,800' },
  play: async ({ canvas }) => {
    const rows = await openDataTable(
      canvas.getByRole('figure', { name: en.totalSearches }),
      en.showDataTable,
    );
    await expect(rows[1]).toHaveTextContent('1,800100%');
  },
};

/** Without a figure the percentage is shown (click-through rate). */
export const PercentOnly: Story = {
  args: { title: en.clickThroughRate, valueLabel: en.clickThroughRate, percent: 7, value: undefined },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.clickThroughRate });
    await expect(within(figure).getAllByText('7%')[0]).toBeVisible();
  },
};

/** While loading: the figure marked busy. */
export const Loading: Story = {
  args: { percent: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: en.totalSearches })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed call: the error in place of the ring. */
export const ErrorState: Story = {
  name: 'Error',
  args: { percent: undefined, error: demoNetworkError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en.networkError);
  },
};
