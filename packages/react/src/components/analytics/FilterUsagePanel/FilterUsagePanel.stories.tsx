import { en } from '@storesearch/sdk/i18n';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { openDataTable } from '../../../charts/chart.stories.helpers';
import { analyticsAnswer, demoShopifyStore } from '../../../testing/analyticsStories';
import { FilterUsagePanel } from './FilterUsagePanel';

const story = (...handlers: unknown[]) => ({ msw: { handlers: { story: handlers } } });

const meta = {
  title: 'Analytics/FilterUsagePanel',
  component: FilterUsagePanel,
  tags: ['autodocs'],
  args: { store: demoShopifyStore },
} satisfies Meta<typeof FilterUsagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo store's filter usage: a line per filter. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('figure', { name: en.filterUsage });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-line').length).toBe(5));
    await expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([en.fieldCategory, en.fieldBrand, en.fieldSize, en.fieldColor, en.fieldTag]);
  },
};

/** Known records: counted per day and filter. */
export const KnownRecords: Story = {
  parameters: story(
    analyticsAnswer('store/:storeId/filters', {
      success: true,
      data: [
        { timestamp: '2026-10-01T08:00:00Z', category: 'Shoes', brand: 'Nike' },
        { timestamp: '2026-10-01T09:00:00Z', brand: 'Puma', color: 'red' },
      ],
    }),
  ),
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('figure', { name: en.filterUsage });
    await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
    const rows = await openDataTable(chart, en.showDataTable);
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent('Oct 1, 202612010');
  },
};

/** No records: the empty text. */
export const Empty: Story = {
  parameters: story(analyticsAnswer('store/:storeId/filters', { success: true, data: [] })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.noDataAvailable)).toBeVisible();
  },
};

/** While loading the chart is busy. */
export const Loading: Story = {
  parameters: story(faultHandler('getFilterUsage', { kind: 'pending' })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: en.filterUsage })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failure shows with Retry; Retry asks again and the chart appears. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: story(faultHandler('getFilterUsage', { kind: 'serverError', message: 'Index offline' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Index offline/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.retry }));
  },
};
