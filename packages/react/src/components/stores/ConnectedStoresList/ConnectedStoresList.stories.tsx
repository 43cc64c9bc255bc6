import { createClient, StoreSearchError } from '@storesearch/sdk';
import { en } from '@storesearch/sdk/i18n';
import { createDemoBackend, createDemoFetch, DEMO_VENDOR_ID, faultHandler } from '@storesearch/sdk/mocks';
import { createShopifyStore, getBatchInit } from '@storesearch/sdk/stores';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { toStoreListItems } from '../../../hooks/stores/storeListItems';
import { demoServerError, loadDemoBatchInit } from '../../../testing/demoData';
import { ConnectedStoresList } from './ConnectedStoresList';

const demoStores = toStoreListItems(await loadDemoBatchInit());

/** The demo vendor's stores after connecting a Shopify shop whose address has a non-ASCII letter. */
async function loadStoresWithUnicodeAddress() {
  const client = createClient({
    baseUrl: '',
    vendorId: DEMO_VENDOR_ID,
    fetch: createDemoFetch(createDemoBackend()),
  });
  await createShopifyStore(client, {
    storeVendorId: DEMO_VENDOR_ID,
    shopDomain: 'https://schuhe-müller.myshopify.com',
    accessToken: 'shpat_demo',
  });
  return toStoreListItems(await getBatchInit(client));
}
const unicodeAddressStores = await loadStoresWithUnicodeAddress();

const meta = {
  title: 'Components/ConnectedStoresList',
  component: ConnectedStoresList,
  tags: ['autodocs'],
  args: { stores: demoStores, loading: false },
} satisfies Meta<typeof ConnectedStoresList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo vendor's stores, the one View Details opened highlighted. */
export const Data: Story = {
  args: { highlightedStoreId: demoStores[0]?.id },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(demoStores.length);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true');
  },
};

/** A store whose address has a non-ASCII letter: the API sends its host in punycode; name and host read in Unicode. */
export const UnicodeAddress: Story = {
  args: { stores: unicodeAddressStores },
  play: async ({ canvas }) => {
    await expect(unicodeAddressStores.map((store) => store.storeUrl)).toContain(
      'xn--schuhe-mller-klb.myshopify.com',
    );
    const item = canvas.getByText('Schuhe Müller').closest('li');
    await expect(item).not.toBeNull();
    const card = within(item as HTMLElement);
    await expect(card.getByText('schuhe-müller.myshopify.com')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete Schuhe Müller' })).toBeVisible();
    await expect(canvas.queryByText(/xn--/)).toBeNull();
  },
};

/** No stores yet. */
export const Empty: Story = {
  args: { stores: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.noStoresYet)).toBeVisible();
  },
};

/** While the stores load. */
export const Loading: Story = {
  args: { stores: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: en.connectedStoresList })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The stores could not be loaded. */
export const ServerError: Story = {
  args: { stores: undefined, error: demoServerError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
  },
};

/** A failure without a server message: 'Failed to fetch stores'. */
export const ErrorWithoutMessage: Story = {
  args: {
    stores: undefined,
    error: new StoreSearchError({ kind: 'http', status: 502, messageKey: 'failedToFetch' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en.failedToFetchStores);
  },
};

/** Delete asks first; Cancel keeps the store. */
export const DeleteCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = demoStores[0]?.storeName ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: en.confirmDeleteStoreTitle });
    await expect(dialog).toHaveTextContent(name);
    await userEvent.click(within(dialog).getByRole('button', { name: en.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(demoStores.length);
  },
};

/** Confirming deletes on the demo backend and says so. */
export const DeleteConfirmed: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = demoStores[0]?.storeName ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: en.delete }));
    await expect(await screen.findByText(en.storeDeleted)).toBeVisible();
  },
};

/** A failed delete shows the server's message and keeps the store. */
export const DeleteFails: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [
          faultHandler('deleteShopifyStore', { kind: 'serverError' }),
          faultHandler('deleteWooCommerceStore', { kind: 'serverError' }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const name = demoStores[0]?.storeName ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${name}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: en.delete }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(demoStores.length);
  },
};
