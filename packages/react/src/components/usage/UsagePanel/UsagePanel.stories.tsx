import { en } from '@storesearch/sdk/i18n';
import { DEMO_VENDOR_ID, faultHandler, getDemoBackend } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { openDataTable, tickTexts } from '../../../charts/chart.stories.helpers';
import {
  analyticsAnswer,
  demoShopifyStore,
  noSubscription,
  usageLimitsAt,
} from '../../../testing/analyticsStories';
import { UsagePanel } from './UsagePanel';

const SUBSCRIPTION = '/dashboard/vendor/settings/subscription';
const exceeded = en.usageLimitExceeded.replace('{plan}', 'Starter');
const approaching = en.approachingUsageLimits.replace('{plan}', 'Starter');
const story = (...handlers: unknown[]) => ({ msw: { handlers: { story: handlers } } });

/** The Upgrade Now and View Plans row, once the plans say whether Upgrade Now belongs in it. */
async function planLinks(canvas: ReturnType<typeof within>): Promise<HTMLElement> {
  const row = (await canvas.findByRole('link', { name: en.viewPlans })).parentElement;
  if (!row) throw new Error('no row around View Plans');
  await waitFor(() => expect(row).toHaveAttribute('aria-busy', 'false'));
  return row;
}

/** The banner whose title is shown (waits for it). */
async function findBanner(canvas: ReturnType<typeof within>, title: string): Promise<HTMLElement> {
  const heading = await canvas.findByText(title);
  const banner: HTMLElement | null = (heading as HTMLElement).closest('[data-banner]');
  if (!banner) throw new Error(`no banner around ${title}`);
  return banner;
}

const meta = {
  title: 'Analytics/UsagePanel',
  component: UsagePanel,
  tags: ['autodocs'],
  args: {
    store: demoShopifyStore,
    subscriptionHref: SUBSCRIPTION,
    onNavigate: fn(),
    now: () => new Date('2026-11-22T12:00:00Z'),
  },
} satisfies Meta<typeof UsagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo store's plan: cards, plan badge, the 12-month chart with its caption (the month under way drawn apart),
 * the empty manual boosting table.
 */
export const Data: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(/Current plan:/)).toBeVisible();
    for (const name of [en.usageSearches, en.usageProducts, en.usageStores]) {
      await expect(canvas.getByRole('group', { name })).toHaveAttribute('aria-busy', 'false');
    }
    const chart = canvas.getByRole('figure', { name: en.monthlySearches });
    // The caption follows the usage stats, which may still be on their way on a busy machine.
    await waitFor(() => expect(chart).toHaveAccessibleDescription('Dec 2025 - Nov 2026'));
    // The scale is fixed at 0 to 1000 over 12 months, in round steps that stay readable (at most 8 ticks).
    await waitFor(() => expect(tickTexts(chart, 'y').at(-1)).toBe('1,000'));
    await expect(tickTexts(chart, 'y')).toEqual(['0', '200', '400', '600', '800', '1,000']);
    const rows = await openDataTable(chart, en.showDataTable);
    await expect(rows).toHaveLength(13);
    // The current month's bars hold this month's searches so far, not an empty month, and say so: drawn light
    // in a dotted outline, named in the legend, the month marked in the table.
    await expect(rows.at(-1)).toHaveTextContent(/^Nov 2026 \(so far\)/);
    await expect(rows.at(-1)).not.toHaveTextContent(/^Nov 2026 \(so far\)00$/);
    await expect(rows.at(-2)).not.toHaveTextContent('so far');
    const soFar = [...chart.querySelectorAll('[data-chart-bar-ongoing]')];
    await expect(
      soFar.map((bar) => bar.closest('[data-chart-series]')?.getAttribute('data-chart-series')),
    ).toEqual([en.legendSearches, en.legendActualSearches]);
    await expect(within(chart).getAllByRole('listitem').at(-1)).toHaveTextContent(en.chartSoFar);
    await expect(rows[0]).toHaveTextContent(
      `${en.columnMonth}${en.legendSearches}${en.legendActualSearches}`,
    );
    await expect(canvas.getByText(en.noManualBoostingData)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `${en.exportCsv}: ${en.manualBoosting}` }),
    ).toBeDisabled();
    await userEvent.click(await canvas.findByRole('link', { name: en.upgradeNow }));
    await expect(args.onNavigate).toHaveBeenCalledWith(SUBSCRIPTION);
    for (const name of [en.manageSubscription, en.viewPlans, en.upgradeNow]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', SUBSCRIPTION);
    }
  },
};

/** In German: the plan's name and the limit messages from the German catalogue, numbers grouped the German way. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aktueller Tarif: Professionell')).toBeVisible();
    const products = canvas.getByRole('group', { name: 'Produkte' });
    await waitFor(() => expect(products).toHaveAttribute('aria-busy', 'false'));
    await expect(products).toHaveTextContent(/\d\.\d{3} Produkte verfügbar|Limit erreicht/);
  },
};

/** 79% everywhere: no banner yet; yellow bands. */
export const Below80: Story = {
  parameters: story(usageLimitsAt(79, 79, 79)),
  play: async ({ canvas, canvasElement }) => {
    const card = await canvas.findByRole('group', { name: en.usageSearches });
    await waitFor(() => expect(card).toHaveAttribute('data-level', 'yellow'));
    await expect(canvasElement.querySelector('[data-banner]')).toBeNull();
    await expect(card).toHaveTextContent('21 searches remaining');
  },
};

/** 80% on one limit: the warning banner with the plan's name. */
export const Warning80: Story = {
  parameters: story(usageLimitsAt(10, 80, 0)),
  play: async ({ canvas }) => {
    const banner = await findBanner(canvas, en.approachingUsageLimitsTitle);
    await expect(banner).toHaveTextContent(approaching);
    await expect(canvas.getByRole('group', { name: en.usageProducts })).toHaveTextContent(
      '20 products available',
    );
    await expect(canvas.getByRole('group', { name: en.usageStores })).toHaveAttribute('data-level', 'green');
  },
};

/** 99%: still the warning, orange band. */
export const Warning99: Story = {
  parameters: story(usageLimitsAt(99, 0, 0)),
  play: async ({ canvas }) => {
    await expect(await findBanner(canvas, en.approachingUsageLimitsTitle)).toHaveTextContent(approaching);
    const card = canvas.getByRole('group', { name: en.usageSearches });
    await expect(card).toHaveAttribute('data-level', 'orange');
    await expect(card).toHaveTextContent('1 search remaining');
  },
};

/** 100%: the exceeded banner; the limit messages for searches, products and stores. */
export const Exceeded100: Story = {
  parameters: story(usageLimitsAt(100, 100, 120)),
  play: async ({ canvas }) => {
    const banner = await findBanner(canvas, en.usageLimitExceededTitle);
    await expect(banner).toHaveTextContent(exceeded);
    await expect(canvas.getByRole('group', { name: en.usageSearches })).toHaveTextContent(en.limitExceeded);
    await expect(canvas.getByRole('group', { name: en.usageProducts })).toHaveTextContent(en.limitReached);
    const stores = canvas.getByRole('group', { name: en.usageStores });
    await expect(stores).toHaveTextContent(en.limitReached);
    await expect(stores).toHaveAttribute('data-level', 'exceeded');
    // The bar is capped at 100% even at 120%.
    await expect(within(stores).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** No limits data: the no-subscription message, no cards. */
export const NoSubscription: Story = {
  parameters: story(noSubscription),
  play: async ({ canvas }) => {
    await expect(await findBanner(canvas, en.noSubscriptionTitle)).toHaveTextContent(en.noSubscription);
    await expect(canvas.queryByRole('group', { name: en.usageSearches })).toBeNull();
  },
};

/** No monthly data: the chart's empty state. */
export const EmptyStats: Story = {
  parameters: story(
    analyticsAnswer('store/:storeId/usage-stats', { success: true, data: { monthlyData: [] } }),
  ),
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('figure', { name: en.monthlySearches });
    // 12 months are always shown; months without data read 0.
    await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
    // The caption follows the usage stats, which may still be on their way on a busy machine.
    await waitFor(() => expect(chart).toHaveAccessibleDescription('Dec 2025 - Nov 2026'));
  },
};

/** While the limits load, the cards are marked busy. */
export const Loading: Story = {
  parameters: story(faultHandler('getUsageLimits', { kind: 'pending' })),
  play: async ({ canvas }) => {
    for (const name of [en.usageSearches, en.usageProducts, en.usageStores]) {
      const card = canvas.getByRole('group', { name });
      await expect(card).toHaveAttribute('aria-busy', 'true');
      // Placeholders, not '0% 0 of 0': nothing made up is shown or read out.
      await expect(card).not.toHaveTextContent(/\d/);
      await expect(card.querySelectorAll('.rt-Skeleton')).toHaveLength(3);
    }
  },
};

/** A failed limits call shows its message with Retry, which asks again (the spec only logged it). */
export const LimitsError: Story = {
  parameters: story(faultHandler('getUsageLimits', { kind: 'serverError' })),
  play: async ({ canvas }) => {
    const alert = (await canvas.findByText(/Internal server error/)).closest('[role="alert"]') as HTMLElement;
    await expect(alert).toHaveTextContent('Internal server error');
    await userEvent.click(within(alert).getByRole('button', { name: en.retry }));
  },
};

/** A malformed stats response shows a typed error in the chart, with Retry. */
export const StatsMalformed: Story = {
  parameters: story(faultHandler('getUsageStats', { kind: 'malformed' })),
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('figure', { name: en.monthlySearches });
    await expect(await within(chart).findByRole('alert')).toHaveTextContent(/Unexpected response/);
    await expect(within(chart).getByRole('button', { name: en.retry })).toBeVisible();
  },
};

/** Without a store nothing is requested: the cards wait. */
export const NoStore: Story = {
  args: { store: null },
  play: async ({ canvas }) => {
    for (const name of [en.usageSearches, en.usageProducts, en.usageStores]) {
      const card = canvas.getByRole('group', { name });
      await expect(card).toHaveAttribute('aria-busy', 'true');
      // Placeholders, not '0% 0 of 0': nothing made up is shown or read out.
      await expect(card).not.toHaveTextContent(/\d/);
      await expect(card.querySelectorAll('.rt-Skeleton')).toHaveLength(3);
    }
  },
};

/** On the top plan there is nothing to upgrade to: View Plans stays, Upgrade Now goes. */
export const TopPlan: Story = {
  beforeEach: () => {
    const vendor = getDemoBackend().db.vendors.find((v) => v.id === DEMO_VENDOR_ID);
    if (vendor) vendor.planName = 'Enterprise';
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Current plan: Enterprise')).toBeVisible();
    const links = await planLinks(canvas);
    await expect(within(links).getByRole('link', { name: en.viewPlans })).toHaveAttribute(
      'href',
      SUBSCRIPTION,
    );
    await expect(within(links).queryByRole('link', { name: en.upgradeNow })).toBeNull();
  },
};

/** The plans cannot be read: Upgrade Now stays, since the page it leads to lists them. */
export const PlansUnread: Story = {
  parameters: story(faultHandler('listSubscriptionPlans', { kind: 'serverError' })),
  play: async ({ canvas }) => {
    const links = await planLinks(canvas);
    await expect(within(links).getByRole('link', { name: en.upgradeNow })).toHaveAttribute(
      'href',
      SUBSCRIPTION,
    );
  },
};
