import { DEFAULT_REPORT_SCOPE } from '@storesearch/sdk/insights';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { insightsEn } from '../../../testing/insightsStories';
import { ReportScopePicker } from './ReportScopePicker';

const meta = {
  title: 'Insights/ReportScopePicker',
  component: ReportScopePicker,
  tags: ['autodocs'],
  args: { value: DEFAULT_REPORT_SCOPE, onChange: fn() },
} satisfies Meta<typeof ReportScopePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By default: the selected store, every platform. Choosing all stores keeps the platform. */
export const ThisStore: Story = {
  play: async ({ canvas, args }) => {
    const stores = await canvas.findByRole('combobox', { name: insightsEn.storeScope });
    await expect(stores).toHaveTextContent(insightsEn.thisStore);
    await expect(canvas.getByRole('combobox', { name: insightsEn.platform })).toHaveTextContent(
      insightsEn.allPlatforms,
    );
    await userEvent.click(stores);
    await userEvent.click(await screen.findByRole('option', { name: insightsEn.allStores }));
    await expect(args.onChange).toHaveBeenCalledWith({ stores: 'all' });
  },
};

/** All stores on one platform; choosing all platforms again drops the platform. */
export const AllStoresOnePlatform: Story = {
  args: { value: { stores: 'all', platform: 'woocommerce' } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('combobox', { name: insightsEn.storeScope })).toHaveTextContent(
      insightsEn.allStores,
    );
    const platform = canvas.getByRole('combobox', { name: insightsEn.platform });
    await expect(platform).toHaveTextContent(insightsEn.platformWooCommerce);
    await userEvent.click(platform);
    await userEvent.click(await screen.findByRole('option', { name: insightsEn.platformShopify }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ stores: 'all', platform: 'shopify' });
    await userEvent.click(platform);
    await userEvent.click(await screen.findByRole('option', { name: insightsEn.allPlatforms }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ stores: 'all' });
  },
};

/**
 * This store, on Shopify: WooCommerce is listed but cannot be chosen, and says why (the store would have no
 * figures there).
 */
export const ThisStoreOtherPlatform: Story = {
  args: { storeType: 'shopify' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: insightsEn.platform }));
    const woo = await screen.findByRole('option', { name: new RegExp(`^${insightsEn.platformWooCommerce}`) });
    await expect(woo).toHaveAttribute('aria-disabled', 'true');
    await expect(woo).toHaveTextContent('This store is on Shopify only.');
    await expect(screen.getByRole('option', { name: insightsEn.platformShopify })).not.toHaveAttribute(
      'aria-disabled',
    );
    // Closed again: an open list hides the page from assistive technology, the shot's accessibility check too.
    await userEvent.keyboard('{Escape}');
  },
};

/** All stores on WooCommerce, then this store (on Shopify): the platform it is not on is dropped. */
export const ThisStoreDropsOtherPlatform: Story = {
  args: { value: { stores: 'all', platform: 'woocommerce' }, storeType: 'shopify' },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: insightsEn.storeScope }));
    await userEvent.click(await screen.findByRole('option', { name: insightsEn.thisStore }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ stores: 'store' });
  },
};
