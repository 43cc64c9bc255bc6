import { en } from '@storesearch/sdk/i18n';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderDemo } from '../testing/renderDemo';
import { DONUT_ACTIVE_GROWTH_PX, donutRing, donutSlices, donutTooltipPoint } from './chart.donut';
import { chartColor } from './chart.palette';
import { DonutChart } from './DonutChart';
import { RingChart } from './RingChart';

interface Clicked {
  readonly productTitle: string;
  readonly clicks: number;
}

/** Three products and one nobody clicked: it is in the legend and the table, but has no slice. */
const withUnclicked: Clicked[] = [
  { productTitle: 'Trail shoe', clicks: 30 },
  { productTitle: 'Wool socks', clicks: 0 },
  { productTitle: 'Rain jacket', clicks: 12 },
  { productTitle: 'Cap', clicks: 6 },
];

const props = {
  title: en.topClickedProducts,
  index: 'productTitle' as const,
  indexLabel: en.columnProduct,
  categories: [{ key: 'clicks' as const, label: en.columnClicks }] as const,
};

/** A donut whose data a button cuts to its first product, as a new period with fewer products would. */
function Shrinking() {
  const [data, setData] = useState(withUnclicked);
  return (
    <>
      <button type="button" onClick={() => setData(withUnclicked.slice(0, 1))}>
        fewer
      </button>
      <DonutChart<Clicked> {...props} data={data} />
    </>
  );
}

/** The tooltip's text once it shows. */
const tooltipText = (figure: HTMLElement) =>
  figure.querySelector('[data-chart-tooltip]')?.textContent ?? null;

/** The name of the slice drawn as the active one, or null. */
const activeSlice = (figure: HTMLElement) =>
  figure.querySelector('[data-chart-slice][data-chart-active]')?.getAttribute('data-chart-slice') ?? null;

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

describe('a donut’s slices', () => {
  it('are a path per product with clicks, in the palette’s colours by the product’s row', async () => {
    renderDemo(<DonutChart<Clicked> {...props} data={withUnclicked} />);
    const figure = screen.getByRole('figure', { name: en.topClickedProducts });
    await within(figure).findByRole('application', { name: en.topClickedProducts });
    const slices = [...figure.querySelectorAll('path[data-chart-slice]')];
    expect(slices.map((slice) => slice.getAttribute('data-chart-slice'))).toEqual([
      'Trail shoe',
      'Rain jacket',
      'Cap',
    ]);
    expect(slices.map((slice) => slice.getAttribute('fill'))).toEqual([0, 2, 3].map(chartColor));
    // The legend still names every product, the unclicked one included, in the same colours.
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(withUnclicked.map((p) => p.productTitle));
  });

  it('show nothing but the empty text when no product has a click', async () => {
    renderDemo(
      <DonutChart<Clicked>
        {...props}
        data={[{ productTitle: 'Wool socks', clicks: 0 }]}
        emptyText={en.noSearchData}
      />,
    );
    await expect.poll(() => screen.queryByText(en.noSearchData)).not.toBeNull();
    expect(document.querySelector('[data-chart-surface]')).toBeNull();
  });
});

describe('a donut under the pointer', () => {
  it('shows the hovered slice’s formatted name and value in its colour, marks the slice, and hides on leave', async () => {
    renderDemo(
      <>
        <button type="button">before</button>
        <DonutChart<Clicked>
          {...props}
          data={withUnclicked}
          indexFormatter={(title) => title.toUpperCase()}
          valueFormatter={(value) => `${value} clicks`}
        />
      </>,
    );
    const figure = screen.getByRole('figure', { name: en.topClickedProducts });
    const plot = await within(figure).findByRole('application', { name: en.topClickedProducts });
    const { width, height } = plot.getBoundingClientRect();
    const ring = donutRing(width, height);
    const slices = donutSlices(withUnclicked.map((p) => p.clicks));
    const over = async (row: number) => {
      const slice = slices[row];
      if (!slice) throw new Error(`no slice for row ${row}`);
      const [x, y] = donutTooltipPoint(ring, slice);
      await userEvent.hover(plot, { position: { x, y } });
    };
    const rain = figure.querySelector<SVGPathElement>('[data-chart-slice="RAIN JACKET"]');
    const restingHeight = rain?.getBBox().height ?? 0;

    await over(2);
    await expect.poll(() => tooltipText(figure)).toBe('RAIN JACKET12 clicks');
    expect(activeSlice(figure)).toBe('RAIN JACKET');
    // Marked by more than its colour: the slice reaches further out than the others.
    expect(rain?.getBBox().height).toBeGreaterThan(restingHeight + DONUT_ACTIVE_GROWTH_PX / 2);
    const swatch = figure.querySelector<HTMLElement>('[data-chart-tooltip] [style*="border-radius: 50%"]');
    expect(swatch?.style.background).toBe(chartColor(2));

    await over(3);
    await expect.poll(() => tooltipText(figure)).toBe('CAP6 clicks');
    await over(0);
    await expect.poll(() => tooltipText(figure)).toBe('TRAIL SHOE30 clicks');
    // The hole is no slice.
    await userEvent.hover(plot, { position: { x: ring.cx, y: ring.cy } });
    await expect.poll(() => tooltipText(figure)).toBeNull();
    await over(0);
    await expect.poll(() => tooltipText(figure)).not.toBeNull();
    await userEvent.hover(screen.getByRole('button', { name: 'before' }));
    await expect.poll(() => tooltipText(figure)).toBeNull();
    expect(activeSlice(figure)).toBeNull();
  });
});

describe('donut and ring charts from the keyboard', () => {
  it('a donut is a named Tab stop whose arrow keys step through the slices; the data table is the next stop', async () => {
    renderDemo(
      <>
        <button type="button">before</button>
        <DonutChart<Clicked> {...props} data={withUnclicked} />
      </>,
    );
    const figure = screen.getByRole('figure', { name: en.topClickedProducts });
    // The plot is drawn once its box is measured: a Tab pressed before would pass it by.
    const plot = await within(figure).findByRole('application', { name: en.topClickedProducts });
    screen.getByRole('button', { name: 'before' }).focus();
    await userEvent.keyboard('{Tab}');
    await expect.poll(() => document.activeElement).toBe(plot);
    // Focus shows the first slice; the arrows step through the slices with clicks and back.
    await expect.poll(() => tooltipText(figure)).toBe('Trail shoe30');
    expect(activeSlice(figure)).toBe('Trail shoe');
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => tooltipText(figure)).toBe('Rain jacket12');
    expect(activeSlice(figure)).toBe('Rain jacket');
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => tooltipText(figure)).toBe('Cap6');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => tooltipText(figure)).toBe('Rain jacket12');
    // Home and End jump to the ends, and the arrows stop there; Escape hides the tooltip and Enter brings it back.
    await userEvent.keyboard('{End}{ArrowRight}');
    await expect.poll(() => tooltipText(figure)).toBe('Cap6');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect.poll(() => tooltipText(figure)).toBe('Trail shoe30');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => tooltipText(figure)).toBeNull();
    expect(activeSlice(figure)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => tooltipText(figure)).toBe('Trail shoe30');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => tooltipText(figure)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => tooltipText(figure)).toBe('Trail shoe30');

    // Tab leaves the plot, hiding the tooltip, for the data table's disclosure, which Enter opens.
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.tagName).toBe('SUMMARY');
    await expect.poll(() => tooltipText(figure)).toBeNull();
    expect(activeSlice(figure)).toBeNull();
    expect(document.activeElement).toHaveTextContent(en.showDataTable);
    await userEvent.keyboard('{Enter}');
    const table = within(figure).getByRole('table', { name: en.topClickedProducts });
    await expect.poll(() => table.checkVisibility()).toBe(true);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(withUnclicked.length + 1);
    expect(rows[1]).toHaveTextContent('Trail shoe30');
  });

  it('a donut whose data shrinks shows the last slice it still has, and the keys go on from there', async () => {
    renderDemo(<Shrinking />);
    const figure = screen.getByRole('figure', { name: en.topClickedProducts });
    const plot = await within(figure).findByRole('application', { name: en.topClickedProducts });
    plot.focus();
    await userEvent.keyboard('{End}');
    await expect.poll(() => tooltipText(figure)).toBe('Cap6');
    // A click from script leaves focus on the plot, so its tooltip stays up through the new data.
    screen.getByRole('button', { name: 'fewer' }).click();
    await expect.poll(() => tooltipText(figure)).toBe('Trail shoe30');
    expect(figure.querySelectorAll('path[data-chart-slice]')).toHaveLength(1);
    await userEvent.keyboard('{ArrowLeft}');
    expect(tooltipText(figure)).toBe('Trail shoe30');
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
