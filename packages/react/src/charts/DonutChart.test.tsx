import { en } from '@storesearch/sdk/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderDemo } from '../testing/renderDemo';
import { DonutChart } from './DonutChart';
import { RingChart } from './RingChart';

interface Clicked {
  readonly productTitle: string;
  readonly clicks: number;
}

const products: Clicked[] = [
  { productTitle: 'Trail shoe', clicks: 30 },
  { productTitle: 'Rain jacket', clicks: 12 },
];

/** Tabs from a button before the chart and opens its data table with the keyboard; returns the table's rows. */
async function openTableByKeyboard(figureName: string): Promise<HTMLElement[]> {
  const figure = screen.getByRole('figure', { name: figureName });
  screen.getByRole('button', { name: 'before' }).focus();
  await userEvent.keyboard('{Tab}');
  // The decorative plot takes no stop: the first one is the disclosure of the data table, its text alternative.
  expect(document.activeElement?.tagName).toBe('SUMMARY');
  expect(figure.contains(document.activeElement)).toBe(true);
  expect(document.activeElement).toHaveTextContent(en.showDataTable);
  await userEvent.keyboard(' ');
  const table = within(figure).getByRole('table', { name: figureName });
  await expect.poll(() => table.checkVisibility()).toBe(true);
  return within(table).getAllByRole('row');
}

describe('donut and ring charts from the keyboard', () => {
  it('a donut is a named figure whose data table is one Tab and Space away', async () => {
    renderDemo(
      <>
        <button type="button">before</button>
        <DonutChart
          title={en.topClickedProducts}
          data={products}
          index="productTitle"
          indexLabel={en.columnProduct}
          categories={[{ key: 'clicks', label: en.columnClicks }]}
        />
      </>,
    );
    const rows = await openTableByKeyboard(en.topClickedProducts);
    expect(rows).toHaveLength(products.length + 1);
    expect(rows[1]).toHaveTextContent('Trail shoe30');
  });

  it('a ring is a named figure whose data table is one Tab and Space away', async () => {
    renderDemo(
      <>
        <button type="button">before</button>
        <RingChart title={en.totalSearches} percent={42} value="420" valueLabel={en.totalSearches} />
      </>,
    );
    const rows = await openTableByKeyboard(en.totalSearches);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('420');
  });
});
