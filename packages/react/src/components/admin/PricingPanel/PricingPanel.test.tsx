import { en } from '@storesearch/sdk/i18n';
import { createDemoBackend, DEMO_USERS } from '@storesearch/sdk/mocks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectDialogKeyboardCycle } from '../../../testing/keyboard';
import { renderDemo } from '../../../testing/renderDemo';
import { PricingPanel } from './PricingPanel';

describe('PricingPanel keyboard', () => {
  it("each plan row's Edit Price is a Tab stop whose dialog traps focus and hands it back on Escape", async () => {
    const backend = createDemoBackend();
    backend.db.session.userId = DEMO_USERS.admin.id;
    renderDemo(<PricingPanel />, backend);
    const row = await screen.findByRole('row', { name: en.planProfessional });
    const edit = within(row).getByRole('button', { name: en.editPrice });
    expect(edit.tabIndex).toBe(0);
    await expectDialogKeyboardCycle(edit, userEvent, {
      inspect: (dialog) => expect(dialog).toHaveTextContent(`${en.editPrice}: ${en.planProfessional}`),
    });
    // Space opens it as well.
    await expectDialogKeyboardCycle(edit, userEvent, { openKey: ' ' });
  });
});
