import { en } from '@storesearch/sdk/i18n';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
