import { formatCurrency, StoreSearchError } from '@storesearch/sdk';
import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  type ColumnDef,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { scrollBackToTop } from '../../../testing/scrolling';
import { ADMIN_TABLE_ACTIONS_COLUMN, AdminTable, type AdminTableProps } from './AdminTable';

/** A row of the story's table: a subscriber, their plan and what they pay. */
interface SubscriberRow {
  readonly id: string;
  readonly name: string;
  readonly plan: string;
  readonly amount: number;
}

/** Three subscribers, not in any column's order, so a sort visibly moves them. */
const subscribers: SubscriberRow[] = [
  { id: '1', name: 'Priya Patel', plan: 'Professional', amount: 49 },
  { id: '2', name: 'Ana Costa', plan: 'Enterprise', amount: 99 },
  { id: '3', name: 'Liam Novak', plan: 'Starter', amount: 19 },
];

/** Enough subscribers that the virtualised body cannot show them all. */
const MANY = 1_000;
const manySubscribers: SubscriberRow[] = Array.from({ length: MANY }, (_, i) => ({
  id: String(i + 1),
  name: `Subscriber ${String(i + 1).padStart(4, '0')}`,
  plan: 'Starter',
  amount: 19,
}));

/** The story's args: AdminTable's own props, with rows instead of a ready TanStack table. */
type AdminTableStoryArgs = Omit<AdminTableProps<SubscriberRow>, 'table'> & {
  /** The rows the story's table shows. */
  rows: readonly SubscriberRow[];
  /** Adds the columns of a real admin table (dates, revenue) and a pinned Actions column. */
  wide?: boolean;
  /** Width of the box the table sits in, in pixels (the page's width at 1280 or 360 px). */
  frameWidth?: number;
};

/** Columns of a wide table: more than a 1280 px page shows at once. */
const WIDE_COLUMNS = [
  'columnEmail',
  'columnStartDate',
  'columnNextBilling',
  'columnLastLogin',
  'columnSubscriptionDate',
  'columnMonthlyRevenue',
] as const;

/** Builds the TanStack table a caller would (sortable name and amount, plan not sortable) and renders AdminTable. */
function AdminTableStory({ rows, wide = false, frameWidth, ...props }: AdminTableStoryArgs) {
  const t = useT();
  const locale = useLocale();
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo<ColumnDef<SubscriberRow>[]>(
    () => [
      { accessorKey: 'name', header: t('columnFullName') },
      { accessorKey: 'plan', header: t('columnPlan'), enableSorting: false },
      {
        accessorKey: 'amount',
        header: t('columnAmount'),
        cell: ({ row }) => formatCurrency(row.original.amount, 'USD', locale),
      },
      ...(wide
        ? [
            ...WIDE_COLUMNS.map(
              (key): ColumnDef<SubscriberRow> => ({
                id: key,
                header: t(key),
                cell: ({ row }) => `${key} of ${row.original.name}`,
              }),
            ),
            {
              id: ADMIN_TABLE_ACTIONS_COLUMN,
              header: t('columnActions'),
              cell: ({ row }) => <button type="button">{`${t('viewDetails')} ${row.original.name}`}</button>,
            } satisfies ColumnDef<SubscriberRow>,
          ]
        : []),
    ],
    [t, locale, wide],
  );
  const data = useMemo(() => [...rows], [rows]);
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row) => row.id,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const rendered = <AdminTable table={table} {...props} />;
  return frameWidth === undefined ? rendered : <div style={{ width: frameWidth }}>{rendered}</div>;
}

const meta = {
  title: 'Admin/AdminTable',
  // AdminTable takes a ready TanStack table; the story builds one from `rows`, as OrdersTable and UsersTable do.
  component: AdminTableStory,
  tags: ['autodocs'],
  args: {
    rows: subscribers,
    caption: en.ordersTitle,
    emptyText: en.noOrdersFound,
    loading: false,
    height: 320,
    rowLabel: (row) => row.name,
    onRetry: fn(),
  },
} satisfies Meta<AdminTableStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows in a named, keyboard-reachable scroll region; each row is named by `rowLabel`. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: en.ordersTitle });
    await expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: en.ordersTitle });
    for (const { name } of subscribers) await expect(within(table).getByRole('row', { name })).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'Ana Costa' })).toHaveTextContent('$99.00');
  },
};

/**
 * Sorting from the keyboard: a sortable header is a button (Tab reaches it, Enter sorts ascending, then
 * descending) and aria-sort says the order; a column that does not sort has no button.
 */
export const SortingWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByRole('columnheader', { name: new RegExp(en.columnAmount) });
    const plan = canvas.getByRole('columnheader', { name: en.columnPlan });
    await expect(within(plan).queryByRole('button')).toBeNull();
    canvas.getByRole('region', { name: en.ordersTitle }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en.columnFullName })).toHaveFocus();
    await userEvent.tab();
    const sort = within(amount).getByRole('button');
    await expect(sort).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveAccessibleName('Liam Novak');
    await userEvent.keyboard('{Enter}');
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveAccessibleName('Ana Costa');
    await expect(sort).toHaveFocus();
  },
};

/**
 * 1,000 rows: only a window of them is in the DOM. The scroll region is a Tab stop, so the browser scrolls it
 * with the arrow, Page and End keys (a real-keyboard test is AdminTable.test.tsx); scrolled to its end, it
 * shows the last row with its place in the whole list.
 */
export const ManyRows: Story = {
  args: { rows: manySubscribers },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: en.ordersTitle });
    const rendered = () => region.querySelectorAll('tbody tr[data-index]').length;
    await expect(rendered()).toBeGreaterThan(0);
    await expect(rendered()).toBeLessThan(100);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollTop = region.scrollHeight;
    const last = `Subscriber ${String(MANY).padStart(4, '0')}`;
    await waitFor(() => expect(within(region).getByRole('row', { name: last })).toBeVisible());
    await expect(within(region).getByRole('row', { name: last })).toHaveAttribute(
      'aria-rowindex',
      String(MANY + 1),
    );
    await expect(rendered()).toBeLessThan(100);
    await scrollBackToTop(region, () =>
      expect(region.querySelector('tbody tr[data-index]')).toHaveAttribute('aria-rowindex', '2'),
    );
  },
};

/** No rows: the empty text in the body. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.noOrdersFound)).toBeVisible();
  },
};

/** Placeholder rows, marked busy, while the data loads. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.ordersTitle });
    await expect(table.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
    await expect(canvas.queryByText(en.noOrdersFound)).toBeNull();
  },
};

/** The list call failed: its message in the body, announced, with Retry calling `onRetry`. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    rows: [],
    error: new StoreSearchError({ kind: 'http', status: 500, messageKey: 'failedToFetch' }),
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(en.failedToFetch);
    await expect(canvas.queryByText(en.noOrdersFound)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: en.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * Checks that a wide table scrolls in its one region: no element between the region and the table scrolls or clips
 * by itself (so the horizontal scrollbar is at the bottom of the region, in view), the header row stays in view
 * when the rows scroll, and scrolled to the right the pinned Actions column covers no other column.
 */
async function expectEveryColumnReachable(region: HTMLElement) {
  const table = within(region).getByRole('table');
  for (let box = table.parentElement; box && box !== region; box = box.parentElement) {
    await expect(getComputedStyle(box).overflowX).toBe('visible');
    await expect(getComputedStyle(box).overflowY).toBe('visible');
  }
  await expect(getComputedStyle(region).overflowX).toBe('auto');
  await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  const headers = within(table).getAllByRole('columnheader');
  const actions = headers.at(-1);
  const beforeActions = headers.at(-2);
  if (!actions || !beforeActions) throw new Error('The table has no Actions column');
  region.scrollTop = 600;
  region.scrollLeft = region.scrollWidth;
  await waitFor(() =>
    expect(actions.getBoundingClientRect().top).toBeCloseTo(region.getBoundingClientRect().top, 0),
  );
  await expect(beforeActions.getBoundingClientRect().right).toBeLessThanOrEqual(
    actions.getBoundingClientRect().left + 1,
  );
  await expect(actions.getBoundingClientRect().right).toBeLessThanOrEqual(
    region.getBoundingClientRect().right,
  );
  await expect(within(region).getByRole('columnheader', { name: en.columnMonthlyRevenue })).toBeVisible();
  region.scrollLeft = 0;
  await scrollBackToTop(region, () => expect(region.scrollTop).toBe(0));
}

/**
 * A table wider than a 1280 px page, with a pinned Actions column: it scrolls sideways and down in one region
 * whose scrollbars are in view, the header row stays put, and every column can be brought into view.
 */
export const WideAt1280: Story = {
  args: { rows: manySubscribers.slice(0, 60), wide: true, frameWidth: 1280 - 280, height: 560 },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expectEveryColumnReachable(canvas.getByRole('region', { name: en.ordersTitle }));
  },
};

/** The same table in a 360 px page. */
export const WideAt360: Story = {
  args: { rows: manySubscribers.slice(0, 60), wide: true, frameWidth: 360 - 32, height: 560 },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expectEveryColumnReachable(canvas.getByRole('region', { name: en.ordersTitle }));
  },
};
