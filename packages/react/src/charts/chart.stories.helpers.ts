/**
 * Shared steps of the chart stories' play functions. Not part of the package API.
 */
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';

/** The names in a chart's legend, in order. */
export function legendNames(figure: HTMLElement): (string | null)[] {
  return within(figure)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** Opens a chart's data table and returns its rows (header row first). */
export async function openDataTable(figure: HTMLElement, summaryText: string): Promise<HTMLElement[]> {
  await userEvent.click(within(figure).getByText(summaryText));
  const table = within(figure).getByRole('table');
  await expect(table).toBeVisible();
  return within(table).getAllByRole('row');
}

/** The texts of a chart axis's ticks, in drawing order. */
export function tickTexts(figure: HTMLElement, axis: 'x' | 'y'): string[] {
  const selector = `[data-chart-axis-labels="${axis}"]`;
  return [...figure.querySelectorAll(`${selector} text`)].map((node) => node.textContent ?? '');
}

/** Moves the pointer over a point of the plot (fractions of its width and height) and waits for the tooltip. */
export async function hoverPlot(figure: HTMLElement, x: number, y: number): Promise<HTMLElement> {
  const wrapper = await waitFor(() => {
    const found = figure.querySelector<HTMLElement>('svg[data-chart-surface]');
    if (!found) throw new Error('no plot yet');
    return found;
  });
  const box = wrapper.getBoundingClientRect();
  const at = { clientX: box.left + box.width * x, clientY: box.top + box.height * y };
  fireEvent.mouseEnter(wrapper, at);
  fireEvent.mouseMove(wrapper, at);
  return waitFor(() => {
    const tooltip = figure.querySelector<HTMLElement>('[data-chart-tooltip]');
    if (!tooltip) throw new Error('no tooltip yet');
    return tooltip;
  });
}
