import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FEATURE_CARDS, FeatureCards } from './FeatureCards';

const meta = {
  title: 'Components/FeatureCards',
  component: FeatureCards,
  tags: ['autodocs'],
} satisfies Meta<typeof FeatureCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Smart Search, Analytics and Fast Sync, each with its line (static: no loading, empty or error state). */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(FEATURE_CARDS.length);
    for (const key of ['featureSmartSearch', 'featureAnalytics', 'featureFastSync'] as const) {
      await expect(canvas.getByRole('heading', { name: en[key] })).toBeVisible();
    }
  },
};
