import { en } from '@storesearch/sdk/i18n';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderDemo } from '../testing/renderDemo';
import { BarChart } from './BarChart';
import { LINE_X_LABELS_MAX, xLabelInterval } from './chart.format';
import { LineChart } from './LineChart';

interface UsageDay {
  readonly day: string;
  readonly category: number;
  readonly brand: number;
}

const days: UsageDay[] = [
  { day: '2026-10-01', category: 12, brand: 40 },
  { day: '2026-10-02', category: 64, brand: 31 },
  { day: '2026-10-03', category: 88, brand: 120 },
];

const props = {
  title: en.filterUsage,
  data: days,
  index: 'day' as const,
  indexLabel: en.columnDate,
  categories: [
    { key: 'category' as const, label: en.fieldCategory },
    { key: 'brand' as const, label: en.fieldBrand },
  ],
};

/** The same chart with the first series' last value still being counted. */
const ongoing = {
  ...props,
  categories: [
    { key: 'category' as const, label: en.fieldCategory, ongoingLast: true },
    { key: 'brand' as const, label: en.fieldBrand },
  ],
};

/** A chart whose data a button cuts to its first day, as a new period with fewer days would. */
function Shrinking() {
  const [data, setData] = useState(days);
  return (
    <>
      <button type="button" onClick={() => setData(days.slice(0, 1))}>
        fewer
      </button>
      <LineChart<UsageDay> {...props} data={data} />
    </>
  );
}

/** The tooltip's text once it shows. */
const tooltipText = (figure: HTMLElement) =>
  figure.querySelector('[data-chart-tooltip]')?.textContent ?? null;

describe.each([
  ['LineChart', LineChart<UsageDay>],
  ['BarChart', BarChart<UsageDay>],
])('%s from the keyboard', (_, Chart) => {
  it('the plot is a named Tab stop whose arrow keys move the tooltip; the data table is the next stop', async () => {
    renderDemo(
      <>
        <button type="button">before</button>
        <Chart {...props} />
      </>,
    );
    const figure = screen.getByRole('figure', { name: en.filterUsage });
    // The plot is drawn once its box is measured: a Tab pressed before would pass it by.
    const plot = await within(figure).findByRole('application', { name: en.filterUsage });
    screen.getByRole('button', { name: 'before' }).focus();
    await userEvent.keyboard('{Tab}');
    await expect.poll(() => document.activeElement).toBe(plot);
    // Focus shows the first point; the arrows step through the rest and back.
    await expect.poll(() => tooltipText(figure)).toContain('2026-10-01');
    expect(tooltipText(figure)).toContain(`${en.fieldBrand}40`);
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => tooltipText(figure)).toContain('2026-10-02');
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .poll(() => tooltipText(figure))
      .toContain(`2026-10-03${en.fieldCategory}88${en.fieldBrand}120`);
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => tooltipText(figure)).toContain('2026-10-02');
    // Home and End jump to the ends, and the arrows stop there; Escape hides the tooltip and Enter brings it back.
    await userEvent.keyboard('{End}{ArrowRight}');
    await expect.poll(() => tooltipText(figure)).toContain('2026-10-03');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect.poll(() => tooltipText(figure)).toContain('2026-10-01');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => tooltipText(figure)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => tooltipText(figure)).toContain('2026-10-01');

    // Tab leaves the plot for the data table's disclosure, which Enter opens.
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.tagName).toBe('SUMMARY');
    await expect.poll(() => tooltipText(figure)).toBeNull();
    expect(document.activeElement).toHaveTextContent(en.showDataTable);
    await userEvent.keyboard('{Enter}');
    const table = within(figure).getByRole('table');
    await expect.poll(() => table.checkVisibility()).toBe(true);
    expect(within(table).getAllByRole('row')).toHaveLength(days.length + 1);
  });
});

describe('the tooltip when the data changes', () => {
  it('shows the last point the rows still have, and the keys go on from there', async () => {
    renderDemo(<Shrinking />);
    const figure = screen.getByRole('figure', { name: en.filterUsage });
    const plot = await within(figure).findByRole('application', { name: en.filterUsage });
    plot.focus();
    await userEvent.keyboard('{End}');
    await expect.poll(() => tooltipText(figure)).toContain('2026-10-03');
    // A click from script leaves focus on the plot, so its tooltip stays up through the new data.
    screen.getByRole('button', { name: 'fewer' }).click();
    await expect
      .poll(() => tooltipText(figure))
      .toContain(`2026-10-01${en.fieldCategory}12${en.fieldBrand}40`);
    await userEvent.keyboard('{ArrowLeft}');
    expect(tooltipText(figure)).toContain('2026-10-01');
  });
});

describe('x-axis labels of a line chart', () => {
  /** How many labels the axis draws for `points` with an interval. */
  const shown = (points: number) => Math.ceil(points / (xLabelInterval(points) + 1));

  it('labels every point up to the maximum, and at most the maximum beyond it', () => {
    expect(xLabelInterval(LINE_X_LABELS_MAX)).toBe(0);
    expect(xLabelInterval(LINE_X_LABELS_MAX + 1)).toBe(1);
    expect(shown(LINE_X_LABELS_MAX + 1)).toBe(4);
    for (let points = 0; points <= 500; points += 1) {
      expect(shown(points)).toBeLessThanOrEqual(LINE_X_LABELS_MAX);
      if (points > 0) expect(shown(points)).toBeGreaterThanOrEqual(Math.min(points, 3));
    }
  });

  it('draws the same labels however wide the text measures: every (interval + 1)th point from the first', async () => {
    const hours = Array.from({ length: 24 }, (_, hour) => ({
      day: `${String(hour).padStart(2, '0')}:00`,
      category: hour,
      brand: 24 - hour,
    }));
    renderDemo(<LineChart<UsageDay> {...props} data={hours} />);
    const figure = await screen.findByRole('figure', { name: en.filterUsage });
    await expect
      .poll(() => [...figure.querySelectorAll('[data-chart-axis-labels="x"] text')].map((t) => t.textContent))
      .toEqual(['00:00', '04:00', '08:00', '12:00', '16:00', '20:00']);
  });
});

describe('a line whose last value is still being counted', () => {
  it('dots only that line, from the point before the last, and names the dots in the legend', async () => {
    renderDemo(<LineChart<UsageDay> {...ongoing} />);
    const figure = screen.getByRole('figure', { name: en.filterUsage });
    await expect.poll(() => figure.querySelectorAll('[data-chart-line-ongoing]').length).toBe(1);
    const dotted = figure.querySelector('[data-chart-line-ongoing]');
    expect(dotted?.getAttribute('data-chart-series')).toBe(en.fieldCategory);
    // The same curve twice, each clipped to its side of the day before the last.
    const solid = figure.querySelector(`[data-chart-line][data-chart-series="${en.fieldCategory}"]`);
    expect(solid?.getAttribute('d')).toBe(dotted?.getAttribute('d'));
    const clipOf = (path: Element | null | undefined) =>
      document.querySelector(`${path?.getAttribute('clip-path')?.slice(4, -1)} rect`);
    const doneRight = Number(clipOf(solid)?.getAttribute('x')) + Number(clipOf(solid)?.getAttribute('width'));
    expect(doneRight).toBe(Number(clipOf(dotted)?.getAttribute('x')));
    const legend = within(figure).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual([en.fieldCategory, en.fieldBrand, en.chartSoFar]);
  });

  it('marks the day "so far" in the data table but keeps the plain date in the CSV', async () => {
    const blobs: Blob[] = [];
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:chart';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      renderDemo(<LineChart<UsageDay> {...ongoing} />);
      const figure = screen.getByRole('figure', { name: en.filterUsage });
      await userEvent.click(within(figure).getByText(en.showDataTable));
      expect(within(figure).getByText('2026-10-03 (so far)')).toBeVisible();
      await userEvent.click(
        within(figure).getByRole('button', { name: `${en.exportCsv}: ${en.filterUsage}` }),
      );
      const csv = await blobs[0]?.text();
      expect(csv).toContain('2026-10-03,88,120');
      expect(csv).not.toContain('so far');
    } finally {
      objectUrl.mockRestore();
      click.mockRestore();
    }
  });

  it('draws one line of one point as before, with nothing dotted', async () => {
    renderDemo(<LineChart<UsageDay> {...ongoing} data={days.slice(0, 1)} />);
    const figure = screen.getByRole('figure', { name: en.filterUsage });
    await expect.poll(() => figure.querySelectorAll('[data-chart-line]').length).toBe(2);
    expect(figure.querySelector('[data-chart-line-ongoing]')).toBeNull();
    expect(within(figure).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('a bar whose value is still being counted', () => {
  const ongoingBars = (figure: HTMLElement) =>
    [...figure.querySelectorAll('[data-chart-bar-ongoing]')].map((bar) => ({
      series: bar.closest('[data-chart-series]')?.getAttribute('data-chart-series'),
      position: [...(bar.parentElement?.children ?? [])].indexOf(bar),
    }));

  it("draws only that series' last bar apart, in a dotted outline, and names it in the legend", async () => {
    renderDemo(<BarChart<UsageDay> {...ongoing} />);
    const figure = screen.getByRole('figure', { name: en.filterUsage });
    await expect.poll(() => figure.querySelectorAll('[data-chart-bar]').length).toBe(6);
    expect(ongoingBars(figure)).toEqual([{ series: en.fieldCategory, position: 2 }]);
    const bar = figure.querySelector('[data-chart-bar-ongoing]');
    expect(bar?.getAttribute('stroke-dasharray')).toBe('0.5 5');
    expect(Number(bar?.getAttribute('fill-opacity'))).toBeLessThan(1);
    const legend = within(figure).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual([en.fieldCategory, en.fieldBrand, en.chartSoFar]);
    await userEvent.click(within(figure).getByText(en.showDataTable));
    expect(within(figure).getByText('2026-10-03 (so far)')).toBeVisible();
  });

  it('draws a single bar still being counted apart too', async () => {
    renderDemo(<BarChart<UsageDay> {...ongoing} data={days.slice(0, 1)} />);
    const figure = screen.getByRole('figure', { name: en.filterUsage });
    await expect.poll(() => figure.querySelectorAll('[data-chart-bar]').length).toBe(2);
    expect(ongoingBars(figure)).toEqual([{ series: en.fieldCategory, position: 0 }]);
    expect(within(figure).getAllByRole('listitem')).toHaveLength(3);
  });

  it('draws every bar whole when no series is still being counted', async () => {
    renderDemo(<BarChart<UsageDay> {...props} />);
    const figure = screen.getByRole('figure', { name: en.filterUsage });
    await expect.poll(() => figure.querySelectorAll('[data-chart-bar]').length).toBe(6);
    expect(ongoingBars(figure)).toEqual([]);
    expect(within(figure).getAllByRole('listitem')).toHaveLength(2);
  });
});
