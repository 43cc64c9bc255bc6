import type { Facet } from '@storesearch/sdk/facets';
import { en } from '@storesearch/sdk/i18n';
import { DEMO_STORES } from '@storesearch/sdk/mocks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectDialogKeyboardCycle } from '../../../testing/keyboard';
import { DialogOpener, renderDemo } from '../../../testing/renderDemo';
import { FacetValuesDialog } from './FacetValuesDialog';

const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };
const colour: Facet = {
  id: 'f-color',
  field: 'color',
  label: 'Colour',
  visible: true,
  terms: 0,
  selectedValues: [],
};

describe('FacetValuesDialog keyboard', () => {
  it("opens from the facet's values button with Enter, gives every value its own Tab stop, traps focus both ways, and Escape returns focus", async () => {
    renderDemo(
      <DialogOpener label="Values of Colour">
        {(open, close) => (
          <FacetValuesDialog store={store} facet={open ? colour : null} onClose={close} onApply={vi.fn()} />
        )}
      </DialogOpener>,
    );
    let boxes: HTMLElement[] = [];
    const stops = await expectDialogKeyboardCycle(
      screen.getByRole('button', { name: 'Values of Colour' }),
      userEvent,
      {
        inspect: async (dialog) => {
          boxes = await within(dialog).findAllByRole('checkbox', {});
          for (const box of boxes) expect(box).toHaveAccessibleName(/\S/);
        },
      },
    );
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) {
      expect(stops).toContain(box);
    }
    expect(stops.map((stop) => stop.textContent)).toContain(en.chooseValues);
  });
});
