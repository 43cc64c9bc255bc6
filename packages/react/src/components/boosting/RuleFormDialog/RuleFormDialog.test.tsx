import { createClient } from '@storesearch/sdk';
import { type BoostingRule, listBoostingRules } from '@storesearch/sdk/boosting';
import { en } from '@storesearch/sdk/i18n';
import { createDemoBackend, createDemoFetch, DEMO_STORES, DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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

describe('RuleFormDialog rule names', () => {
  const backend = createDemoBackend();
  let rules: BoostingRule[] = [];
  beforeAll(async () => {
    const client = createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID, fetch: createDemoFetch(backend) });
    rules = await listBoostingRules(client, store);
  });

  const renderForm = (rule: BoostingRule) => {
    const onSave = vi.fn(async () => null);
    renderDemo(
      <RuleFormDialog store={store} open onOpenChange={() => {}} rule={rule} rules={rules} onSave={onSave} />,
      backend,
    );
    return { onSave, dialog: within(screen.getByRole('dialog')), name: screen.getByLabelText(en.ruleName) };
  };

  it('lets the rule being edited keep its name with another case, and saves it as typed', async () => {
    const [edited] = rules;
    if (!edited) throw new Error('no rule');
    const { onSave, dialog, name } = renderForm(edited);
    await userEvent.clear(name);
    await userEvent.type(name, edited.name.toLowerCase());
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: edited.name.toLowerCase() }),
      edited.id,
    );
  });

  it("refuses the edited rule another rule's name, at the name field, which takes focus", async () => {
    const [edited, other] = rules;
    if (!edited || !other) throw new Error('fewer than two rules');
    const { onSave, dialog, name } = renderForm(edited);
    await userEvent.clear(name);
    await userEvent.type(name, ` ${other.name.toUpperCase()}`);
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    const message = en.ruleNameTaken.replace('{name}', other.name);
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription(message));
    expect(name).toHaveFocus();
    expect(name).toHaveValue(` ${other.name.toUpperCase()}`);
    expect(onSave).not.toHaveBeenCalled();
  });
});
