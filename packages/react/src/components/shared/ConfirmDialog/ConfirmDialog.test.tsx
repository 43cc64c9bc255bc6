import { en } from '@storesearch/sdk/i18n';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

/** A dialog whose action reports `pending` until the test answers it, counting the times it was started. */
function Running({ onStart }: { onStart: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  return (
    <ConfirmDialog
      open
      onOpenChange={() => undefined}
      title={en.banUserTitle}
      description={en.banUserTitle}
      confirmLabel={en.banUser}
      onConfirm={() => {
        setPending(true);
        onStart().then(
          () => setPending(false),
          (failure: Error) => {
            setError(failure);
            setPending(false);
          },
        );
      }}
      pending={pending}
      error={error}
    />
  );
}

describe('ConfirmDialog confirming', () => {
  it('starts the action once for a double click, and again for a click after it failed', async () => {
    const answers: Array<(failure?: Error) => void> = [];
    const onStart = vi.fn(
      () =>
        new Promise<void>((resolve, reject) =>
          answers.push((failure) => (failure ? reject(failure) : resolve())),
        ),
    );
    renderDemo(<Running onStart={onStart} />);
    const confirm = await screen.findByRole('button', { name: en.banUser });
    // Two clicks before the page draws again, as a fast double click lands on a busy page: the second one comes
    // before the dialog shows the action running.
    confirm.click();
    confirm.click();
    expect(onStart).toHaveBeenCalledTimes(1);
    answers[0]?.(new Error('offline'));
    await expect
      .poll(() => confirm.hasAttribute('disabled') || confirm.getAttribute('data-disabled') !== null)
      .toBe(false);
    await userEvent.click(confirm);
    expect(onStart).toHaveBeenCalledTimes(2);
  });

  it('confirms once per opening a dialog that closes on confirm, as its buttons fade out', async () => {
    const onConfirm = vi.fn();
    renderDemo(
      <DialogOpener label="Cancel subscription">
        {(open, close) => (
          <ConfirmDialog
            open={open}
            onOpenChange={(next) => !next && close()}
            title={en.cancelSubscriptionTitle}
            description={en.cancelSubscriptionTitle}
            onConfirm={() => {
              onConfirm();
              close();
            }}
          />
        )}
      </DialogOpener>,
    );
    const opener = screen.getByRole('button', { name: 'Cancel subscription' });
    await userEvent.click(opener);
    const confirm = await screen.findByRole('button', { name: en.confirm });
    // Two clicks before the page draws again, and one more once the dialog has started to close.
    confirm.click();
    confirm.click();
    await expect.poll(() => screen.queryByRole('alertdialog')?.getAttribute('data-state')).not.toBe('open');
    if (confirm.isConnected) confirm.click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: en.confirm }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
