import { en } from '@storesearch/sdk/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../testing/renderDemo';
import { BarChart } from './BarChart';
import { DonutChart } from './DonutChart';
import { LineChart } from './LineChart';

interface QueryRow {
  readonly query: string;
  readonly searchCount: number;
}

const rows: QueryRow[] = [
  { query: 'hoodie', searchCount: 95 },
  { query: 'boots', searchCount: 60 },
  { query: 'cap', searchCount: 20 },
];

const props = {
  data: rows,
  index: 'query' as const,
  indexLabel: en.columnQuery,
  categories: [{ key: 'searchCount' as const, label: en.columnSearchCount }] as const,
};

/** The drawn chart of a figure (the SVG in its plot box), or null while it is not drawn. */
const surfaceOf = (figure: HTMLElement) => figure.querySelector<SVGSVGElement>('[data-chart-plot] svg');

/** The box a figure's chart draws in. */
const plotOf = (figure: HTMLElement) => figure.querySelector<HTMLElement>('[data-chart-plot]');

describe('ChartPlot', () => {
  it.each([
    ['LineChart', LineChart<QueryRow>],
    ['BarChart', BarChart<QueryRow>],
    ['DonutChart', DonutChart<QueryRow>],
  ])(
    '%s draws at the whole-pixel width of its box, and again at the new width when the box resizes',
    async (title, Chart) => {
      renderDemo(
        <div data-testid="host" style={{ width: '640.4px' }}>
          <Chart {...props} title={title} />
        </div>,
      );
      const figure = screen.getByRole('figure', { name: title });
      // The box is the figure's width less the card's padding (a fraction of a pixel here); the chart is as wide
      // as the box, rounded.
      const boxWidth = () => plotOf(figure)?.getBoundingClientRect().width ?? 0;
      await expect.poll(() => Number(surfaceOf(figure)?.getAttribute('width'))).toBe(Math.round(boxWidth()));
      screen.getByTestId('host').style.width = '420px';
      await expect.poll(() => Number(surfaceOf(figure)?.getAttribute('width'))).toBe(Math.round(boxWidth()));
      expect(boxWidth()).toBeLessThan(420);
      expect(boxWidth()).toBeGreaterThan(300);
    },
  );

  it('draws a chart in view with its data in the frame its box is first laid out in, before that frame is painted', async () => {
    renderDemo(<LineChart<QueryRow> {...props} title="in view" />);
    const figure = screen.getByRole('figure', { name: 'in view' });
    expect(surfaceOf(figure)).toBeNull();
    // Observers are called in the order they were made, each after the page is laid out and before it is
    // painted: one made after the chart's own is called in the same frame, once the chart's has run.
    const drawnInThatFrame = await new Promise<boolean>((resolve) => {
      const after = new ResizeObserver(() => {
        after.disconnect();
        resolve(surfaceOf(figure) !== null);
      });
      after.observe(figure);
    });
    expect(drawnInThatFrame).toBe(true);
  });

  it('draws a chart below the fold only when it is scrolled near; its title, legend and table are there at once', async () => {
    renderDemo(
      <>
        <LineChart<QueryRow> {...props} title="above the fold" />
        <div style={{ height: '3000px' }} />
        <BarChart<QueryRow> {...props} title={en.topSearchedQueriesOverTime} />
      </>,
    );
    const below = screen.getByRole('figure', { name: en.topSearchedQueriesOverTime });
    // Once the chart in view has drawn, both boxes have been measured and seen by their observers.
    await expect.poll(() => surfaceOf(screen.getByRole('figure', { name: 'above the fold' }))).not.toBeNull();
    expect(surfaceOf(below)).toBeNull();
    // Its box has its full size already, so nothing moves when it draws.
    expect(plotOf(below)?.getBoundingClientRect().height).toBeGreaterThan(0);
    expect(within(below).getByRole('listitem')).toHaveTextContent(en.columnSearchCount);
    // The data table opens without the chart.
    within(below).getByText(en.showDataTable).click();
    await expect.poll(() => within(below).queryAllByRole('row').length).toBe(rows.length + 1);
    expect(surfaceOf(below)).toBeNull();
    below.scrollIntoView();
    await expect.poll(() => below.querySelectorAll('[data-chart-bar]').length).toBe(rows.length);
  });
});
