// Chart labels must be readable at every width: after each story that draws a chart (and after its
// screenshots), the axis labels of every chart on the page are read from the rendered SVG's boxes at the story's
// width and again at a phone's, a tablet's, a laptop's and a wide screen's, and the story fails if two labels of
// an axis overlap or a label is cut off at the chart's edge. Charts a story file has already walked with the same
// labels are checked at the story's width only. In the Vitest run only (.storybook/vitest.setup.ts adds these
// annotations).
import type { Preview } from '@storybook/react-vite';
import { expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { STATE_TIMEOUT_MS } from '../packages/react/src/testing/timeouts';
import { nextPaint } from './paint';

/** The widths the labels are checked at after the story's own: a phone, a tablet, laptops and a wide screen. */
export const CHART_CHECK_WIDTHS_PX = [360, 768, 1024, 1280, 1920] as const;
/** Overlap or overhang below this many px is anti-aliasing, not a problem. */
const TOLERANCE_PX = 0.5;

/** One drawn label and its box. */
interface DrawnLabel {
  readonly text: string;
  readonly box: DOMRect;
}

/** The visible labels of one axis, in reading order along it. */
function axisLabels(axis: Element, horizontal: boolean): DrawnLabel[] {
  return [...axis.querySelectorAll('text')]
    .map((label) => ({ text: label.textContent ?? '', box: label.getBoundingClientRect() }))
    .filter(({ text, box }) => text.trim() !== '' && box.width > 0)
    .sort((a, b) => (horizontal ? a.box.left - b.box.left : a.box.top - b.box.top));
}

/**
 * What is wrong with the axis labels of the charts under `root`: labels of one axis that overlap, and labels
 * that stick out of their chart. Empty when every label is whole and apart.
 */
export function chartLabelProblems(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const chart of root.querySelectorAll('svg[data-chart-surface]')) {
    const frame = chart.getBoundingClientRect();
    if (frame.width === 0) continue;
    const name =
      chart.getAttribute('aria-label') ?? chart.closest('figure')?.getAttribute('aria-label') ?? 'a chart';
    // Each axis's labels are a layer of their own, apart from the axis line.
    for (const axis of chart.querySelectorAll('[data-chart-axis-labels]')) {
      const horizontal = axis.getAttribute('data-chart-axis-labels') === 'x';
      const labels = axisLabels(axis, horizontal);
      labels.forEach(({ text, box }, i) => {
        const next = labels[i + 1];
        const overlap = next && (horizontal ? box.right - next.box.left : box.bottom - next.box.top);
        if (next && overlap !== undefined && overlap > TOLERANCE_PX) {
          problems.push(`${name}: "${text}" and "${next.text}" overlap by ${overlap.toFixed(1)} px`);
        }
        if (
          box.left < frame.left - TOLERANCE_PX ||
          box.right > frame.right + TOLERANCE_PX ||
          box.top < frame.top - TOLERANCE_PX ||
          box.bottom > frame.bottom + TOLERANCE_PX
        ) {
          problems.push(`${name}: "${text}" is cut off at the chart's edge`);
        }
      });
    }
  }
  return problems;
}

/**
 * Waits until the window is `width` px wide and every chart has been redrawn at the width of its plot box (the
 * box follows the window at once; the chart draws at the box's new width after its ResizeObserver reports it),
 * then for the paint.
 */
async function waitForChartsRedrawnAt(width: number): Promise<void> {
  await vi.waitFor(
    () => {
      if (window.innerWidth !== width) throw new Error(`the window is not ${width} px wide yet`);
      for (const chart of document.querySelectorAll('svg[data-chart-surface]')) {
        const plot = chart.closest('[data-chart-plot]') ?? chart.closest('figure');
        const drawn = chart.getBoundingClientRect().width;
        if (plot && Math.abs(drawn - plot.getBoundingClientRect().width) > 1) {
          throw new Error('a chart has not been redrawn yet');
        }
      }
    },
    { timeout: STATE_TIMEOUT_MS, interval: 16 },
  );
  await nextPaint();
}

/**
 * What decides where the page's charts put their labels: each chart's name, width and the labels of its axes.
 * Two pages with the same signature lay their labels out alike at every width.
 */
function chartsSignature(root: ParentNode): string {
  return JSON.stringify(
    [...root.querySelectorAll('svg[data-chart-surface]')].map((chart) => [
      chart.getAttribute('aria-label') ?? chart.closest('figure')?.getAttribute('aria-label'),
      Math.round(chart.getBoundingClientRect().width),
      [...chart.querySelectorAll('[data-chart-axis-labels]')].map((axis) =>
        [...axis.querySelectorAll('text')].map((label) => label.textContent),
      ),
    ]),
  );
}

/**
 * The chart signatures already walked through every width in this story file: the stories of a file often draw
 * the same chart with the same data (a usage panel in its eight plan states), and its labels need checking once.
 */
const walkedCharts = new Set<string>();

/** Annotations for the Vitest run only: chart labels checked at the story's width and at CHART_CHECK_WIDTHS_PX. */
export const chartLabelAnnotations: Preview = {
  async afterEach() {
    if (!document.querySelector('svg[data-chart-surface]')) return;
    expect(chartLabelProblems(document), 'chart labels at the story width').toEqual([]);
    const signature = chartsSignature(document);
    if (walkedCharts.has(signature)) return;
    const { innerWidth, innerHeight } = window;
    try {
      for (const width of CHART_CHECK_WIDTHS_PX) {
        await page.viewport(width, innerHeight);
        await waitForChartsRedrawnAt(width);
        expect(chartLabelProblems(document), `chart labels at ${width} px`).toEqual([]);
      }
      walkedCharts.add(signature);
    } finally {
      await page.viewport(innerWidth, innerHeight);
    }
  },
};
