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

/** The dashboard, then the header's store selector switches the store its title and figures follow. */
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

/** Search state: the period's searches in the table, and the top 5 chart beside the previous period. */
export const SearchState: Story = {
  parameters: { route: PATHS.vendorSearchState },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en.searchStateTitle })).toBeVisible();
    const table = await canvas.findByRole('table', { name: en.recentSearches });
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(1));
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
    await expect(await canvas.findByText('2026-11-16 – 2026-11-22')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: insightsEn.period }));
    await userEvent.click(await screen.findByRole('option', { name: insightsEn.periodLast30Days }));
    await expect(await canvas.findByText('2026-10-24 – 2026-11-22')).toBeVisible();
    const table = await canvas.findByRole('table', { name: insightsEn.reportNoResults });
    await expect(await within(table).findByRole('row', { name: 'sneekers' })).toBeVisible();
  },
};

/**
 * A query nobody clicks offers "Pin products": it opens Merchandising with the search preview on that query,
 * its field focused, so the right products can be dragged first.
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
