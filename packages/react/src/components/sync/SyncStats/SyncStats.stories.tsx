import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoServerError, loadDemoBatchInit } from '../../../testing/demoData';
import { SyncStats } from './SyncStats';

const demo = await loadDemoBatchInit();
const demoStoreCount = demo.stores.shopify.length + demo.stores.woocommerce.length;

const meta = {
  title: 'Components/SyncStats',
  component: SyncStats,
  tags: ['autodocs'],
  args: { stats: demo.syncHistory.stats, storeCount: demoStoreCount, loading: false },
} satisfies Meta<typeof SyncStats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo vendor's figures. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const stats = demo.syncHistory.stats;
    await expect(canvas.getByRole('group', { name: en.connectedStores })).toHaveTextContent(
      String(demoStoreCount),
    );
    await expect(canvas.getByRole('group', { name: en.successfulSyncs })).toHaveTextContent(
      stats.successfulSyncs.toLocaleString('en'),
    );
    await expect(canvas.getByRole('group', { name: en.productsSynced })).toHaveTextContent(
      stats.totalProductsSynced.toLocaleString('en'),
    );
    // The last sync reads as the date, with the time under it.
    const last = new Date(stats.lastSyncDate ?? Number.NaN);
    const lastSync = canvas.getByRole('group', { name: en.lastSync });
    await expect(lastSync).toHaveTextContent(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(last),
    );
    await expect(lastSync).toHaveTextContent(
      new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(last),
    );
  },
};

/** A vendor with no stores and no syncs: zeros, and 'No syncs yet'. */
export const Empty: Story = {
  args: {
    storeCount: 0,
    stats: { totalSyncs: 0, successfulSyncs: 0, failedSyncs: 0, totalProductsSynced: 0, lastSyncDate: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: en.connectedStores })).toHaveTextContent('0');
    await expect(canvas.getByRole('group', { name: en.lastSync })).toHaveTextContent(en.noSyncsYet);
  },
};

/** While loading every card is a placeholder. */
export const Loading: Story = {
  args: { loading: true, stats: undefined, storeCount: undefined },
  play: async ({ canvas }) => {
    for (const name of [en.connectedStores, en.successfulSyncs, en.productsSynced, en.lastSync]) {
      await expect(canvas.getByRole('group', { name: name })).toHaveAttribute('aria-busy', 'true');
    }
  },
};

/** The data could not be loaded: the failure replaces the cards. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: demoServerError, stats: undefined, storeCount: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
    await expect(canvas.queryByRole('group', { name: en.connectedStores })).toBeNull();
  },
};
