import type { RuleCondition } from '@storesearch/sdk/boosting';
import { en } from '@storesearch/sdk/i18n';
import type { ProductAttributes } from '@storesearch/sdk/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoServerError } from '../../../testing/demoData';
import { findAlert, findStatus } from '../../../testing/queries';
import { RulePreviewPanel } from './RulePreviewPanel';

const product = (id: number, title: string, brand = 'Nike', color = 'Red'): ProductAttributes => ({
  id: String(id),
  title,
  brand,
  category: 'Shoes',
  tag: 'new',
  color,
  size: '42',
  stockStatus: 'instock',
  featured: false,
  onSale: false,
  price: 99.99,
});

const brandIsNike: RuleCondition = { id: 'condition-0', field: 'brand', operator: 'is', value: ['Nike'] };
const colorIsNotRed: RuleCondition = { id: 'condition-1', field: 'color', operator: 'isNot', value: ['Red'] };

const meta = {
  title: 'Components/Tuning/RulePreviewPanel',
  component: RulePreviewPanel,
  tags: ['autodocs'],
  args: {
    preview: {
      matched: 42,
      total: 640,
      sample: [product(1, 'Nike Air Runner'), product(2, 'Nike Vapor Shorts')],
      met: [[brandIsNike], [brandIsNike]],
      conditions: [brandIsNike],
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
    await expect(canvas.getAllByText('Meets: Brand is Nike')).toHaveLength(2);
  },
};

/** "Any condition matches": each shown product says which of the conditions it meets. */
export const Explained: Story = {
  args: {
    preview: {
      matched: 3,
      total: 640,
      sample: [
        product(1, 'Nike Air Runner'),
        product(3, 'Adidas Samba', 'Adidas', 'Blue'),
        product(4, 'Nike Vapor Shorts', 'Nike', 'Blue'),
      ],
      met: [[brandIsNike], [colorIsNotRed], [brandIsNike, colorIsNotRed]],
      conditions: [brandIsNike, colorIsNotRed],
    },
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Nike Air Runner Meets: Brand is Nike');
    await expect(items[1]).toHaveTextContent('Adidas Samba Meets: Color is not Red');
    await expect(items[2]).toHaveTextContent('Nike Vapor Shorts Meets: Brand is Nike and Color is not Red');
  },
};

/** "No condition matches": the products shown meet none of the conditions. */
export const MeetsNone: Story = {
  args: {
    preview: {
      matched: 1,
      total: 640,
      sample: [product(3, 'Adidas Samba', 'Adidas', 'Blue')],
      met: [[]],
      conditions: [brandIsNike],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(`Adidas Samba ${en.rulePreviewMetNone}`);
  },
};

/** A rule that matches nothing. */
export const Empty: Story = {
  args: { preview: { matched: 0, total: 640, sample: [], met: [], conditions: [brandIsNike] } },
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
