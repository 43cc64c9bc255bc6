import { en } from '@storesearch/sdk/i18n';
import { loadMerchandisingMessages } from '@storesearch/sdk/merchandising';
import {
  answerEndpoint,
  DEMO_STORES,
  emptyBatchInitBody,
  faultHandler,
  getDemoBackend,
} from '@storesearch/sdk/mocks';
import { getBatchInitEndpoint, SELECTED_STORE_STORAGE_KEY } from '@storesearch/sdk/stores';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { withAppRouter } from '../../testing/withAppRouter';
import { BoostingScreen } from './BoostingScreen';

const backend = getDemoBackend();

/** Batch-init of a vendor with no stores yet. */
const noStores = answerEndpoint(getBatchInitEndpoint, { body: emptyBatchInitBody() });

/** The tuning screens inside the app's shell and router, signed in as the demo vendor. */
const meta = {
  title: 'Screens/Vendor/Tuning',
  component: BoostingScreen,
  tags: ['autodocs'],
  decorators: [withAppRouter],
} satisfies Meta<typeof BoostingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/dashboard/vendor/boosting`: the selected store's rule cards and its manual product boosts. */
export const Boosting: Story = {
  parameters: { route: PATHS.vendorBoosting },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en.boostingTitle })).toBeVisible();
    const rules = within(await canvas.findByRole('region', { name: en.boostingTitle }));
    const seeded = backend.db.boostingRules.filter((r) => r.storeId === DEMO_STORES.shopify.id);
    await waitFor(() => expect(rules.getAllByRole('article')).toHaveLength(seeded.length));
    await expect(await canvas.findByRole('table', { name: en.manualProductBoost })).toBeVisible();
  },
};

/** A vendor without stores: the tuning screens point to the e-commerce page. */
export const BoostingWithoutStores: Story = {
  parameters: { route: PATHS.vendorBoosting, msw: { handlers: { story: [noStores] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: en.noStoresConnected })).toHaveAttribute(
      'href',
      PATHS.vendorEcommerce,
    );
  },
};

/** `/dashboard/vendor/facets`: the facets editor of the selected store. */
export const Facets: Story = {
  parameters: { route: PATHS.vendorFacets },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en.facetsTitle })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: en.facetsTitle })).toBeVisible();
  },
};

/** The vendor's stores cannot be read on the facets page: failedToFetchVendorId. */
export const FacetsVendorFails: Story = {
  parameters: {
    route: PATHS.vendorFacets,
    msw: { handlers: { story: [faultHandler('getBatchInit', { kind: 'serverError' })] } },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(
        canvas.getAllByRole('alert').some((a) => a.textContent?.includes(en.failedToFetchVendorId)),
      ).toBe(true),
    );
  },
};

/** Leaving with unsaved facet edits asks first: Stay keeps the edits, Leave goes. */
export const FacetsUnsavedChanges: Story = {
  parameters: { route: PATHS.vendorFacets },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: en.facetsTitle });
    const label = within(table).getByRole('textbox', { name: `${en.facetLabel}: category` });
    await userEvent.clear(label);
    await userEvent.type(label, 'Department');
    await userEvent.click(canvas.getByRole('link', { name: en.boostingTitle }));
    const prompt = within(await screen.findByRole('alertdialog', { name: en.unsavedChangesTitle }));
    await userEvent.click(prompt.getByRole('button', { name: en.stayOnPage }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByRole('textbox', { name: `${en.facetLabel}: category` })).toHaveValue(
      'Department',
    );
    await userEvent.click(canvas.getByRole('link', { name: en.boostingTitle }));
    const again = within(await screen.findByRole('alertdialog', { name: en.unsavedChangesTitle }));
    await userEvent.click(again.getByRole('button', { name: en.leavePage }));
    await expect(await canvas.findByRole('heading', { level: 1, name: en.boostingTitle })).toBeVisible();
  },
};

/**
 * Unsaved facet edits and the header: switching the store or signing out asks first with the same question.
 * Stay keeps the edits and the store; Leave switches the store and starts its facets afresh.
 */
export const FacetsStoreSwitchAsks: Story = {
  parameters: { route: PATHS.vendorFacets },
  beforeEach: () => {
    window.localStorage.removeItem(SELECTED_STORE_STORAGE_KEY);
  },
  play: async ({ canvas, userEvent }) => {
    const labelOf = async () =>
      within(await canvas.findByRole('table', { name: en.facetsTitle })).getByRole('textbox', {
        name: `${en.facetLabel}: category`,
      });
    const label = await labelOf();
    await userEvent.clear(label);
    await userEvent.type(label, 'Department');
    const selector = canvas.getByRole('combobox', { name: en.selectStore });
    await expect(selector).toHaveTextContent('Northwind Sports');

    const chooseOutlet = async () => {
      await userEvent.click(selector);
      await userEvent.click(await screen.findByRole('option', { name: /Northwind Outlet/ }));
      return within(await screen.findByRole('alertdialog', { name: en.unsavedChangesTitle }));
    };
    const answer = async (prompt: ReturnType<typeof within>, name: string) => {
      await userEvent.click(prompt.getByRole('button', { name }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    };

    // Stay: same store, same edits.
    await answer(await chooseOutlet(), en.stayOnPage);
    await expect(selector).toHaveTextContent('Northwind Sports');
    await expect(await labelOf()).toHaveValue('Department');

    // Signing out asks the same question; Stay keeps the session and the edits.
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${en.userMenu}: `) }));
    await userEvent.click(await screen.findByRole('menuitem', { name: en.signOut }));
    await answer(
      within(await screen.findByRole('alertdialog', { name: en.unsavedChangesTitle })),
      en.stayOnPage,
    );
    await expect(await labelOf()).toHaveValue('Department');

    // Leave: the other store is selected and its own facets are shown.
    await answer(await chooseOutlet(), en.leavePage);
    await waitFor(() => expect(selector).toHaveTextContent('Northwind Outlet'));
    await waitFor(async () => expect(await labelOf()).not.toHaveValue('Department'));
  },
};

/** The English text with the merchandising area, which loads with the merchandising screen. */
const merchandisingText = await loadMerchandisingMessages('en');

/** `/dashboard/vendor/merchandising`: the selected store's query rules and the search preview. */
export const Merchandising: Story = {
  parameters: { route: PATHS.vendorMerchandising },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en.merchandisingTitle })).toBeVisible();
    const rules = within(await canvas.findByRole('region', { name: merchandisingText.queryRulesTitle }));
    const seeded = backend.db.merchandising.rules.filter(
      (r) => String(r.storeId) === String(DEMO_STORES.shopify.id),
    );
    await waitFor(() => expect(rules.getAllByRole('article')).toHaveLength(seeded.length));
    await expect(canvas.getByRole('region', { name: merchandisingText.previewTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en.merchandisingTitle })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A vendor without stores: the merchandising screen points to the e-commerce page. */
export const MerchandisingWithoutStores: Story = {
  parameters: { route: PATHS.vendorMerchandising, msw: { handlers: { story: [noStores] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: en.noStoresConnected })).toHaveAttribute(
      'href',
      PATHS.vendorEcommerce,
    );
  },
};

/** The query rules are still loading: placeholder cards under the title. */
export const MerchandisingLoading: Story = {
  parameters: {
    route: PATHS.vendorMerchandising,
    msw: { handlers: { story: [faultHandler('listQueryRules', { kind: 'pending' })] } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en.merchandisingTitle })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('main [aria-busy="true"]')).not.toBeNull());
  },
};

/** The query rules cannot be read: the call's message in place of the cards; the preview still works. */
export const MerchandisingRulesFail: Story = {
  parameters: {
    route: PATHS.vendorMerchandising,
    msw: { handlers: { story: [faultHandler('listQueryRules', { kind: 'serverError' })] } },
  },
  play: async ({ canvas }) => {
    const rules = await canvas.findByRole('region', { name: merchandisingText.queryRulesTitle });
    await waitFor(() => expect(within(rules).getByRole('alert')).toHaveTextContent('Internal server error'));
    await expect(canvas.getByLabelText(merchandisingText.previewQueryLabel)).toBeVisible();
  },
};

/** `?tab=synonyms`: the store's synonyms and the suggestions from its search log. */
export const MerchandisingSynonyms: Story = {
  parameters: { route: `${PATHS.vendorMerchandising}?tab=synonyms` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: en.merchandisingTabSynonyms, selected: true }),
    ).toBeVisible();
    const panel = within(await canvas.findByRole('region', { name: merchandisingText.synonymsTitle }));
    await expect(await panel.findByLabelText(merchandisingText.synonymTermsLabel)).toHaveValue(
      'sneakers, trainers, kicks',
    );
    await expect(await panel.findByRole('listitem', { name: 'sneekers' })).toBeVisible();
  },
};

/**
 * An unsaved synonym survives a look at the history tab; leaving the page asks first, and Stay keeps it.
 */
export const MerchandisingSynonymsUnsaved: Story = {
  parameters: { route: `${PATHS.vendorMerchandising}?tab=synonyms` },
  play: async ({ canvas, userEvent }) => {
    const panel = within(await canvas.findByRole('region', { name: merchandisingText.synonymsTitle }));
    await userEvent.click(await panel.findByRole('button', { name: 'Add "sneekers" → "sneakers"' }));
    await userEvent.click(canvas.getByRole('tab', { name: en.merchandisingTabHistory }));
    await expect(await canvas.findByRole('region', { name: merchandisingText.historyTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: en.merchandisingTabSynonyms }));
    await expect(panel.getAllByLabelText(merchandisingText.synonymFromLabel)[0]).toHaveValue('sneekers');
    await userEvent.click(canvas.getByRole('link', { name: en.facetsTitle }));
    const prompt = within(await screen.findByRole('alertdialog', { name: en.unsavedChangesTitle }));
    await userEvent.click(prompt.getByRole('button', { name: en.stayOnPage }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(panel.getAllByLabelText(merchandisingText.synonymFromLabel)[0]).toHaveValue('sneekers');
  },
};

/**
 * A result pinned in the search preview and not saved survives a look at another tab; leaving the page asks
 * first, and Stay keeps it.
 */
export const MerchandisingPreviewUnsaved: Story = {
  parameters: { route: `${PATHS.vendorMerchandising}?preview=rain%20jacket` },
  play: async ({ canvas, userEvent }) => {
    const preview = within(await canvas.findByRole('region', { name: merchandisingText.previewTitle }));
    const results = await preview.findByRole('list', { name: merchandisingText.previewTitle });
    // The results themselves, not the reasons listed inside each.
    const items = () =>
      within(results)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === results);
    await waitFor(() => expect(items().length).toBeGreaterThan(1));
    const second = items()[1];
    if (!second) throw new Error('the preview needs two results');
    await userEvent.click(within(second).getByRole('button', { name: /^Actions for / }));
    await userEvent.click(await screen.findByRole('menuitem', { name: merchandisingText.previewPinFirst }));
    const note = merchandisingText.previewDraftNote.replace('{query}', 'rain jacket');
    await expect(await preview.findByText(note)).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: en.merchandisingTabSynonyms }));
    await expect(await canvas.findByRole('region', { name: merchandisingText.synonymsTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: en.merchandisingTabRules }));
    await expect(await preview.findByText(note)).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: en.facetsTitle }));
    const prompt = within(await screen.findByRole('alertdialog', { name: en.unsavedChangesTitle }));
    await userEvent.click(prompt.getByRole('button', { name: en.stayOnPage }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(preview.getByText(note)).toBeVisible();
    // The picture shows the preview with its unsaved change.
    preview.getByText(note).scrollIntoView({ block: 'center' });
  },
};

/** `?tab=history`: every tuning change of the store, newest first, with what changed. */
export const MerchandisingHistory: Story = {
  parameters: { route: `${PATHS.vendorMerchandising}?tab=history` },
  play: async ({ canvas }) => {
    const history = within(await canvas.findByRole('list', { name: merchandisingText.historyTitle }));
    await expect(
      history.getByRole('listitem', { name: 'Changed: Rule for "running shoes"' }),
    ).toHaveTextContent(
      'Boost: All conditions match: Tag is bestseller · × 1.5 → All conditions match: Tag is bestseller · × 2',
    );
  },
};
