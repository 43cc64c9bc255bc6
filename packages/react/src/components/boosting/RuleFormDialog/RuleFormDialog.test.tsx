import { en } from '@storesearch/sdk/i18n';
import { DEMO_STORES } from '@storesearch/sdk/mocks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectDialogKeyboardCycle } from '../../../testing/keyboard';
import { DialogOpener, renderDemo } from '../../../testing/renderDemo';
import { RuleFormDialog } from './RuleFormDialog';

const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

describe('RuleFormDialog keyboard', () => {
  it('Add Rule opens the form with Enter; Tab and Shift+Tab wrap inside it; Escape returns focus to Add Rule', async () => {
    renderDemo(
      <DialogOpener label={en.addRule}>
        {(open, close) => (
          <RuleFormDialog
            store={store}
            open={open}
            onOpenChange={(next) => !next && close()}
            onSave={vi.fn(async () => null)}
          />
        )}
      </DialogOpener>,
    );
    let fields: HTMLElement[] = [];
    const stops = await expectDialogKeyboardCycle(
      screen.getByRole('button', { name: en.addRule }),
      userEvent,
      {
        inspect: async (dialog) => {
          await within(dialog).findByText(en.rulePreviewIdle, {});
          fields = [within(dialog).getByLabelText(en.ruleName), within(dialog).getByLabelText(en.boostValue)];
        },
      },
    );
    // Focus starts on the name field, and the walk passes every field on its way round.
    expect(stops[0]).toBe(fields[0]);
    for (const field of fields) expect(stops).toContain(field);
  });
});
