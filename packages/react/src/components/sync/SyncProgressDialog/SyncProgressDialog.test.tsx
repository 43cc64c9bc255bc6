import { en } from '@storesearch/sdk/i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectDialogKeyboardCycle } from '../../../testing/keyboard';
import { DialogOpener, renderDemo } from '../../../testing/renderDemo';
import { SyncProgressDialog } from './SyncProgressDialog';

/** The demo outlet store, which has a re-sync in progress. */
const outlet = { storeId: '301', storeType: 'woocommerce', storeName: 'Northwind Outlet' } as const;

describe('SyncProgressDialog keyboard', () => {
  it('opens with Enter on the sync button, keeps focus on Close, and Escape returns focus to the button', async () => {
    renderDemo(
      <DialogOpener label="Sync Northwind Outlet">
        {(open, close) => <SyncProgressDialog store={open ? outlet : null} onClose={close} />}
      </DialogOpener>,
    );
    const stops = await expectDialogKeyboardCycle(
      screen.getByRole('button', { name: 'Sync Northwind Outlet' }),
      userEvent,
      { inspect: (dialog) => expect(dialog).toHaveAccessibleName(en.syncProgressTitle) },
    );
    expect(stops.map((stop) => stop.textContent)).toEqual([en.close]);
  });
});
