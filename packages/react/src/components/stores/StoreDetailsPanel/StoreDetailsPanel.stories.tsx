import { en } from '@storesearch/sdk/i18n';
import type { SyncHistoryEntry } from '@storesearch/sdk/sync';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { StoreListItem } from '../../../hooks/stores/storeListItems';
import type { StoreDetails } from '../../../hooks/stores/useStoreDetails';
import { demoServerError } from '../../../testing/demoData';
import { storyStoreSettings } from '../../../testing/storeStories';
import { StoreDetailsPanel } from './StoreDetailsPanel';

const store: StoreListItem = {
  id: '201',
  storeVendorId: '1',
  storeType: 'shopify',
  storeName: 'Northwind Sports',
  storeUrl: 'northwind-sports.myshopify.com',
  isActive: true,
  createdAt: '2026-03-02T15:30:00.000Z',
  hasSyncProgress: false,
  syncStatus: 'failed',
  timeZone: 'America/New_York',
  hasHistory: true,
};

const settings: StoreDetails = storyStoreSettings;

/**
 * Runs of the store and of two others: a WooCommerce store with the same id, and another Shopify store. The
 * store's last run failed; its last completed one synchronised 1,240 products.
 */
const history: SyncHistoryEntry[] = [
  {
    id: 'other-platform',
    storeId: '201',
    storeType: 'woocommerce',
    status: 'completed',
    productCount: 99,
    startedAt: '2026-11-21T10:00:00.000Z',
    completedAt: '2026-11-21T10:01:00.000Z',
    overallProgress: 100,
  },
  {
    id: 'older',
    storeId: '201',
    storeType: 'shopify',
    status: 'completed',
    productCount: 1180,
    startedAt: '2026-11-10T08:00:00.000Z',
    completedAt: '2026-11-10T08:03:00.000Z',
    overallProgress: 100,
  },
  {
    id: 'last-failed',
    storeId: '201',
    storeType: 'shopify',
    status: 'failed',
    productCount: 300,
    startedAt: '2026-11-20T14:05:00.000Z',
    completedAt: '2026-11-20T14:06:10.000Z',
    overallProgress: 25,
  },
  {
    id: 'last-completed',
    storeId: '201',
    storeType: 'shopify',
    status: 'completed',
    productCount: 1240,
    startedAt: '2026-11-18T09:00:00.000Z',
    completedAt: '2026-11-18T09:02:05.000Z',
    overallProgress: 100,
  },
  {
    id: 'another-store',
    storeId: '202',
    storeType: 'shopify',
    status: 'completed',
    productCount: 7,
    startedAt: '2026-11-22T09:00:00.000Z',
    completedAt: '2026-11-22T09:00:30.000Z',
    overallProgress: 100,
  },
];

const meta = {
  title: 'Components/StoreDetailsPanel',
  component: StoreDetailsPanel,
  tags: ['autodocs'],
  args: {
    store,
    settings,
    history,
    onStartSync: fn(),
    onShowProgress: fn(),
    onOpenSettings: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof StoreDetailsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the row of a fact reads, by its label. */
const fact = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling;

/**
 * A store synchronised before: its dates in its own time zone, which it names; the last run (failed) and the
 * products of the last completed one; its own runs only, newest first; Re-Sync, its settings and Close.
 */
export const Data: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const panel = within(canvas.getByRole('region', { name: store.storeName }));
    await expect(panel.getByRole('heading', { level: 2, name: store.storeName })).toBeVisible();
    await expect(fact(panel, en.storeConnectedAt)).toHaveTextContent('Mar 2, 2026, 10:30 AM');
    await expect(fact(panel, en.storeTimeZone)).toHaveTextContent('America/New_York');
    await expect(fact(panel, en.lastSync)).toHaveTextContent(`Nov 20, 2026, 9:05 AM${en.syncStatusFailed}`);
    await expect(fact(panel, en.storeLastSyncProducts)).toHaveTextContent('1,240');
    await expect(fact(panel, en.storeSyncs)).toHaveTextContent('2 completed, 1 failed');
    // The settings, the secret masked.
    await expect(fact(panel, en.storeCurrency)).toHaveTextContent('USD');
    await expect(panel.getByText('••••••••0123')).toBeVisible();
    await expect(canvas.getByRole('region', { name: store.storeName })).not.toHaveTextContent(
      settings.secret,
    );
    // Its own runs, newest first, on the store's clock: not the same id's WooCommerce run, nor another store's.
    const rows = within(panel.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('Nov 20, 2026, 9:05 AM');
    await expect(rows.map((row) => row.querySelector('td:nth-of-type(3)')?.textContent)).toEqual([
      '300',
      '1,240',
      '1,180',
    ]);

    await userEvent.click(panel.getByRole('button', { name: en.reSync }));
    await expect(args.onStartSync).toHaveBeenCalledWith(store, true);
    await userEvent.click(panel.getByRole('button', { name: en.openStoreSettings }));
    await expect(args.onOpenSettings).toHaveBeenCalledWith(store);
    await userEvent.click(panel.getByRole('button', { name: en.closeStoreDetails }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A store never synchronised: no syncs yet, no products, Start Sync. */
export const NeverSynced: Story = {
  args: { store: { ...store, hasHistory: false, syncStatus: null }, history: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(fact(canvas, en.lastSync)).toHaveTextContent(en.noSyncsYet);
    await expect(fact(canvas, en.storeLastSyncProducts)).toHaveTextContent(en.notAvailable);
    await expect(fact(canvas, en.storeSyncs)).toHaveTextContent('0 completed, 0 failed');
    await expect(canvas.getByText(en.noDataAvailable)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.startSync }));
    await expect(args.onStartSync).toHaveBeenCalledWith(expect.objectContaining({ id: store.id }), false);
  },
};

/** While a sync runs the store reads Syncing and offers its progress instead of a sync button. */
export const Syncing: Story = {
  args: { store: { ...store, hasSyncProgress: true, syncStatus: 'syncing' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(en.storeSyncing)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en.reSync })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: en.syncProgressTitle }));
    await expect(args.onShowProgress).toHaveBeenCalledWith(expect.objectContaining({ id: store.id }));
  },
};

/** While a sync start is in flight: Syncing, and neither a sync button nor a progress to open yet. */
export const Starting: Story = {
  args: { starting: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.storeSyncing)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en.reSync })).toBeNull();
    await expect(canvas.queryByRole('button', { name: en.syncProgressTitle })).toBeNull();
    await expect(canvas.getByRole('button', { name: en.openStoreSettings })).toBeEnabled();
  },
};

/** A store with no time zone named: its dates on the browser's clock, the zone N/A. */
export const NoTimeZone: Story = {
  args: { store: { ...store, timeZone: undefined } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(fact(canvas, en.storeTimeZone)).toHaveTextContent(en.notAvailable);
  },
};

/** While the stores load. */
export const Loading: Story = {
  args: { store: undefined, loading: true, settings: undefined, history: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: en.storeDetails })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: en.reSync })).toBeNull();
  },
};

/** A link to a store the vendor does not have (deleted since, or mistyped) says so; Close still works. */
export const NotConnected: Story = {
  args: { store: null, settings: null },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en.storeNotConnected);
    await userEvent.click(canvas.getByRole('button', { name: en.closeStoreDetails }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The stores could not be loaded. */
export const ServerError: Story = {
  args: { store: undefined, error: demoServerError, settings: undefined, history: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
  },
};

/** The settings could not be loaded: the sync facts, actions and history still show. */
export const SettingsFailed: Story = {
  args: { settings: undefined, settingsError: demoServerError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
    await expect(fact(canvas, en.storeLastSyncProducts)).toHaveTextContent('1,240');
    await expect(canvas.getByRole('button', { name: en.reSync })).toBeVisible();
  },
};
