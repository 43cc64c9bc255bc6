import { en } from '@storesearch/sdk/i18n';
import { DEMO_STORES, faultHandler, getDemoBackend } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { withAppRouter } from '../../testing/withAppRouter';
import { EcommerceScreen } from './EcommerceScreen';

const meta = {
  title: 'Screens/Vendor/Ecommerce',
  component: EcommerceScreen,
  tags: ['autodocs'],
  decorators: [withAppRouter],
  parameters: { route: PATHS.vendorEcommerce },
} satisfies Meta<typeof EcommerceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The connection form and the demo vendor's connected stores. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: en.ecommerceTitle, level: 1 })).toBeVisible();
    const list = await canvas.findByRole('list', { name: en.connectedStoresList });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: en.connectStore })).toBeVisible();
  },
};

/** `?storeId=301` highlights that store. */
export const WithStoreId: Story = {
  parameters: { route: `${PATHS.vendorEcommerce}?storeId=301` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { current: true })).toHaveTextContent(
      'Northwind Outlet',
    );
  },
};

/** The stores cannot be loaded: the form stays usable, the list shows why. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('getBatchInit', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
    await expect(canvas.getByRole('button', { name: en.connectStore })).toBeEnabled();
  },
};

/** A third store fills the Professional plan; the store to delete is not the one selected in the header. */
const EXTRA_STORE = { id: 399, title: 'Qa Shop', url: 'https://qa-shop.example.com' };

/**
 * With every store slot of the plan in use the form says so and Connect Store is off; deleting a store that is
 * not the selected one frees the slot at once, without a reload.
 */
export const DeleteFreesStoreSlot: Story = {
  // The screen's look is the Data story's; this one is about behaviour.
  parameters: { visual: { disable: true } },
  beforeEach: () => {
    const { db } = getDemoBackend();
    const seeded = db.stores.find((store) => store.id === DEMO_STORES.woocommerce.id);
    if (seeded) db.stores.push({ ...seeded, ...EXTRA_STORE });
  },
  play: async ({ canvas, userEvent }) => {
    const connect = await canvas.findByRole('button', { name: en.connectStore });
    await waitFor(() => expect(connect).toBeDisabled());
    const list = await canvas.findByRole('list', { name: en.connectedStoresList });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(within(list).getByRole('button', { name: `Delete ${EXTRA_STORE.title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: en.confirmDeleteStoreTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: en.delete }));
    await expect(await screen.findByText(en.storeDeleted)).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(canvas.getByRole('button', { name: en.connectStore })).toBeEnabled());
  },
};
