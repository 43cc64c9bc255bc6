import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { captureCsvDownloads } from '../../../testing/csvDownloads';
import { demoInsightsInput, insightsEn, quietInsightsInput } from '../../../testing/insightsStories';
import { InsightsReports } from './InsightsReports';

const story = (...handlers: unknown[]) => ({ msw: { handlers: { story: handlers } } });

const meta = {
  title: 'Insights/InsightsReports',
  component: InsightsReports,
  tags: ['autodocs'],
  args: { input: demoInsightsInput, onFix: fn() },
} satisfies Meta<typeof InsightsReports>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows' queries in the order shown. */
const queriesOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-label'));

/**
 * The demo store's queries with no results, "sneekers" among them; sorting by query reorders them, Export CSV
 * downloads them in that order, and a row offers the fixes of a query that finds nothing: a synonym or a
 * redirect.
 */
export const Data: Story = {
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole('table', { name: insightsEn.reportNoResults });
    const sneekers = await within(table).findByRole('row', { name: 'sneekers' });
    await userEvent.click(within(table).getByRole('button', { name: insightsEn.columnQuery }));
    const sorted = queriesOf(table);
    await expect(sorted).toEqual([...sorted].sort());
    const downloads = captureCsvDownloads();
    try {
      await userEvent.click(
        canvas.getByRole('button', { name: `${insightsEn.exportCsv}: ${insightsEn.reportNoResults}` }),
      );
      const [file] = await downloads.files();
      await expect(file?.text.split('\r\n')[1]?.split(',')[0]).toBe(sorted[0]);
    } finally {
      downloads.restore();
    }
    await expect(
      within(sneekers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([insightsEn.fixAddSynonym, insightsEn.fixAddRedirect]);
    await userEvent.click(
      within(sneekers).getByRole('button', { name: `${insightsEn.fixAddSynonym}: sneekers` }),
    );
    await expect(args.onFix).toHaveBeenCalledWith('sneekers', { action: 'addSynonym' });
  },
};

/** Another tab requests its own report: queries whose results nobody clicked, fixed by pinning products. */
export const NoClicks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: insightsEn.reportNoClicks }));
    const table = await canvas.findByRole('table', { name: insightsEn.reportNoClicks });
    const fixes = await within(table).findAllByRole('button', {
      name: new RegExp(`^${insightsEn.fixPinProducts}: `),
    });
    await expect(fixes.length).toBeGreaterThan(0);
    await userEvent.click(fixes[0] as HTMLElement);
    const query = String(fixes[0]?.getAttribute('aria-label')).slice(`${insightsEn.fixPinProducts}: `.length);
    await expect(args.onFix).toHaveBeenCalledWith(query, { action: 'pinProducts' });
  },
};

/** A week without traffic: the report says nothing failed, and there is nothing to export. */
export const Empty: Story = {
  args: { input: quietInsightsInput },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(insightsEn.reportNoResultsEmpty)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `${insightsEn.exportCsv}: ${insightsEn.reportNoResults}` }),
    ).toBeDisabled();
  },
};

/** While the report loads, placeholder rows. */
export const Loading: Story = {
  parameters: story(faultHandler('getNoResultQueries', { kind: 'pending' })),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: insightsEn.reportNoResults });
    await expect(within(table).getAllByRole('row', { busy: true }).length).toBeGreaterThan(0);
  },
};

/** A failure shows in the table's body with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: story(faultHandler('getNoResultQueries', { kind: 'networkError' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: insightsEn.retry })).toBeVisible();
    await expect(canvas.getByText(new RegExp(insightsEn.networkError.slice(0, 20)))).toBeVisible();
  },
};
