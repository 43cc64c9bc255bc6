import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UsageCard } from './UsageCard';

const at = (percentage: number, limit = 100) => ({
  current: Math.round((percentage * limit) / 100),
  limit,
  percentage,
  remaining: Math.max(0, limit - Math.round((percentage * limit) / 100)),
});

const meta = {
  title: 'Analytics/UsageCard',
  component: UsageCard,
  tags: ['autodocs'],
  args: { metric: 'searches', usage: at(69) },
} satisfies Meta<typeof UsageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below 70%: green, with the searches remaining. */
export const Green: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: en.usageSearches });
    await expect(card).toHaveAttribute('data-level', 'green');
    await expect(card).toHaveTextContent('69 of 100');
    await expect(card).toHaveTextContent('31 searches remaining');
  },
};

/** 70% starts yellow. */
export const Yellow70: Story = {
  args: { usage: at(70) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: en.usageSearches })).toHaveAttribute(
      'data-level',
      'yellow',
    );
  },
};

/** 90% starts orange; one store left reads in the singular. */
export const Orange90: Story = {
  args: { metric: 'stores', usage: { current: 9, limit: 10, percentage: 90, remaining: 1 } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: en.usageStores });
    await expect(card).toHaveAttribute('data-level', 'orange');
    await expect(card).toHaveTextContent('1 store available');
  },
};

/** Products at the limit: Limit reached, red, bar capped at 100. */
export const ProductsLimitReached: Story = {
  args: { metric: 'products', usage: { current: 1200, limit: 1000, percentage: 120, remaining: 0 } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: en.usageProducts });
    await expect(card).toHaveAttribute('data-level', 'exceeded');
    await expect(card).toHaveTextContent(en.limitReached);
    await expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Searches with nothing remaining: Limit exceeded. */
export const SearchesLimitExceeded: Story = {
  args: { usage: at(100) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: en.usageSearches })).toHaveTextContent(en.limitExceeded);
  },
};

/** While loading. */
export const Loading: Story = {
  args: { usage: undefined },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: en.usageSearches });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    // Placeholders, not '0% 0 of 0', and drawn even where the skeleton's pulse does not run.
    await expect(card).not.toHaveTextContent(/\d/);
    const bones = [...card.querySelectorAll<HTMLElement>('.rt-Skeleton')];
    await expect(bones).toHaveLength(3);
    for (const bone of bones) await expect(bone.style.backgroundColor).not.toBe('');
  },
};

/** In German: the percentage as the locale writes it, with a space before the sign ("66 %"). */
export const German: Story = {
  globals: { locale: 'de' },
  args: { usage: at(66) },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('group', { name: 'Suchen' });
    await expect(card).toHaveTextContent(/66\s%/);
    await expect(card).not.toHaveTextContent('66%');
  },
};
