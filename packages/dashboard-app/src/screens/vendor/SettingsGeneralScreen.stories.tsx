import { en } from '@storesearch/sdk/i18n';
import { answerEndpoint, DEMO_VENDOR_ID, emptyBatchInitBody } from '@storesearch/sdk/mocks';
import { getBatchInitEndpoint } from '@storesearch/sdk/stores';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { withAppRouter } from '../../testing/withAppRouter';
import { SettingsGeneralScreen } from './SettingsGeneralScreen';

const meta = {
  title: 'Screens/Vendor/SettingsGeneral',
  component: SettingsGeneralScreen,
  tags: ['autodocs'],
  decorators: [withAppRouter],
  parameters: { route: PATHS.vendorSettingsGeneral },
} satisfies Meta<typeof SettingsGeneralScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The selected store's details (secret masked) and its embed script, with the platform dropdown in the header. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const details = await canvas.findByRole('region', { name: en.storeDetails });
    await expect(await canvas.findByText('Northwind Sports')).toBeVisible();
    await expect(details).not.toHaveTextContent('shpat_');
    await expect(await canvas.findByRole('region', { name: en.embedScript })).toHaveTextContent(
      `vendorId=${DEMO_VENDOR_ID}`,
    );
    await expect(canvas.getByRole('combobox', { name: en.platform })).toBeVisible();
  },
};

/** No stores: the spec's message, linking to the E-commerce page. */
export const NoStores: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [answerEndpoint(getBatchInitEndpoint, { body: emptyBatchInitBody() })],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const link = await canvas.findByRole('link', { name: en.noStoresConnected });
    await userEvent.click(link);
    await expect(await canvas.findByRole('heading', { name: en.ecommerceTitle, level: 1 })).toBeVisible();
  },
};
