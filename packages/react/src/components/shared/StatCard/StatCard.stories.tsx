import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: { label: en.connectedStores, value: '2', loading: false },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure with its label. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: en.connectedStores });
    await expect(card).toHaveTextContent('2');
    await expect(card).toHaveAttribute('aria-busy', 'false');
  },
};

/** A figure with a hint line under it. */
export const WithHint: Story = {
  args: { label: en.lastSync, value: 'Oct 15, 2026', hint: '10:00 AM' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: en.lastSync })).toHaveTextContent('10:00 AM');
  },
};

/** Nothing to count yet: the figure reads as the empty text. */
export const Empty: Story = {
  args: { label: en.lastSync, value: en.noSyncsYet },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: en.lastSync })).toHaveTextContent(en.noSyncsYet);
  },
};

/** While loading the figure is a placeholder, hidden from screen readers, and the card is marked busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: en.connectedStores });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('2')).toHaveAttribute('aria-hidden', 'true');
  },
};
