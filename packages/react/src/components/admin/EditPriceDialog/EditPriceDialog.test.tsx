import type { PricingPlan } from '@storesearch/sdk/admin';
import { en } from '@storesearch/sdk/i18n';
import { createDemoBackend, DEMO_USERS } from '@storesearch/sdk/mocks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectDialogKeyboardCycle } from '../../../testing/keyboard';
import { DialogOpener, renderDemo } from '../../../testing/renderDemo';
import { EditPriceDialog } from './EditPriceDialog';

/** The demo backend's Professional plan (id 2). */
const plan: PricingPlan = {
  id: '2',
  name: 'Professional',
  monthlyPrice: 49,
  yearlyPrice: 529.2,
  activeVendors: 12,
  monthlyRevenue: 588,
};

describe('EditPriceDialog keyboard', () => {
  it("opens from the plan's Edit Price button with Enter, traps focus both ways, and Escape returns focus", async () => {
    const backend = createDemoBackend();
    backend.db.session.userId = DEMO_USERS.admin.id;
    renderDemo(
      <DialogOpener label="Edit Professional">
        {(open, close) => <EditPriceDialog plan={open ? plan : null} onClose={close} />}
      </DialogOpener>,
      backend,
    );
    let monthly: HTMLElement | undefined;
    const stops = await expectDialogKeyboardCycle(
      screen.getByRole('button', { name: 'Edit Professional' }),
      userEvent,
      {
        inspect: (dialog) => {
          monthly = within(dialog).getByLabelText(en.monthlyPrice);
          expect(monthly).toHaveValue(49);
        },
      },
    );
    expect(stops).toContain(monthly);
    expect(stops.map((stop) => stop.textContent)).toEqual(expect.arrayContaining([en.cancel]));
  });
});
