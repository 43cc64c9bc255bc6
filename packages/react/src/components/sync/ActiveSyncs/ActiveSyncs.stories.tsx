import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { toStoreListItems } from '../../../hooks/stores/storeListItems';
import { loadDemoBatchInit } from '../../../testing/demoData';
import { ActiveSyncs } from './ActiveSyncs';

const demoStores = toStoreListItems(await loadDemoBatchInit());
const syncing = demoStores.filter((store) => store.hasSyncProgress);

const meta = {
  title: 'Components/ActiveSyncs',
  component: ActiveSyncs,
  tags: ['autodocs'],
  args: { stores: demoStores, loading: false, onShowProgress: fn() },
} satisfies Meta<typeof ActiveSyncs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo vendor's outlet store is re-syncing: it is listed, and its button opens the progress. */
export const Data: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: en.activeSyncs });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(syncing.length);
    const [first] = syncing;
    if (!first) throw new Error('The demo vendor has no sync in progress');
    await userEvent.click(
      canvas.getByRole('button', { name: `${en.syncProgressTitle}: ${first.storeName}` }),
    );
    await expect(args.onShowProgress).toHaveBeenCalledWith(expect.objectContaining({ id: first.id }));
  },
};

/** No run in progress. */
export const Empty: Story = {
  args: { stores: demoStores.map((store) => ({ ...store, hasSyncProgress: false })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.noActiveSyncs)).toBeVisible();
  },
};

/** While the stores load. */
export const Loading: Story = {
  args: { stores: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: en.activeSyncs })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
