import { en } from '@storesearch/sdk/i18n';
import { answerEndpoint, DEMO_STORES, faultHandler, getDemoBackend } from '@storesearch/sdk/mocks';
import { listStoreProductsEndpoint } from '@storesearch/sdk/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { findAlert } from '../../../testing/queries';
import { scrollBackToTop } from '../../../testing/scrolling';
import { PRODUCT_ROW_HEIGHT, ProductBoostTable } from './ProductBoostTable';

const backend = getDemoBackend();
const storeId = DEMO_STORES.shopify.id;
const store = { storeId: String(storeId), storeType: 'shopify' as const };

/** How many products the big-catalogue story gives the store. */
const BIG_CATALOGUE = 10_000;

const meta = {
  title: 'Components/Tuning/ProductBoostTable',
  component: ProductBoostTable,
  tags: ['autodocs'],
  args: { store },
} satisfies Meta<typeof ProductBoostTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstProduct = () => {
  const product = backend.db.products.get(storeId)?.[0];
  if (!product) throw new Error('the demo store has no products');
  return product;
};

/** Edit, change the number, save: the row returns to display with the new boost, and the server has it. */
export const Data: Story = {
  play: async ({ canvas, userEvent }) => {
    const product = firstProduct();
    await userEvent.click(await canvas.findByRole('button', { name: `Edit boost of ${product.title}` }));
    const input = canvas.getByRole('spinbutton', { name: `Boost of ${product.title}` });
    await userEvent.clear(input);
    await userEvent.type(input, '2.5');
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await canvas.findByRole('button', { name: `Edit boost of ${product.title}` })).toBeVisible();
    await waitFor(() => expect(backend.db.products.get(storeId)?.[0]?.boost).toBe(2.5));
    const row = canvas.getByRole('button', { name: `Edit boost of ${product.title}` }).closest('tr');
    await expect(row).toHaveTextContent('2.5');
  },
};

/** From the keyboard: Edit puts focus in the input, Enter saves, and focus comes back to the row's Edit button. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const product = firstProduct();
    const edit = await canvas.findByRole('button', { name: `Edit boost of ${product.title}` });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const input = await canvas.findByRole('spinbutton', { name: `Boost of ${product.title}` });
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, '1.5{Enter}');
    const back = await canvas.findByRole('button', { name: `Edit boost of ${product.title}` });
    await waitFor(() => expect(back).toHaveFocus());
    await waitFor(() => expect(backend.db.products.get(storeId)?.[0]?.boost).toBe(1.5));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Edit boost of ${product.title}` })).toHaveFocus(),
    );
  },
};

/**
 * A boost off the 0.1 step, below 0 or not a number is refused with a message that names both limits; what was
 * typed stays.
 */
export const InvalidBoost: Story = {
  play: async ({ canvas, userEvent }) => {
    const product = firstProduct();
    const refused = 'Boost must be a number of at least 0, in steps of 0.1';
    await userEvent.click(await canvas.findByRole('button', { name: `Edit boost of ${product.title}` }));
    const input = canvas.getByRole('spinbutton', { name: `Boost of ${product.title}` });
    await userEvent.clear(input);
    await userEvent.type(input, '1.55');
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await findAlert(canvas, refused)).toBeInTheDocument();
    await expect(input).toHaveValue(1.55);
    await userEvent.clear(input);
    await userEvent.type(input, '-1');
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await findAlert(canvas, refused)).toBeInTheDocument();
    await expect(input).toHaveValue(-1);
  },
};

/** The server refuses the boost: 'Failed to update boost value', and the row stays in edit mode. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('updateProductBoost', { kind: 'serverError' })] } } },
  play: async ({ canvas, userEvent }) => {
    const product = firstProduct();
    await userEvent.click(await canvas.findByRole('button', { name: `Edit boost of ${product.title}` }));
    const input = canvas.getByRole('spinbutton', { name: `Boost of ${product.title}` });
    await userEvent.clear(input);
    await userEvent.type(input, '4');
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await findAlert(canvas, en.failedToUpdateBoostValue)).toBeInTheDocument();
    await expect(input).toHaveValue(4);
  },
};

/** The search keeps the products whose title contains the text, 300 ms after the last keystroke. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    const products = backend.db.products.get(storeId) ?? [];
    const word = 'Adidas';
    const expected = products.filter((p) => p.title.toLowerCase().includes(word.toLowerCase())).length;
    await canvas.findByRole('table', { name: en.manualProductBoost });
    await userEvent.type(canvas.getByRole('searchbox', { name: en.searchProducts }), word);
    await waitFor(() => expect(canvas.getByText(`${expected} products / ${products.length}`)).toBeVisible());
    for (const cell of canvas.getAllByRole('button', { name: /^Edit boost of / })) {
      await expect(cell.getAttribute('aria-label')?.toLowerCase()).toContain(word.toLowerCase());
    }
    await userEvent.clear(canvas.getByRole('searchbox', { name: en.searchProducts }));
    await userEvent.type(canvas.getByRole('searchbox', { name: en.searchProducts }), 'zzz-nothing');
    await expect(await canvas.findByText(en.noProductsFound)).toBeVisible();
  },
};

/** The products call fails: 'Error: {message}'. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { story: [faultHandler('listStoreProducts', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await findAlert(canvas, 'Error: Internal server error')).toBeInTheDocument();
  },
};

/** A store without products. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { story: [answerEndpoint(listStoreProductsEndpoint, { body: [] })] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.noProductsFound)).toBeVisible();
  },
};

/** While the products load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('listStoreProducts', { kind: 'pending' })] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.loadingProducts)).toBeVisible();
  },
};

/** 10,000 products: only the rows in view are in the page, and scrolling to the end reaches the last product. */
export const TenThousandProducts: Story = {
  beforeEach: () => {
    const seeded = backend.db.products.get(storeId) ?? [];
    const big = Array.from({ length: BIG_CATALOGUE }, (_, i) => {
      const base = seeded[i % seeded.length];
      if (!base) throw new Error('the demo store has no products');
      return { ...base, id: 9_000_000 + i, title: `${base.title} #${i + 1}` };
    });
    backend.db.products.set(storeId, big);
  },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: en.manualProductBoost });
    await expect(table).toHaveAttribute('aria-rowcount', String(BIG_CATALOGUE + 1));
    const rendered = within(table).getAllByRole('row').length;
    await expect(rendered).toBeLessThan(60);
    const scroller = canvasElement.querySelector<HTMLElement>('[data-testid="product-boost-scroller"]');
    if (!scroller) throw new Error('no scroller');
    await expect(scroller.scrollHeight).toBeGreaterThanOrEqual(BIG_CATALOGUE * PRODUCT_ROW_HEIGHT);
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await canvas.findByText(new RegExp(`#${BIG_CATALOGUE}$`))).toBeVisible();
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    await scrollBackToTop(scroller, () => expect(canvas.getByText(/#1$/)).toBeVisible());
  },
};
