import { en } from '@storesearch/sdk/i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { toStoreListItems } from '../../../hooks/stores/storeListItems';
import { loadDemoBatchInit } from '../../../testing/demoData';
import { expectDialogKeyboardCycle, expectFocusReturned } from '../../../testing/keyboard';
import { renderDemo } from '../../../testing/renderDemo';
import { ConnectedStoresList } from './ConnectedStoresList';

describe('ConnectedStoresList keyboard', () => {
  it("a store's Delete opens the confirmation with Enter; focus stays in it and returns to Delete on Escape", async () => {
    const stores = toStoreListItems(await loadDemoBatchInit());
    const name = stores[0]?.storeName ?? '';
    renderDemo(<ConnectedStoresList stores={stores} />);
    const trigger = screen.getByRole('button', { name: `Delete ${name}` });
    const stops = await expectDialogKeyboardCycle(trigger, userEvent, {
      inspect: (dialog) => expect(dialog).toHaveTextContent(name),
    });
    expect(stops.map((stop) => stop.textContent)).toEqual([en.cancel, en.delete]);
  });

  it('Space opens it too, and Cancel by keyboard returns focus to the same Delete button', async () => {
    const stores = toStoreListItems(await loadDemoBatchInit());
    renderDemo(<ConnectedStoresList stores={stores} />);
    const trigger = screen.getByRole('button', { name: `Delete ${stores[1]?.storeName ?? ''}` });
    trigger.focus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('alertdialog');
    // Radix AlertDialog focuses Cancel first, once it has opened.
    await expect.poll(() => document.activeElement).toHaveTextContent(en.cancel);
    await userEvent.keyboard('{Enter}');
    await expectFocusReturned(dialog, trigger);
  });
});
