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

/**
 * `?storeId=301` opens that store's details above the form and highlights it in the list: its sync facts, its
 * settings (the consumer key masked) and its own sync history.
 */
export const WithStoreId: Story = {
  parameters: { route: `${PATHS.vendorEcommerce}?storeId=301` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { current: true })).toHaveTextContent(
      'Northwind Outlet',
    );
    const details = within(await canvas.findByRole('region', { name: 'Northwind Outlet' }));
    await expect(await details.findByText(en.consumerKey)).toBeVisible();
    await expect(details.getByRole('table')).toBeVisible();
    await expect(details.getByRole('button', { name: en.openStoreSettings })).toBeVisible();
  },
};

/** A store whose sync is running reads Syncing, and its details open the run's progress. */
export const ProgressFromDetails: Story = {
  parameters: {
    route: `${PATHS.vendorEcommerce}?storeId=301&storeType=woocommerce`,
    visual: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    const details = within(await canvas.findByRole('region', { name: 'Northwind Outlet' }));
    await expect(await details.findByText(en.storeSyncing, { selector: 'h2 ~ span' })).toBeVisible();
    await userEvent.click(details.getByRole('button', { name: en.syncProgressTitle }));
    await expect(await screen.findByRole('dialog', { name: en.syncProgressTitle })).toHaveTextContent(
      'Northwind Outlet',
    );
  },
};

/**
 * View Details in the list opens the store's details and moves focus to them; the address names the store;
 * Close details puts focus back on the store's card.
 */
export const ViewDetailsFromList: Story = {
  parameters: { route: PATHS.vendorEcommerce, visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: en.connectedStoresList });
    await userEvent.click(
      await within(list).findByRole('button', { name: `${en.viewDetails}: Northwind Sports` }),
    );
    const title = await canvas.findByRole('heading', { level: 2, name: 'Northwind Sports' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(within(list).getByRole('listitem', { current: true })).toHaveTextContent('Northwind Sports');
    await userEvent.click(canvas.getByRole('button', { name: en.closeStoreDetails }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Northwind Sports' })).toBeNull());
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: `${en.viewDetails}: Northwind Sports` })).toHaveFocus(),
    );
    await expect(within(list).queryByRole('listitem', { current: true })).toBeNull();
  },
};

/** Re-Sync in the details starts a run and follows it; closing its progress puts focus on the details' title. */
export const ReSyncFromDetails: Story = {
  parameters: {
    route: `${PATHS.vendorEcommerce}?storeId=201&storeType=shopify`,
    visual: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    const details = within(await canvas.findByRole('region', { name: 'Northwind Sports' }));
    await userEvent.click(await details.findByRole('button', { name: en.reSync }));
    const dialog = await screen.findByRole('dialog', { name: en.syncProgressTitle });
    await expect(dialog).toHaveTextContent('Northwind Sports');
    await expect(await details.findByText(en.storeSyncing, { selector: 'h2 ~ span' })).toBeVisible();
    await expect(details.queryByRole('button', { name: en.reSync })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(details.getByRole('heading', { level: 2, name: 'Northwind Sports' })).toHaveFocus(),
    );
  },
};

/** Settings and embed script selects the store and opens General Settings on it. */
export const OpenSettingsFromDetails: Story = {
  parameters: {
    route: `${PATHS.vendorEcommerce}?storeId=301&storeType=woocommerce`,
    visual: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    const details = within(await canvas.findByRole('region', { name: 'Northwind Outlet' }));
    await userEvent.click(await details.findByRole('button', { name: en.openStoreSettings }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: en.generalSettingsTitle }),
    ).toBeVisible();
    const settings = within(await canvas.findByRole('region', { name: en.storeDetails }));
    await expect(await settings.findByText(en.consumerKey)).toBeVisible();
    await expect(settings.getByText(en.storeTypeWooCommerce)).toBeVisible();
  },
};

/** A link to a store the vendor does not have says so, and the rest of the page works. */
export const StoreNotConnected: Story = {
  parameters: { route: `${PATHS.vendorEcommerce}?storeId=999`, visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.storeNotConnected)).toBeVisible();
    await expect(canvas.queryByRole('listitem', { current: true })).toBeNull();
    await expect(canvas.getByRole('button', { name: en.connectStore })).toBeVisible();
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
