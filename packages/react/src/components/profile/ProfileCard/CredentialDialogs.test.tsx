import { en } from '@storesearch/sdk/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectDialogKeyboardCycle } from '../../../testing/keyboard';
import { renderDemo } from '../../../testing/renderDemo';
import { ChangeEmailDialog, ChangePasswordDialog } from './CredentialDialogs';

describe('credential dialogs keyboard', () => {
  it.each([
    ['Change email', ChangeEmailDialog, en.changeEmail],
    ['Change password', ChangePasswordDialog, en.changePassword],
  ])(
    '%s opens from its button with Enter, traps focus over its fields, and Escape returns focus',
    async (_, Dialog, title) => {
      renderDemo(<Dialog onChanged={vi.fn()} />);
      let fields: HTMLElement[] = [];
      const stops = await expectDialogKeyboardCycle(screen.getByRole('button', { name: title }), userEvent, {
        inspect: (dialog) => {
          expect(dialog).toHaveAccessibleName(title);
          fields = within(dialog).getAllByLabelText(/./, { selector: 'input' });
        },
      });
      expect(fields).toHaveLength(2);
      expect(stops.slice(0, 2)).toEqual(fields);
      expect(stops.map((stop) => stop.textContent)).toEqual(expect.arrayContaining([en.cancel, en.save]));
    },
  );
});
