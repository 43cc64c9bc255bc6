import { en } from '@storesearch/sdk/i18n';
import { loadInsightsMessages } from '@storesearch/sdk/insights';
import { loadMerchandisingMessages } from '@storesearch/sdk/merchandising';
import { answerEndpoint, emptyBatchInitBody } from '@storesearch/sdk/mocks';
import { getBatchInitEndpoint, SELECTED_STORE_STORAGE_KEY } from '@storesearch/sdk/stores';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { withAppRouter } from '../../testing/withAppRouter';
import { VendorDashboardScreen } from './VendorDashboardScreen';

/** Batch-init of a vendor with no stores yet. */
const noStores = answerEndpoint(getBatchInitEndpoint, { body: emptyBatchInitBody() });

/** The analytics and usage screens inside the app's shell and router, signed in as the demo vendor. */
const meta = {
  title: 'Screens/Vendor/Analytics',
  component: VendorDashboardScreen,
  tags: ['autodocs'],
  decorators: [withAppRouter],
  // Each story starts on the default store: the first connected one (spec section 4).
  beforeEach: () => localStorage.removeItem(SELECTED_STORE_STORAGE_KEY),
} satisfies Meta<typeof VendorDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for a screen's title and the selected store's name under it. */
async function screenOf(canvas: ReturnType<typeof within>, title: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(await canvas.findByTestId('selected-store-name')).toHaveTextContent('Northwind Sports');
}

/**
 * The dashboard, then the header's store selector switches the store its title and figures follow: the
 * WooCommerce store sells in euros, and its queries' revenue shows with €, not $.
 */
export const Dashboard: Story = {
  parameters: { route: PATHS.vendorDashboard },
  play: async ({ canvas }) => {
    await screenOf(canvas, en.vendorDashboardTitle);
    const total = await canvas.findByRole('group', { name: en.totalSearches });
    await waitFor(() => expect(total).toHaveAttribute('aria-busy', 'false'));
    const before = total.textContent;
    await userEvent.click(canvas.getByRole('combobox', { name: en.selectStore }));
    await userEvent.click(await screen.findByRole('option', { name: /Northwind Outlet/ }));
    await waitFor(() =>
      expect(canvas.getByTestId('selected-store-name')).toHaveTextContent('Northwind Outlet'),
    );
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: en.totalSearches }).textContent).not.toBe(before),
    );
    const table = canvas.getByRole('table', { name: en.recentSearches });
    await waitFor(() => expect(table).toHaveTextContent(/€[\d,]+\.\d{2}/));
    await expect(table).not.toHaveTextContent('$');
  },
};

/** Filter state. */
export const FilterState: Story = {
  parameters: { route: PATHS.vendorFilterState },
  play: async ({ canvas }) => {
    await screenOf(canvas, en.filterStateTitle);
    await expect(await canvas.findByRole('figure', { name: en.filterUsage })).toBeVisible();
  },
};

/** Real-time state. */
export const Realtime: Story = {
  parameters: { route: PATHS.vendorRealtime },
  play: async ({ canvas }) => {
    await screenOf(canvas, en.realtimeStateTitle);
    await expect(await canvas.findByRole('figure', { name: en.searchOrigins })).toBeVisible();
  },
};

/** Waits for a chart of the screen to be drawn (its plot, not only its frame). */
async function drawnChart(canvas: ReturnType<typeof within>, name: string) {
  const figure = await canvas.findByRole('figure', { name });
  await waitFor(() => expect(figure.querySelector('[data-chart-plot] svg path')).not.toBeNull());
  return figure;
}

/**
 * Search state over the last 30 days: the searches of every store (named under the title) in the table, each
 * query's revenue in its stores' currencies side by side, and the top 5 chart beside the previous period.
 */
export const SearchState: Story = {
  parameters: { route: `${PATHS.vendorSearchState}?period=last-30-days` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en.searchStateTitle })).toBeVisible();
    await expect(await canvas.findByTestId('store-scope')).toHaveTextContent(
      'All stores: Northwind Sports and Northwind Outlet',
    );
    const table = await canvas.findByRole('table', { name: en.recentSearches });
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(1));
    await waitFor(() => expect(table).toHaveTextContent(/\$[\d,]+\.\d{2} · €[\d,]+\.\d{2}/));
    await drawnChart(canvas, en.topSearchedQueriesOverTime);
  },
};

/** Search state: Boost Search opens Dynamic Re-Rank with the add-rule editor pre-filled for that query. */
export const SearchStateBoostSearch: Story = {
  parameters: { route: PATHS.vendorSearchState },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en.searchStateTitle })).toBeVisible();
    const table = await canvas.findByRole('table', { name: en.recentSearches });
    const first = await waitFor(() => within(table).getAllByRole('rowheader')[0]?.textContent ?? '');
    await userEvent.click(canvas.getByRole('button', { name: `Actions for ${first}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: en.boostSearch }));
    await expect(await canvas.findByRole('heading', { level: 1, name: en.boostingTitle })).toBeVisible();
    const editor = within(await screen.findByRole('dialog', { name: en.addRule }));
    await expect(editor.getByLabelText(en.ruleName)).toHaveValue(first);
    await userEvent.click(editor.getByRole('button', { name: en.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The English catalogue with the insights area, which loads with the insights screen. */
const insightsEnglish = async () => ({ ...en, ...(await loadInsightsMessages('en')) });

/** Search insights: the period picker moves every figure; the no-result report lists "sneekers". */
export const SearchInsights: Story = {
  parameters: { route: PATHS.vendorSearchInsights },
  play: async ({ canvas }) => {
    const insightsEn = await insightsEnglish();
    await screenOf(canvas, en.searchInsightsTitle);
    await expect(await canvas.findByText('Nov 16, 2026 – Nov 22, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: insightsEn.period }));
    await userEvent.click(await screen.findByRole('option', { name: insightsEn.periodLast30Days }));
    await expect(await canvas.findByText('Oct 24, 2026 – Nov 22, 2026')).toBeVisible();
    const table = await canvas.findByRole('table', { name: insightsEn.reportNoResults });
    await expect(await within(table).findByRole('row', { name: 'sneekers' })).toBeVisible();
  },
};

/**
 * A shared link whose period cannot be shown (it ends before it starts): the default period is shown, and a
 * notice names the link's period and the reason (dismissing it: the e2e test).
 */
export const SearchInsightsRefusedPeriod: Story = {
  parameters: { route: `${PATHS.vendorSearchInsights}?period=2026-11-10..2026-11-01` },
  play: async ({ canvas }) => {
    const insightsEn = await insightsEnglish();
    await screenOf(canvas, en.searchInsightsTitle);
    const notice = await canvas.findByText(/“2026-11-10\.\.2026-11-01”/);
    await expect(notice).toHaveTextContent(insightsEn.periodEndBeforeStart);
    await expect(canvas.getByRole('button', { name: insightsEn.dismiss })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: insightsEn.period })).toHaveTextContent(
      insightsEn.periodLast7Days,
    );
    await expect(await canvas.findByText('Nov 16, 2026 – Nov 22, 2026')).toBeVisible();
  },
};

/**
 * This store (on Shopify) with WooCommerce in the address: the platform it is not on is dropped, so the figures
 * are the store's, and WooCommerce is offered disabled with the reason.
 */
export const SearchInsightsThisStoreOtherPlatform: Story = {
  parameters: { route: `${PATHS.vendorSearchInsights}?platform=woocommerce` },
  play: async ({ canvas }) => {
    const insightsEn = await insightsEnglish();
    await screenOf(canvas, en.searchInsightsTitle);
    const platform = await canvas.findByRole('combobox', { name: insightsEn.platform });
    await expect(platform).toHaveTextContent(insightsEn.allPlatforms);
    const total = await canvas.findByRole('group', { name: en.totalSearches });
    await waitFor(() => expect(total).toHaveAttribute('aria-busy', 'false'));
    await expect(total).not.toHaveTextContent(/^Total Searches0/);
    await userEvent.click(platform);
    const woo = await screen.findByRole('option', { name: new RegExp(`^${insightsEn.platformWooCommerce}`) });
    await expect(woo).toHaveAttribute('aria-disabled', 'true');
    await expect(woo).toHaveTextContent('This store is on Shopify only.');
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * A query nobody clicks offers "Pin products": it opens Merchandising with the search preview on that query,
 * its field focused and its results listed, so the right products can be dragged first.
 */
export const SearchInsightsFix: Story = {
  parameters: { route: `${PATHS.vendorSearchInsights}?period=last-30-days` },
  play: async ({ canvas }) => {
    const insightsEn = await insightsEnglish();
    const merchandisingEn = await loadMerchandisingMessages('en');
    await userEvent.click(await canvas.findByRole('tab', { name: insightsEn.reportNoClicks }));
    const table = await canvas.findByRole('table', { name: insightsEn.reportNoClicks });
    const [pin] = await within(table).findAllByRole('button', {
      name: new RegExp(`^${insightsEn.fixPinProducts}: `),
    });
    if (!pin) throw new Error('no query to pin products for');
    const query = String(pin.getAttribute('aria-label')).slice(`${insightsEn.fixPinProducts}: `.length);
    await userEvent.click(pin);
    await expect(await canvas.findByRole('heading', { level: 1, name: en.merchandisingTitle })).toBeVisible();
    const field = await canvas.findByLabelText(merchandisingEn.previewQueryLabel);
    await expect(field).toHaveValue(query);
    await waitFor(() => expect(field).toHaveFocus());
    // Shoppers' searches for it found products, and so does the preview: there is something to pin.
    const results = await canvas.findByRole('list', { name: merchandisingEn.previewTitle });
    await expect(within(results).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** Search Lab. */
export const SearchLab: Story = {
  parameters: { route: PATHS.vendorSearchLab },
  play: async ({ canvas }) => {
    await screenOf(canvas, en.searchLabTitle);
    await expect(await canvas.findByRole('list', { name: en.checkoutSummaryUrls })).toBeVisible();
  },
};

/** A URL rule added and not saved: leaving the page asks first, and Stay keeps the rule. */
export const SearchLabUnsaved: Story = {
  parameters: { route: PATHS.vendorSearchLab },
  play: async ({ canvas }) => {
    await screenOf(canvas, en.searchLabTitle);
    const list = await canvas.findByRole('list', { name: en.checkoutSummaryUrls });
    const form = within(canvas.getByRole('form', { name: en.checkoutSummaryUrls }));
    await userEvent.type(form.getByRole('textbox'), '/basket');
    await userEvent.click(form.getByRole('button', { name: en.addUrl }));
    await expect(list).toHaveTextContent('/basket');
    await userEvent.click(canvas.getByRole('link', { name: en.facetsTitle }));
    const prompt = within(await screen.findByRole('alertdialog', { name: en.unsavedChangesTitle }));
    await userEvent.click(prompt.getByRole('button', { name: en.stayOnPage }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: en.searchLabTitle })).toBeVisible();
    await expect(canvas.getByRole('list', { name: en.checkoutSummaryUrls })).toHaveTextContent('/basket');
  },
};

/** Usage: the period's searches and clicks, the plan's limits and the monthly searches chart. */
export const Usage: Story = {
  parameters: { route: PATHS.vendorUsage },
  play: async ({ canvas }) => {
    await screenOf(canvas, en.usageTitle);
    await drawnChart(canvas, en.monthlySearches);
  },
};

/** Usage: Upgrade Now opens My Subscription. */
export const UsageUpgradeNow: Story = {
  parameters: { route: PATHS.vendorUsage },
  play: async ({ canvas }) => {
    await screenOf(canvas, en.usageTitle);
    await userEvent.click(await canvas.findByRole('link', { name: en.upgradeNow }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: en.mySubscriptionTitle }),
    ).toBeVisible();
    // The plans to move to, each checked against the account's use.
    const enterprise = await canvas.findByRole('article', { name: en.planEnterprise });
    await waitFor(() => expect(within(enterprise).getByRole('button')).toBeEnabled());
  },
};

/** Without stores the analytics screens point to the e-commerce page and request nothing. */
export const UsageWithoutStores: Story = {
  parameters: { route: PATHS.vendorUsage, msw: { handlers: { story: [noStores] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: en.noStoresConnected })).toHaveAttribute(
      'href',
      PATHS.vendorEcommerce,
    );
  },
};
