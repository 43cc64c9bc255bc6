import { en, loadMessages } from '@storesearch/sdk/i18n';
import { DEMO_VENDOR_ID, faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { StoreList } from '../components/stores/StoreList/StoreList';
import { SyncStats } from '../components/sync/SyncStats/SyncStats';
import { useStores } from '../hooks/stores/useStores';
import { useSyncHistory } from '../hooks/sync/useSyncHistory';
import { StoreSearchProvider } from './StoreSearchProvider';

const german = await loadMessages('de');

/** What a partner mounts inside the provider: components fed by the provider's hooks. */
function PartnerAdmin() {
  const stores = useStores();
  const history = useSyncHistory();
  return (
    <>
      <SyncStats
        stats={history.data?.stats}
        storeCount={stores.data?.length}
        loading={stores.isPending}
        error={stores.error}
      />
      <StoreList stores={stores.data} loading={stores.isPending} error={stores.error} />
    </>
  );
}

const meta = {
  title: 'Provider/StoreSearchProvider',
  component: StoreSearchProvider,
  tags: ['autodocs'],
  // A provider of its own inside the preview's: it creates its client from `config`, on the demo backend.
  args: {
    config: { baseUrl: '', vendorId: DEMO_VENDOR_ID },
    locale: 'en',
    appearance: 'light',
    accentColor: 'indigo',
  },
  render: (args) => (
    <StoreSearchProvider {...args}>
      <PartnerAdmin />
    </StoreSearchProvider>
  ),
} satisfies Meta<typeof StoreSearchProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: its own client and cache, English, a light indigo Theme. */
export const Data: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
    const theme = canvasElement.querySelector('.radix-themes[data-accent-color="indigo"]');
    await expect(theme).not.toBeNull();
  },
};

/** Dark appearance and another accent colour. */
export const DarkCrimson: Story = {
  args: { appearance: 'dark', accentColor: 'crimson' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('article');
    const theme = canvasElement.querySelector('.radix-themes[data-accent-color="crimson"]');
    await expect(theme?.classList.contains('dark')).toBe(true);
  },
};

/** A locale loads its catalogue: every string follows. */
export const German: Story = {
  args: { locale: 'de' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: german.yourStores })).toBeVisible());
    await expect(canvas.getByRole('group', { name: german.connectedStores })).toBeVisible();
  },
};

/** A partner's own wording replaces single entries; the rest stays the locale's. */
export const MessageOverrides: Story = {
  args: { messages: { yourStores: 'Connected shops' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Connected shops' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: en.connectedStores })).toBeVisible();
  },
};

/** Inside a host that already renders a Theme: `theme={false}` adds none. */
export const HostTheme: Story = {
  args: { theme: false, accentColor: 'crimson' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('article');
    await expect(canvasElement.querySelector('.radix-themes[data-accent-color="crimson"]')).toBeNull();
  },
};

/** Loading: placeholders until the first answer. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('getBatchInit', { kind: 'pending' })] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: en.connectedStores })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A vendor the API does not know: the server's message, in the components' error slot. */
export const ErrorState: Story = {
  name: 'Error',
  args: { config: { baseUrl: '', vendorId: 999_999 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('alert')).not.toHaveLength(0);
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('Vendor not found');
  },
};
