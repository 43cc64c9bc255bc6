import { en } from '@storesearch/sdk/i18n';
import {
  answerEndpoint,
  emptyBatchInitBody,
  faultHandler,
  spyEndpoint,
  syncProgressBody,
} from '@storesearch/sdk/mocks';
import { getBatchInitEndpoint } from '@storesearch/sdk/stores';
import { getSyncProgressEndpoint } from '@storesearch/sdk/sync';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { withAppRouter } from '../../testing/withAppRouter';
import { WelcomeScreen } from './WelcomeScreen';

const meta = {
  title: 'Screens/Vendor/Welcome',
  component: WelcomeScreen,
  tags: ['autodocs'],
  decorators: [withAppRouter],
  // Through the app's router: the page's links and actions navigate as in the app.
  parameters: { route: PATHS.vendorHome },
} satisfies Meta<typeof WelcomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo vendor on the demo backend: its Shopify and WooCommerce stores, figures and history. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const stores = within(await canvas.findByRole('region', { name: en.yourStores }));
    await expect(await stores.findAllByRole('article')).toHaveLength(2);
    await expect(stores.getByText(en.storeTypeShopify)).toBeVisible();
    await expect(stores.getByText(en.storeTypeWooCommerce)).toBeVisible();
    await expect(canvas.getByRole('group', { name: en.connectedStores })).toHaveTextContent('2');
    await expect(canvas.getByRole('group', { name: en.lastSync })).not.toHaveTextContent(en.noSyncsYet);
    const history = canvas.getByRole('table', { name: en.syncHistory });
    await expect(within(history).getAllByRole('row').length).toBeGreaterThan(1);
    for (const key of ['featureSmartSearch', 'featureAnalytics', 'featureFastSync'] as const) {
      await expect(within(canvas.getByRole('main')).getByRole('heading', { name: en[key] })).toBeVisible();
    }
    // The outlet store's re-sync is in progress: Active Syncs lists it.
    await expect(canvas.getByRole('list', { name: en.activeSyncs })).toHaveTextContent('Northwind Outlet');
  },
};

/**
 * Re-Sync starts a run: the Success toast, then the progress dialog polls it. The button is hidden while the
 * store syncs, so closing the dialog puts focus on the store's card, on its View Details.
 */
export const StartReSync: Story = {
  play: async ({ canvas, userEvent }) => {
    const sports = within(await canvas.findByRole('article', { name: 'Northwind Sports' }));
    await userEvent.click(sports.getByRole('button', { name: `${en.reSync}: Northwind Sports` }));
    await expect(await screen.findByText(en.successTitle)).toBeVisible();
    await expect(await screen.findByRole('dialog', { name: en.syncProgressTitle })).toHaveTextContent(
      'Northwind Sports',
    );
    await expect(sports.queryByRole('button', { name: `${en.reSync}: Northwind Sports` })).toBeNull();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: en.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(sports.getByRole('button', { name: `${en.viewDetails}: Northwind Sports` })).toHaveFocus(),
    );
  },
};

/** A refused sync start: the destructive Error toast with 'Failed to initiate sync. Please try again.'. */
export const StartSyncFails: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('initiateSync', { kind: 'serverError', message: null })] } },
  },
  play: async ({ canvas, userEvent }) => {
    const sports = within(await canvas.findByRole('article', { name: 'Northwind Sports' }));
    await userEvent.click(sports.getByRole('button', { name: `${en.reSync}: Northwind Sports` }));
    await expect(await screen.findByText(en.failedToInitiateSync)).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** A failed run offers Retry; a refused retry toasts 'Failed to retry sync'. */
export const RetryFails: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [
          answerEndpoint(getSyncProgressEndpoint, {
            body: syncProgressBody({ status: 'failed', overallProgress: 55, productCount: 280 }),
          }),
          faultHandler('initiateSync', { kind: 'serverError', message: null }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `${en.syncProgressTitle}: Northwind Outlet` }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: en.syncProgressTitle }));
    await userEvent.click(await dialog.findByRole('button', { name: en.retry }));
    await expect(await screen.findByText(en.failedToRetrySync)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: en.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** View Details opens the store's details on the E-commerce page. */
export const Navigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const sports = within(await canvas.findByRole('article', { name: 'Northwind Sports' }));
    await userEvent.click(sports.getByRole('button', { name: `${en.viewDetails}: Northwind Sports` }));
    await expect(await canvas.findByRole('heading', { name: en.ecommerceTitle, level: 1 })).toBeVisible();
    const highlighted = await canvas.findByRole('listitem', { current: true });
    await expect(highlighted).toHaveTextContent('Northwind Sports');
    await expect(await canvas.findByRole('region', { name: 'Northwind Sports' })).toBeVisible();
  },
};

/** A vendor with no stores yet: 'No Stores Connected', zeros and 'No syncs yet'. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [answerEndpoint(getBatchInitEndpoint, { body: emptyBatchInitBody() })],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: en.noStoresConnectedTitle })).toBeVisible();
    await expect(canvas.getByRole('group', { name: en.connectedStores })).toHaveTextContent('0');
    await expect(canvas.getByRole('group', { name: en.lastSync })).toHaveTextContent(en.noSyncsYet);
    await expect(canvas.getByText(en.noDataAvailable)).toBeVisible();
  },
};

/** While batch-init is on its way every section shows placeholders. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('getBatchInit', { kind: 'pending' })] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: en.connectedStores })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('table', { name: en.syncHistory })).toBeVisible();
  },
};

/** The server fails: its message is shown in place of the page's data. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('getBatchInit', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
    await expect(canvas.queryByRole('group', { name: en.connectedStores })).toBeNull();
  },
};

/** Rate limited without Retry-After: the spec's default wait of 15 minutes. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('getBatchInit', { kind: 'rateLimited' })] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Rate limit exceeded. Please try again in 15 minutes.',
    );
  },
};

/** A malformed answer is a typed error naming the call, not a blank page. */
export const MalformedResponse: Story = {
  parameters: {
    msw: {
      handlers: { story: [faultHandler('getBatchInit', { kind: 'malformed', variant: 'schemaMismatch' })] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unexpected response from GET /api/v1/vendor-info/batch-init',
    );
  },
};

/** Batch-init requests seen by the Refresh story; the spy counts and lets the demo backend answer. */
let batchInitCalls = 0;

/** The page loads with one batch-init request, and Refresh asks for it once more. */
export const Refresh: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [
          spyEndpoint(getBatchInitEndpoint, () => {
            batchInitCalls += 1;
          }),
        ],
      },
    },
  },
  beforeEach: () => {
    batchInitCalls = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    await expect(batchInitCalls).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: en.refresh }));
    await waitFor(() => expect(batchInitCalls).toBe(2));
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
    // Same picture at every run: the refresh has settled (the button left its loading state), and the button
    // loses focus either way (a button disabled while loading drops it, a fast answer would keep it).
    const refresh = canvas.getByRole('button', { name: en.refresh });
    await waitFor(() => expect(refresh).toBeEnabled());
    refresh.blur();
  },
};

/** Inside the app: `/` redirects to the vendor home, which renders this screen in the app layout. */
export const InTheApp: Story = {
  parameters: { route: '/' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: en.welcomeTitle, level: 1 })).toBeVisible();
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};
