import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { captureCsvDownloads } from '../../../testing/csvDownloads';
import { demoServerError } from '../../../testing/demoData';
import { stubPointer } from '../../../testing/pointer';
import { RecentSearchesTable, type RecentSearchesTableRow } from './RecentSearchesTable';

const rows: RecentSearchesTableRow[] = [
  {
    query: 'boots',
    searchCount: 40,
    clicks: 3,
    conversionRate: 2.5,
    revenue: 120,
    lastSearched: '2026-11-20T10:00:00Z',
  },
  { query: 'anorak', searchCount: 12, clicks: 0, conversionRate: 0, revenue: 0, lastSearched: null },
  {
    query: 'cap',
    searchCount: 25,
    clicks: 9,
    conversionRate: 8,
    revenue: 45.5,
    lastSearched: '2026-11-21T08:30:00Z',
  },
];

const meta = {
  title: 'Components/RecentSearchesTable',
  component: RecentSearchesTable,
  tags: ['autodocs'],
  args: { title: en.recentSearches, rows, loading: false, sortable: false, showDetails: false },
} satisfies Meta<typeof RecentSearchesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Revenue with $, conversion in %, N/A for a missing date, Active with clicks, No clicks without. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.recentSearches });
    const [, boots, anorak] = within(table).getAllByRole('row');
    await expect(boots).toHaveTextContent('$120.00');
    await expect(boots).toHaveTextContent('2.5%');
    await expect(boots).toHaveTextContent(en.searchStatusActive);
    await expect(anorak).toHaveTextContent(en.notAvailable);
    await expect(anorak).toHaveTextContent(en.searchStatusNoClicks);
  },
};

/** The Filter by dropdown really reorders the rows (here by clicks, then by name). */
export const FilterReorders: Story = {
  args: { sortable: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.recentSearches });
    const queries = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await expect(queries()).toEqual(['boots', 'cap', 'anorak']);
    await userEvent.click(canvas.getByRole('combobox', { name: en.filterBy }));
    await userEvent.click(await within(document.body).findByRole('option', { name: en.sortClicks }));
    await waitFor(() => expect(queries()).toEqual(['cap', 'boots', 'anorak']));
    await userEvent.click(canvas.getByRole('combobox', { name: en.filterBy }));
    await userEvent.click(await within(document.body).findByRole('option', { name: en.sortSearchName }));
    await waitFor(() => expect(queries()).toEqual(['anorak', 'boots', 'cap']));
  },
};

/** From the keyboard: Tab reaches a row's action menu; View Details opens the query's figures; Boost Search calls back. */
export const RowActions: Story = {
  args: { showDetails: true, onBoostSearch: fn() },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for anorak' });
    await expect(trigger).toHaveStyle({ opacity: '0' });
    trigger.focus();
    await waitFor(() => expect(trigger).toHaveStyle({ opacity: '1' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: en.viewDetails }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Search details: anorak' });
    await expect(dialog).toHaveTextContent(en.notAvailable);
    await userEvent.click(within(dialog).getByRole('button', { name: en.boostSearch }));
    await expect(args.onBoostSearch).toHaveBeenCalledWith('anorak');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for cap' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: en.boostSearch }));
    await expect(args.onBoostSearch).toHaveBeenLastCalledWith('cap');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.querySelector('[data-aria-hidden]')).toBeNull());
  },
};

/** On a touch screen, which cannot hover, every row shows its ⋯ button; a tap opens the menu. */
export const TouchScreen: Story = {
  args: { showDetails: true, onBoostSearch: fn() },
  beforeEach: () => stubPointer(false).restore,
  play: async ({ canvas }) => {
    for (const query of ['boots', 'anorak', 'cap'])
      await expect(canvas.getByRole('button', { name: `Actions for ${query}` })).toHaveStyle({
        opacity: '1',
      });
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for cap' }));
    await expect(await within(document.body).findByRole('menuitem', { name: en.boostSearch })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.querySelector('[data-aria-hidden]')).toBeNull());
  },
};

/** Export CSV downloads the rows in the order shown, figures as plain numbers. */
export const ExportCsv: Story = {
  args: { sortable: true },
  play: async ({ canvas }) => {
    const downloads = captureCsvDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: `${en.exportCsv}: ${en.recentSearches}` }));
      const [file] = await downloads.files();
      await expect(file?.name).toMatch(/^recent-searches-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = file?.text.trim().split('\r\n') ?? [];
      await expect(lines[0]).toBe('Query,Searches,Clicks,Conversion Rate,Revenue (USD),Last Searched,Status');
      await expect(lines[1]).toBe('boots,40,3,2.5,120,2026-11-20T10:00:00Z,Active');
      await expect(lines[3]).toBe('anorak,12,0,0,0,,No clicks');
    } finally {
      downloads.restore();
    }
  },
};

/** Rows over stores that sell in dollars and euros: each amount in its own currency, never added up. */
const currencyRows: RecentSearchesTableRow[] = [
  {
    query: 'rain jacket',
    searchCount: 55,
    clicks: 26,
    conversionRate: 5.5,
    revenue: 159.99,
    currency: 'USD',
    revenues: [
      { currency: 'USD', amount: 159.99 },
      { currency: 'EUR', amount: 202.98 },
    ],
    lastSearched: '2026-11-20T10:00:00Z',
  },
  {
    query: 'puffer',
    searchCount: 21,
    clicks: 8,
    conversionRate: 4.8,
    revenue: 222.59,
    currency: 'EUR',
    revenues: [{ currency: 'EUR', amount: 222.59 }],
    lastSearched: '2026-11-21T08:30:00Z',
  },
  // A row of the spec's API, which names no currency: in dollars.
  { query: 'cap', searchCount: 9, clicks: 1, conversionRate: 0, revenue: 0, lastSearched: null },
];

/**
 * Revenue over stores in different currencies: euros with €, dollars with $, a query sold in both with both amounts
 * side by side (in the table, the details dialog and a CSV column per currency).
 */
export const Currencies: Story = {
  args: { rows: currencyRows, showDetails: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.recentSearches });
    const [, jacket, puffer, cap] = within(table).getAllByRole('row');
    await expect(jacket).toHaveTextContent('$159.99 · €202.98');
    await expect(puffer).toHaveTextContent('€222.59');
    await expect(puffer).not.toHaveTextContent('$');
    await expect(cap).toHaveTextContent('$0.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for rain jacket' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: en.viewDetails }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Search details: rain jacket' });
    await expect(dialog).toHaveTextContent('$159.99 · €202.98');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.querySelector('[data-aria-hidden]')).toBeNull());
    const downloads = captureCsvDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: `${en.exportCsv}: ${en.recentSearches}` }));
      const lines = (await downloads.files())[0]?.text.trim().split('\r\n') ?? [];
      await expect(lines[0]).toBe(
        'Query,Searches,Clicks,Conversion Rate,Revenue (USD),Revenue (EUR),Last Searched,Status',
      );
      await expect(lines[1]).toBe('rain jacket,55,26,5.5,159.99,202.98,2026-11-20T10:00:00Z,Active');
      await expect(lines[2]).toBe('puffer,21,8,4.8,0,222.59,2026-11-21T08:30:00Z,Active');
    } finally {
      downloads.restore();
    }
  },
};

/** No searches yet. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.noSearchData)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `${en.exportCsv}: ${en.recentSearches}` }),
    ).toBeDisabled();
  },
};

/** Placeholder rows while loading. */
export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.recentSearches });
    await expect(table.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
  },
};

/** A failed call shows the message with a Retry button (the spec only logged it). */
export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, error: demoServerError, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
    await userEvent.click(canvas.getByRole('button', { name: en.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
