import { en } from '@storesearch/sdk/i18n';
import { createDemoBackend, DEMO_STORES } from '@storesearch/sdk/mocks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderDemo } from '../../../testing/renderDemo';
import { ProductBoostTable } from './ProductBoostTable';

const storeId = DEMO_STORES.shopify.id;
const store = { storeId: String(storeId), storeType: 'shopify' as const };

describe('ProductBoostTable keyboard', () => {
  it('the virtual rows sit in a named Tab stop whose End key scrolls to the last product, which Tab then edits', async () => {
    const backend = createDemoBackend();
    const products = backend.db.products.get(storeId) ?? [];
    renderDemo(<ProductBoostTable store={store} />, backend);
    const region = await screen.findByRole('region', { name: en.columnProducts });
    expect(region.tabIndex).toBe(0);
    const edits = () => within(region).getAllByRole('button', { name: /^Edit boost of / });
    await expect.poll(() => edits().length).toBeGreaterThan(0);
    // Virtualised: fewer rows in the page than products, so Tab alone cannot reach them all.
    expect(edits().length).toBeLessThan(products.length);
    const last = products.at(-1);
    if (!last) throw new Error('the demo store has no products');
    expect(within(region).queryByRole('button', { name: `Edit boost of ${last.title}` })).toBeNull();

    // End scrolls the focused region to its bottom; the rows there render once the scroll has landed. A press
    // can land while the page is still busy with the first rows, so End is pressed again until they are there.
    const lastEditNow = () => within(region).queryByRole('button', { name: `Edit boost of ${last.title}` });
    await expect
      .poll(async () => {
        if (lastEditNow() === null) {
          region.focus();
          await userEvent.keyboard('{End}');
        }
        return lastEditNow() !== null;
      })
      .toBe(true);
    // From the region, Tab walks the rows now in view; the last product's Edit is among them. Found by its name:
    // where the table is wider than the window, focusing a row scrolls the region both ways, and the rows that
    // leave the view and come back are drawn anew.
    const lastEditName = `Edit boost of ${last.title}`;
    const focusedName = () => document.activeElement?.getAttribute('aria-label');
    for (let press = 0; press < edits().length && focusedName() !== lastEditName; press += 1) {
      await userEvent.keyboard('{Tab}');
    }
    expect(focusedName()).toBe(lastEditName);
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => document.activeElement?.getAttribute('aria-label'))
      .toBe(`Boost of ${last.title}`);
    await userEvent.keyboard('{Escape}');
    await expect
      .poll(() => document.activeElement)
      .toBe(within(region).getByRole('button', { name: `Edit boost of ${last.title}` }));
  });
});
