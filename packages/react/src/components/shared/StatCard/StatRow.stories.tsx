import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatRow } from './StatRow';

const meta = {
  title: 'Components/StatRow',
  component: StatRow,
  tags: ['autodocs'],
  args: {
    loading: false,
    stats: [
      { label: en.connectedStores, value: '2' },
      { label: en.successfulSyncs, value: '11' },
      { label: en.productsSynced, value: '6,301' },
      { label: en.lastSync, value: 'Oct 13, 2026', hint: '9:03 PM' },
    ],
  },
} satisfies Meta<typeof StatRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One named card per figure, in order, each with its value (and hint). */
export const Data: Story = {
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('group');
    await expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      en.connectedStores,
      en.successfulSyncs,
      en.productsSynced,
      en.lastSync,
    ]);
    await expect(canvas.getByRole('group', { name: en.lastSync })).toHaveTextContent('9:03 PM');
  },
};

/** Every card shows its placeholder while the figures load. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    for (const card of canvas.getAllByRole('group')) await expect(card).toHaveAttribute('aria-busy', 'true');
  },
};

/** No figures: an empty row. */
export const Empty: Story = {
  args: { stats: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('group')).toHaveLength(0);
  },
};
