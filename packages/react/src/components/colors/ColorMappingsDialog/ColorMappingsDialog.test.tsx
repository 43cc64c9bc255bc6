import { en } from '@storesearch/sdk/i18n';
import { DEMO_STORES } from '@storesearch/sdk/mocks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectDialogKeyboardCycle } from '../../../testing/keyboard';
import { DialogOpener, renderDemo } from '../../../testing/renderDemo';
import { ColorMappingsDialog } from './ColorMappingsDialog';

const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

describe('ColorMappingsDialog keyboard', () => {
  it('opens with Enter, keeps Tab and Shift+Tab among its mappings and the add form, and Escape returns focus', async () => {
    renderDemo(
      <DialogOpener label={en.colorMappings}>
        {(open, close) => (
          <ColorMappingsDialog store={store} open={open} onOpenChange={(next) => !next && close()} />
        )}
      </DialogOpener>,
    );
    let addName: HTMLElement | undefined;
    const stops = await expectDialogKeyboardCycle(
      screen.getByRole('button', { name: en.colorMappings }),
      userEvent,
      {
        // The walk starts once the mappings are listed, so every stop is there.
        inspect: async (dialog) => {
          await within(dialog).findByRole('list', { name: en.colorMappings });
          addName = within(dialog).getByLabelText(en.colorName, { selector: 'input[id]' });
        },
      },
    );
    expect(stops).toContain(addName);
    expect(stops.map((stop) => stop.textContent)).toContain(en.close);
  });
});
