import { en } from '@storesearch/sdk/i18n';
import { DEMO_STORES } from '@storesearch/sdk/mocks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectDialogKeyboardCycle } from '../../../testing/keyboard';
import { renderDemo } from '../../../testing/renderDemo';
import { FacetsEditor } from './FacetsEditor';

const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

describe('FacetsEditor keyboard', () => {
  it("a facet row's values and colour-mapping buttons open their dialogs with Enter and get focus back on Escape", async () => {
    renderDemo(<FacetsEditor store={store} />);
    const table = await screen.findByRole('table', { name: en.facetsTitle });
    const colors = await within(table).findByRole('button', { name: en.colorMappings });
    await expectDialogKeyboardCycle(colors, userEvent, {
      inspect: (dialog) => within(dialog).findByRole('list', { name: en.colorMappings }),
    });
    const values = within(table).getAllByRole('button', { name: /^Values of / })[0];
    if (!values) throw new Error('the demo store has no facets');
    let boxes: HTMLElement[] = [];
    const stops = await expectDialogKeyboardCycle(values, userEvent, {
      inspect: async (dialog) => {
        boxes = await within(dialog).findAllByRole('checkbox', {});
      },
    });
    for (const box of boxes) expect(stops).toContain(box);
  });
});
