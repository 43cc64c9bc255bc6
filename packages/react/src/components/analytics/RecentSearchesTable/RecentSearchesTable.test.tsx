import { en } from '@storesearch/sdk/i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  chooseMenuItem,
  expectFocusReturned,
  expectFocusTrapped,
  expectMenuKeyboard,
  findOpenDialog,
} from '../../../testing/keyboard';
import { stubPointer } from '../../../testing/pointer';
import { renderDemo } from '../../../testing/renderDemo';
import { RecentSearchesTable, type RecentSearchesTableRow } from './RecentSearchesTable';

const rows: RecentSearchesTableRow[] = [
  { query: 'boots', searchCount: 40, clicks: 3, conversionRate: 2.5, revenue: 120, lastSearched: null },
  { query: 'anorak', searchCount: 12, clicks: 0, conversionRate: 0, revenue: 0, lastSearched: null },
];

describe('RecentSearchesTable keyboard', () => {
  it("each row's action menu is a Tab stop that opens with Enter, Space or ArrowDown and closes on Escape", async () => {
    renderDemo(
      <RecentSearchesTable title={en.recentSearches} rows={rows} showDetails onBoostSearch={vi.fn()} />,
    );
    const trigger = screen.getByRole('button', { name: 'Actions for anorak' });
    expect(trigger.tabIndex).toBe(0);
    await expect(await expectMenuKeyboard(trigger, userEvent)).toEqual([en.viewDetails, en.boostSearch]);
  });

  it('Boost Search is chosen with the arrow keys and Enter', async () => {
    const onBoostSearch = vi.fn();
    renderDemo(<RecentSearchesTable title={en.recentSearches} rows={rows} onBoostSearch={onBoostSearch} />);
    await chooseMenuItem(
      screen.getByRole('button', { name: 'Actions for boots' }),
      userEvent,
      en.boostSearch,
    );
    expect(onBoostSearch).toHaveBeenCalledWith('boots');
  });

  it("View Details opens a dialog that traps focus; Escape returns focus to the row's menu button", async () => {
    renderDemo(
      <RecentSearchesTable title={en.recentSearches} rows={rows} showDetails onBoostSearch={vi.fn()} />,
    );
    const trigger = screen.getByRole('button', { name: 'Actions for anorak' });
    await chooseMenuItem(trigger, userEvent, en.viewDetails);
    const dialog = await findOpenDialog();
    expect(dialog).toHaveAccessibleName('Search details: anorak');
    const stops = await expectFocusTrapped(dialog, userEvent);
    expect(stops.map((stop) => stop.textContent)).toEqual([en.boostSearch, en.close]);
    await userEvent.keyboard('{Escape}');
    await expectFocusReturned(dialog, trigger);
  });
});

describe('RecentSearchesTable row actions', () => {
  const opacityOf = (query: string) =>
    getComputedStyle(screen.getByRole('button', { name: `Actions for ${query}` })).opacity;

  it('shows a row’s ⋯ button only while the pointer is over its row, with a pointer that hovers', async () => {
    renderDemo(<RecentSearchesTable title={en.recentSearches} rows={rows} onBoostSearch={vi.fn()} />);
    expect([opacityOf('boots'), opacityOf('anorak')]).toEqual(['0', '0']);
    await userEvent.hover(screen.getByText('anorak'));
    await vi.waitFor(() => expect([opacityOf('boots'), opacityOf('anorak')]).toEqual(['0', '1']));
  });

  it('shows every row’s ⋯ button on a touch screen, which cannot hover', () => {
    const pointer = stubPointer(false);
    try {
      renderDemo(<RecentSearchesTable title={en.recentSearches} rows={rows} onBoostSearch={vi.fn()} />);
      expect([opacityOf('boots'), opacityOf('anorak')]).toEqual(['1', '1']);
    } finally {
      pointer.restore();
    }
  });
});
