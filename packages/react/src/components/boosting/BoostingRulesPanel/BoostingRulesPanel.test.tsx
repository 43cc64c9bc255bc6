import { en } from '@storesearch/sdk/i18n';
import { DEMO_STORES } from '@storesearch/sdk/mocks';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectDialogKeyboardCycle } from '../../../testing/keyboard';
import { renderDemo } from '../../../testing/renderDemo';
import { BoostingRulesPanel } from './BoostingRulesPanel';

const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

describe('BoostingRulesPanel keyboard', () => {
  it("a rule's Delete opens the confirmation with Enter; focus stays in it and returns to Delete on Escape", async () => {
    renderDemo(<BoostingRulesPanel store={store} />);
    const [remove] = await screen.findAllByRole('button', { name: /^Delete / });
    if (!remove) throw new Error('the demo store has no rules');
    const stops = await expectDialogKeyboardCycle(remove, userEvent, {
      inspect: (dialog) => expect(dialog).toHaveAccessibleName(en.deleteRuleTitle),
    });
    expect(stops.map((stop) => stop.textContent)).toEqual([en.cancel, en.delete]);
  });

  it("Add Rule and a rule's Edit open the rule form; Escape hands focus back to the button that opened it", async () => {
    renderDemo(<BoostingRulesPanel store={store} />);
    const [edit] = await screen.findAllByRole('button', { name: /^Edit / });
    if (!edit) throw new Error('the demo store has no rules');
    for (const trigger of [screen.getByRole('button', { name: en.addRule }), edit]) {
      const stops = await expectDialogKeyboardCycle(trigger, userEvent);
      expect(stops.length).toBeGreaterThan(3);
    }
  });
});
