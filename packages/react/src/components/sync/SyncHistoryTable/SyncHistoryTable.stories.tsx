import { en } from '@storesearch/sdk/i18n';
import type { SyncHistoryEntry } from '@storesearch/sdk/sync';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoNetworkError, loadDemoBatchInit } from '../../../testing/demoData';
import { SyncHistoryTable } from './SyncHistoryTable';

const demo = await loadDemoBatchInit();

/** Three runs with known timings: a finished one of 2 min 5 s, a failed one, and one still running. */
const knownRuns: SyncHistoryEntry[] = [
  {
    id: 'run-3',
    storeId: '201',
    storeType: 'shopify',
    status: 'syncing',
    productCount: 120,
    startedAt: '2026-10-15T09:58:00.000Z',
    completedAt: null,
    overallProgress: 40,
  },
  {
    id: 'run-2',
    storeId: '301',
    storeType: 'woocommerce',
    status: 'failed',
    productCount: 260,
    startedAt: '2026-10-14T08:00:00.000Z',
    completedAt: '2026-10-14T08:00:45.000Z',
    overallProgress: 50,
  },
  {
    id: 'run-1',
    storeId: '201',
    storeType: 'shopify',
    status: 'completed',
    productCount: 640,
    startedAt: '2026-10-13T07:00:00.000Z',
    completedAt: '2026-10-13T07:02:05.000Z',
    overallProgress: 100,
  },
];

const meta = {
  title: 'Components/SyncHistoryTable',
  component: SyncHistoryTable,
  tags: ['autodocs'],
  args: { entries: demo.syncHistory.history, loading: false },
} satisfies Meta<typeof SyncHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo vendor's history, with the spec's six columns. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.syncHistory });
    for (const column of [
      en.columnDate,
      en.columnStoreType,
      en.columnStatus,
      en.columnProducts,
      en.columnDuration,
      en.columnProgress,
    ]) {
      await expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    }
    // One header row plus one row per run.
    await expect(within(table).getAllByRole('row')).toHaveLength(demo.syncHistory.history.length + 1);
  },
};

/**
 * Two Shopify stores and one WooCommerce store: each Shopify run names its store under the platform, since the
 * platform alone does not say whose run it is; the WooCommerce run needs no name.
 */
export const TwoStoresOnOnePlatform: Story = {
  args: {
    entries: [
      ...knownRuns,
      { ...(knownRuns[2] as SyncHistoryEntry), id: 'run-0', storeId: '202', productCount: 561 },
    ],
    stores: [
      { id: '201', storeType: 'shopify', storeName: 'Northwind Sports' },
      { id: '202', storeType: 'shopify', storeName: 'Schuhe Müller' },
      { id: '301', storeType: 'woocommerce', storeName: 'Northwind Outlet' },
    ],
  },
  play: async ({ canvas }) => {
    const [, running, failed, completed, other] = canvas.getAllByRole('row');
    await expect(running).toHaveTextContent(`${en.storeTypeShopify}Northwind Sports`);
    await expect(completed).toHaveTextContent(`${en.storeTypeShopify}Northwind Sports`);
    await expect(other).toHaveTextContent(`${en.storeTypeShopify}Schuhe Müller`);
    await expect(failed).not.toHaveTextContent('Northwind Outlet');
  },
};

/** Durations read as minutes and seconds; a running sync has none yet; progress is a percentage. */
export const StatesAndDurations: Story = {
  args: { entries: knownRuns },
  play: async ({ canvas }) => {
    const [, running, failed, completed] = canvas.getAllByRole('row');
    await expect(completed).toHaveTextContent('2m 5s');
    await expect(completed).toHaveTextContent(en.syncStatusCompleted);
    await expect(completed).toHaveTextContent('100%');
    await expect(failed).toHaveTextContent('45s');
    await expect(failed).toHaveTextContent(en.syncStatusFailed);
    await expect(running).toHaveTextContent(en.syncStatusSyncing);
    await expect(running).toHaveTextContent(en.notAvailable);
    await expect(running).toHaveTextContent('40%');
  },
};

/** No runs yet. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.noDataAvailable)).toBeVisible();
  },
};

/** Placeholder rows while loading. */
export const Loading: Story = {
  args: { loading: true, entries: undefined },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.syncHistory });
    await expect(table.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
  },
};

/** The history could not be loaded. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: demoNetworkError, entries: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en.networkError);
  },
};
