import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { captureCsvDownloads } from '../../../testing/csvDownloads';
import { ExportCsvButton } from './ExportCsvButton';

interface Place {
  readonly place: string;
  readonly count: number;
}

const meta = {
  title: 'Components/ExportCsvButton',
  component: ExportCsvButton<Place>,
  tags: ['autodocs'],
  args: {
    name: en.searchOrigins,
    columns: [
      { header: en.columnPlace, value: (row: Place) => row.place },
      { header: en.columnCount, value: (row: Place) => row.count },
    ],
    rows: [
      { place: 'Berlin, DE', count: 12 },
      { place: '=cmd', count: 1 },
    ],
    now: () => new Date('2026-11-22T12:00:00Z'),
  },
} satisfies Meta<typeof ExportCsvButton<Place>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Downloads the rows as a CSV named after the table and the date; quoted and formula-safe cells. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const downloads = captureCsvDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: `${en.exportCsv}: ${en.searchOrigins}` }));
      const [file] = await downloads.files();
      await expect(file?.name).toBe('where-searches-come-from-2026-11-22.csv');
      await expect(file?.text).toBe('Place,Count\r\n"Berlin, DE",12\r\n\'=cmd,1\r\n');
    } finally {
      downloads.restore();
    }
  },
};

/** Nothing to export: the button is disabled. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `${en.exportCsv}: ${en.searchOrigins}` })).toBeDisabled();
  },
};

/** While the rows load the button waits, disabled. */
export const Loading: Story = {
  args: { rows: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `${en.exportCsv}: ${en.searchOrigins}` })).toBeDisabled();
  },
};
