import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SelectField } from './SelectField';

const meta = {
  title: 'Components/SelectField',
  component: SelectField<'woocommerce' | 'shopify'>,
  tags: ['autodocs'],
  args: {
    label: en.platform,
    value: 'woocommerce',
    options: [
      { value: 'woocommerce', label: en.platformWooCommerce },
      { value: 'shopify', label: en.platformShopify },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof SelectField<'woocommerce' | 'shopify'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the select; a choice is passed on as its value. */
export const Choose: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: en.platform });
    await expect(select).toHaveTextContent(en.platformWooCommerce);
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: en.platformShopify }));
    await expect(args.onChange).toHaveBeenCalledWith('shopify');
  },
};

/** A choice that does not apply is listed, disabled, with its reason; it cannot be chosen. */
export const UnavailableChoice: Story = {
  args: {
    options: [
      { value: 'woocommerce', label: en.platformWooCommerce },
      { value: 'shopify', label: en.platformShopify, unavailable: 'Not available for this store.' },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: en.platform }));
    const option = await screen.findByRole('option', { name: /^Shopify/ });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await expect(option).toHaveTextContent('Not available for this store.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
