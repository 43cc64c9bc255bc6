import { en } from '@storesearch/sdk/i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectDialogKeyboardCycle } from '../../../testing/keyboard';
import { DialogOpener, renderDemo } from '../../../testing/renderDemo';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog keyboard', () => {
  it('opens from its trigger with Enter, traps Tab and Shift+Tab, closes on Escape and returns focus', async () => {
    renderDemo(
      <DialogOpener label="Ban user">
        {(open, close) => (
          <ConfirmDialog
            open={open}
            onOpenChange={(next) => !next && close()}
            title={en.banUserTitle}
            description={en.confirmBanUser}
            confirmLabel={en.banUser}
            color="red"
            onConfirm={close}
          />
        )}
      </DialogOpener>,
    );
    const stops = await expectDialogKeyboardCycle(
      screen.getByRole('button', { name: 'Ban user' }),
      userEvent,
    );
    expect(stops.map((stop) => stop.textContent)).toEqual([en.cancel, en.banUser]);
  });
});
