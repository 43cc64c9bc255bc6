import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { type StoreListItem, toStoreListItems } from '../../../hooks/stores/storeListItems';
import { demoServerError, loadDemoBatchInit } from '../../../testing/demoData';
import { StoreList } from './StoreList';

const demoStores = toStoreListItems(await loadDemoBatchInit());
const [firstStore] = demoStores;
if (!firstStore) throw new Error('The demo vendor has no stores');

/** A never-synchronised store next to one that is syncing right now. */
const mixedStores: StoreListItem[] = [
  {
    ...firstStore,
    id: 'new-store',
    storeName: 'Fresh Store',
    hasHistory: false,
    hasSyncProgress: false,
    syncStatus: null,
  },
  {
    ...firstStore,
    id: 'busy-store',
    storeName: 'Busy Store',
    hasHistory: true,
    hasSyncProgress: true,
    syncStatus: 'syncing',
  },
];

const meta = {
  title: 'Components/StoreList',
  component: StoreList,
  tags: ['autodocs'],
  args: {
    stores: demoStores,
    loading: false,
    onStartSync: fn(),
    onViewDetails: fn(),
    onAddStore: fn(),
  },
} satisfies Meta<typeof StoreList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo vendor's stores; each button reports which store it acts on. */
export const Data: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(demoStores.length);
    const first = within(canvas.getByRole('article', { name: firstStore.storeName }));
    await userEvent.click(first.getByRole('button', { name: `${en.viewDetails}: ${firstStore.storeName}` }));
    await expect(args.onViewDetails).toHaveBeenCalledWith(expect.objectContaining({ id: firstStore.id }));
    await userEvent.click(canvas.getByRole('button', { name: en.addStore }));
    await expect(args.onAddStore).toHaveBeenCalledOnce();
  },
};

/** Ready with Start Sync (isReSync false) for a new store; Syncing, with no sync action, while one runs. */
export const ReadyAndSyncing: Story = {
  args: { stores: mixedStores },
  play: async ({ args, canvas, userEvent }) => {
    const fresh = within(canvas.getByRole('article', { name: 'Fresh Store' }));
    await expect(fresh.getByText(en.storeReady)).toBeVisible();
    await userEvent.click(fresh.getByRole('button', { name: `${en.startSync}: Fresh Store` }));
    await expect(args.onStartSync).toHaveBeenCalledWith(expect.objectContaining({ id: 'new-store' }), false);

    const busy = within(canvas.getByRole('article', { name: 'Busy Store' }));
    await expect(busy.getByText(en.storeSyncing)).toBeVisible();
    await expect(busy.queryByRole('button', { name: `${en.reSync}: Busy Store` })).toBeNull();
    await expect(busy.queryByRole('button', { name: `${en.startSync}: Busy Store` })).toBeNull();
  },
};

/** A store synchronised before offers Re-Sync, which starts a sync with isReSync true. */
export const ReSync: Story = {
  args: { stores: [{ ...firstStore, hasHistory: true, hasSyncProgress: false }] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${en.reSync}: ${firstStore.storeName}` }));
    await expect(args.onStartSync).toHaveBeenCalledWith(expect.objectContaining({ id: firstStore.id }), true);
  },
};

/** A start request in flight marks the store as syncing (spec section 4). */
export const StartInFlight: Story = {
  args: {
    stores: [{ ...firstStore, hasHistory: false, hasSyncProgress: false }],
    startingStoreIds: new Set([firstStore.id]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.storeSyncing)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: `${en.startSync}: ${firstStore.storeName}` }),
    ).toBeNull();
  },
};

/** No stores: 'No Stores Connected' with Add Store. */
export const Empty: Story = {
  args: { stores: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: en.noStoresConnectedTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.addStore }));
    await expect(args.onAddStore).toHaveBeenCalledOnce();
  },
};

/** Placeholder cards while loading. */
export const Loading: Story = {
  args: { loading: true, stores: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
  },
};

/** The stores could not be loaded. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: demoServerError, stores: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
  },
};
