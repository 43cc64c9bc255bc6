import type { ProductAttributes } from '@storesearch/sdk';
import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoServerError } from '../../testing/demoData';
import { findAlert, findStatus } from '../../testing/queries';
import { RulePreviewPanel } from './RulePreviewPanel';

const product = (id: number, title: string): ProductAttributes => ({
  id: String(id),
  title,
  brand: 'Nike',
  category: 'Shoes',
  tag: 'new',
  color: 'Red',
  size: '42',
  stockStatus: 'instock',
  featured: false,
  onSale: false,
  price: 99.99,
});

const meta = {
  title: 'Components/Tuning/RulePreviewPanel',
  component: RulePreviewPanel,
  tags: ['autodocs'],
  args: {
    preview: {
      matched: 42,
      total: 640,
      sample: [product(1, 'Nike Air Runner'), product(2, 'Nike Vapor Shorts')],
    },
  },
} satisfies Meta<typeof RulePreviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count and a sample of the matching products. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await findStatus(canvas, 'Matches 42 of 640 products')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A rule that matches nothing. */
export const Empty: Story = {
  args: { preview: { matched: 0, total: 640, sample: [] } },
  play: async ({ canvas }) => {
    await expect(await findStatus(canvas, 'Matches 0 of 640 products')).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/** No real condition yet: a hint instead of a count. */
export const Idle: Story = {
  args: { preview: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.rulePreviewIdle)).toBeVisible();
  },
};

/** While the store's products load. */
export const Loading: Story = {
  args: { preview: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.loadingPreview)).toBeInTheDocument();
  },
};

/** The products could not be loaded. */
export const ErrorState: Story = {
  name: 'Error',
  args: { preview: undefined, error: demoServerError },
  play: async ({ canvas }) => {
    await expect(await findAlert(canvas, 'Internal server error')).toBeInTheDocument();
  },
};
