import { en } from '@storesearch/sdk/i18n';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { withAppRouter } from '../../testing/withAppRouter';
import { SyncScreen } from './SyncScreen';

const meta = {
  title: 'Screens/Vendor/Sync',
  component: SyncScreen,
  tags: ['autodocs'],
  decorators: [withAppRouter],
  parameters: { route: PATHS.vendorSync },
} satisfies Meta<typeof SyncScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo vendor's stores with their sync state, and the history, reached from the sidebar. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: en.syncTitle, level: 1 })).toBeVisible();
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('table', { name: en.syncHistory })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en.syncTitle })).toHaveAttribute('aria-current', 'page');
  },
};

/** The stores cannot be loaded: the server's message. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('getBatchInit', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
  },
};
