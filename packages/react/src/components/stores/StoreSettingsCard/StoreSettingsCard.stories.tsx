import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoServerError } from '../../../testing/demoData';
import { storyStoreSettings } from '../../../testing/storeStories';
import { StoreSettingsCard } from './StoreSettingsCard';

const details = storyStoreSettings;

const meta = {
  title: 'Components/StoreSettingsCard',
  component: StoreSettingsCard,
  tags: ['autodocs'],
  args: { details, loading: false },
} satisfies Meta<typeof StoreSettingsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every setting read-only; the access token masked, never whole. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(details.title)).toBeVisible();
    await expect(canvas.getByText(en.accessToken)).toBeVisible();
    await expect(canvas.getByRole('region')).not.toHaveTextContent(details.secret);
    await expect(canvas.getByText('••••••••0123')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    // The status and the language are worded, not shown as the API's codes.
    await expect(canvas.getByText(en.storeStatusActive)).toBeVisible();
    await expect(canvas.getByText('English')).toBeVisible();
  },
};

/** A German store's language reads as the language's own name. */
export const GermanStore: Story = {
  args: { details: { ...details, language: 'de', status: 'pending' } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Deutsch')).toBeVisible();
    await expect(canvas.getByText(en.storeStatusPending)).toBeVisible();
    await expect(canvas.queryByText('de')).toBeNull();
  },
};

/** A WooCommerce store shows its consumer key, masked; missing values read N/A. */
export const WooCommerce: Story = {
  args: { details: { ...details, storeType: 'woocommerce', secret: 'ck_abcdefghijklmnopqrstu', field: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.consumerKey)).toBeVisible();
    await expect(canvas.getByRole('region')).not.toHaveTextContent('ck_abcd');
    await expect(canvas.getByText('••••••••rstu')).toBeVisible();
    await expect(canvas.getByText(en.notAvailable)).toBeVisible();
  },
};

/** No store selected. */
export const Empty: Story = {
  args: { details: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en.noActiveStoreSelected);
  },
};

/** While the settings load. */
export const Loading: Story = {
  args: { details: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The settings could not be loaded. */
export const ServerError: Story = {
  args: { details: undefined, error: demoServerError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
  },
};
