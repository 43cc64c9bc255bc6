import { en } from '@storesearch/sdk/i18n';
import {
  answerEndpoint,
  DEMO_STORES,
  faultHandler,
  WOOCOMMERCE_POSSIBLE_REASONS,
} from '@storesearch/sdk/mocks';
import { createWooCommerceStoreEndpoint } from '@storesearch/sdk/stores';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { StoreConnectionForm } from './StoreConnectionForm';

const meta = {
  title: 'Components/StoreConnectionForm',
  component: StoreConnectionForm,
  tags: ['autodocs'],
  args: { onConnected: fn() },
} satisfies Meta<typeof StoreConnectionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: choose WordPress/WooCommerce and/or Shopify. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: en.platformWordPressWooCommerce })).not.toBeChecked();
    await expect(canvas.queryByLabelText(en.wordpressUrl)).toBeNull();
  },
};

/** Connecting a WooCommerce store on the demo backend reports it connected and clears the fields. */
export const ConnectWooCommerce: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: en.platformWordPressWooCommerce }));
    await userEvent.type(canvas.getByLabelText(en.wordpressUrl), 'shop.harbour-cycles.com');
    await userEvent.type(canvas.getByLabelText(en.consumerKey), 'ck_story_key_1234');
    await userEvent.click(canvas.getByRole('button', { name: en.connectStore }));
    await waitFor(() => expect(args.onConnected).toHaveBeenCalledOnce());
    await expect(canvas.queryByLabelText(en.wordpressUrl)).toBeNull();
    await expect(await screen.findByText(en.storeConnectedTitle)).toBeVisible();
    await expect(screen.getByText(en.storeConnected)).toBeVisible();
  },
};

/**
 * The plan's stores are all in use (Starter, 1 of 1): the form says so before anything is typed, links to the
 * upgrade, and Connect Store does not submit.
 */
export const StoreLimitReached: Story = {
  args: {
    storeLimitReached: { plan: 'Starter', limit: 1, upgradeHref: '/dashboard/vendor/settings/subscription' },
    onNavigate: fn(),
  },
  play: async ({ args, canvas, userEvent }) => {
    const message =
      'Your Starter plan allows 1 store, and all are in use. Upgrade your plan to connect another store.';
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent(message);
    const submit = canvas.getByRole('button', { name: en.connectStore });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(`${message} ${en.upgradeNow}`);
    await userEvent.click(within(notice).getByRole('link', { name: en.upgradeNow }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard/vendor/settings/subscription');
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};

/** Nothing chosen: 'Please select at least one store type.' and the 'Invalid input' toast. */
export const NoStoreType: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en.connectStore }));
    await expect(await canvas.findByText(en.selectAtLeastOneStoreType)).toBeVisible();
    await expect(await screen.findByText(en.invalidInputTitle)).toBeVisible();
    await expect(screen.getByText(en.checkUrls)).toBeVisible();
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};

/** Ticking a platform after that refusal answers it: the message goes, and the box is no longer described by it. */
export const StoreTypeChosenAfterRefusal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en.connectStore }));
    await expect(await canvas.findByText(en.selectAtLeastOneStoreType)).toBeVisible();
    const shopify = canvas.getByRole('checkbox', { name: en.platformShopify });
    await userEvent.click(shopify);
    await expect(canvas.queryByText(en.selectAtLeastOneStoreType)).toBeNull();
    await expect(shopify).not.toHaveAccessibleDescription(en.selectAtLeastOneStoreType);
  },
};

/** Bad URLs get the section 5 messages under their fields, and what was typed stays. */
export const InvalidUrls: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: en.platformWordPressWooCommerce }));
    await userEvent.click(canvas.getByRole('checkbox', { name: en.platformShopify }));
    await userEvent.type(canvas.getByLabelText(en.wordpressUrl), 'not a url');
    await userEvent.type(canvas.getByLabelText(en.consumerKey), 'ck_story');
    await userEvent.type(canvas.getByLabelText(en.shopifyUrl), 'nodot');
    await userEvent.type(canvas.getByLabelText(en.accessToken), 'shpat_story');
    await userEvent.click(canvas.getByRole('button', { name: en.connectStore }));
    await expect(await canvas.findByText(en.invalidUrl)).toBeVisible();
    await expect(canvas.getByText(en.invalidShopifyUrl)).toBeVisible();
    await expect(canvas.queryByText(en.consumerKeyRequired)).toBeNull();
    await expect(canvas.getByLabelText(en.wordpressUrl)).toHaveValue('not a url');
    await expect(canvas.getByLabelText(en.wordpressUrl)).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Good URLs without their credentials: each chosen platform asks for its own ('Please enter the consumer key.',
 * 'Please enter the access token.'), the toast says the input is invalid without pointing at the URLs, and
 * nothing is sent.
 */
export const CredentialsMissing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: en.platformWordPressWooCommerce }));
    await userEvent.click(canvas.getByRole('checkbox', { name: en.platformShopify }));
    await userEvent.type(canvas.getByLabelText(en.wordpressUrl), 'shop.harbour-cycles.com');
    await userEvent.type(canvas.getByLabelText(en.shopifyUrl), 'harbour.myshopify.com/admin');
    await userEvent.type(canvas.getByLabelText(en.consumerKey), '   ');
    await userEvent.click(canvas.getByRole('button', { name: en.connectStore }));
    await expect(await canvas.findByText(en.consumerKeyRequired)).toBeVisible();
    await expect(canvas.getByLabelText(en.accessToken)).toHaveAccessibleDescription(en.accessTokenRequired);
    await expect(canvas.getByLabelText(en.consumerKey)).toHaveAttribute('aria-invalid', 'true');
    await expect(await screen.findByText(en.invalidInputTitle)).toBeVisible();
    await expect(screen.queryByText(en.checkUrls)).toBeNull();
    await expect(canvas.queryByText(en.invalidUrl)).toBeNull();
    await expect(canvas.getByLabelText(en.shopifyUrl)).toHaveValue('harbour.myshopify.com/admin');
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};

/**
 * A space in the host is refused in this browser too, although its URL parser would percent-encode it: the
 * section 5 messages show and nothing is sent.
 */
export const SpaceInHost: Story = {
  // The look of the messages is the InvalidUrls story's.
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: en.platformWordPressWooCommerce }));
    await userEvent.click(canvas.getByRole('checkbox', { name: en.platformShopify }));
    await userEvent.type(canvas.getByLabelText(en.wordpressUrl), 'a b.com');
    await userEvent.type(canvas.getByLabelText(en.shopifyUrl), 'https://exa mple.com');
    await userEvent.click(canvas.getByRole('button', { name: en.connectStore }));
    await expect(await canvas.findByText(en.invalidUrl)).toBeVisible();
    await expect(canvas.getByText(en.invalidShopifyUrl)).toBeVisible();
  },
};

/** A WooCommerce key the shop refuses: the server's message, 'Possible reasons:' and the Connection Failed toast. */
export const WooCommerceRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: en.platformWordPressWooCommerce }));
    await userEvent.type(canvas.getByLabelText(en.wordpressUrl), 'https://shop.harbour-cycles.com');
    await userEvent.type(canvas.getByLabelText(en.consumerKey), 'wrong-key');
    await userEvent.click(canvas.getByRole('button', { name: en.connectStore }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(en.possibleReasons);
    const reasons = within(alert).getAllByRole('listitem');
    await expect(reasons).toHaveLength(WOOCOMMERCE_POSSIBLE_REASONS.length);
    await expect(await screen.findByText(en.connectionFailed)).toBeVisible();
    await expect(canvas.getByLabelText(en.consumerKey)).toHaveValue('wrong-key');
  },
};

/** Shopify fails: failedToCreateShopifyStore and the Connection Failed toast. */
export const ShopifyFails: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('createShopifyStore', { kind: 'serverError' })] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: en.platformShopify }));
    await userEvent.type(canvas.getByLabelText(en.shopifyUrl), 'harbour.myshopify.com');
    await userEvent.type(canvas.getByLabelText(en.accessToken), 'shpat_story');
    await userEvent.click(canvas.getByRole('button', { name: en.connectStore }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en.failedToCreateShopifyStore);
    await expect(await screen.findByText(en.connectionFailed)).toBeVisible();
  },
};

/** A store already connected: the 'Store Already Connected' toast. */
export const AlreadyConnected: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [
          answerEndpoint(createWooCommerceStoreEndpoint, {
            body: { success: true, data: { id: String(DEMO_STORES.woocommerce.id), existing: true } },
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: en.platformWordPressWooCommerce }));
    await userEvent.type(canvas.getByLabelText(en.wordpressUrl), 'https://outlet.northwind.demo');
    await userEvent.type(canvas.getByLabelText(en.consumerKey), 'ck_existing');
    await userEvent.click(canvas.getByRole('button', { name: en.connectStore }));
    await expect(await screen.findByText(en.storeAlreadyConnectedTitle)).toBeVisible();
    await expect(screen.getByText(en.storeAlreadyConnected)).toBeVisible();
    // Nothing was connected: the toast is the failure kind, announced at once, not a success.
    await expect(screen.getByText(en.storeAlreadyConnected).closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'assertive',
    );
    // What was typed stays, to be corrected.
    await expect(canvas.getByRole('checkbox', { name: en.platformWordPressWooCommerce })).toBeChecked();
    await expect(canvas.getByLabelText(en.wordpressUrl)).toHaveValue('https://outlet.northwind.demo');
    await expect(canvas.getByLabelText(en.consumerKey)).toHaveValue('ck_existing');
  },
};

/** While the request is on its way the button shows it is busy. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('createWooCommerceStore', { kind: 'pending' })] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: en.platformWordPressWooCommerce }));
    await userEvent.type(canvas.getByLabelText(en.wordpressUrl), 'https://shop.slow-store.com');
    await userEvent.type(canvas.getByLabelText(en.consumerKey), 'ck_slow');
    await userEvent.click(canvas.getByRole('button', { name: en.connectStore }));
    await waitFor(() => expect(canvas.getByRole('button', { name: en.connectStore })).toBeDisabled());
  },
};
