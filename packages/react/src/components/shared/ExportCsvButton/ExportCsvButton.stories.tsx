import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { captureCsvDownloads } from '../../../testing/csvDownloads';
import { ExportCsvButton } from './ExportCsvButton';
import { ExportCsvTimeZone } from './exportCsvTimeZone';

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
      await expect(file?.text).toBe(`Place,Count\r\n"Berlin, DE",12\r\n"'=cmd",1\r\n`);
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

/**
 * Below a store in New York, the file is dated by the store's day: at 22:00 there on the 22nd (03:00 UTC on
 * the 23rd) it is the 22nd's. A zone given to the button itself wins: Tokyo's day is already the 23rd.
 */
export const InTheStoresTimeZone: Story = {
  args: { now: () => new Date('2026-11-23T03:00:00Z') },
  decorators: [
    (Story) => (
      <ExportCsvTimeZone value="America/New_York">
        <Story />
      </ExportCsvTimeZone>
    ),
  ],
  render: (args) => (
    <>
      <ExportCsvButton {...args} />
      <ExportCsvButton {...args} name={en.columnPlace} timeZone="Asia/Tokyo" />
    </>
  ),
  play: async ({ canvas }) => {
    const downloads = captureCsvDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: `${en.exportCsv}: ${en.searchOrigins}` }));
      await userEvent.click(canvas.getByRole('button', { name: `${en.exportCsv}: ${en.columnPlace}` }));
      const [store, tokyo] = await downloads.files();
      await expect(store?.name).toBe('where-searches-come-from-2026-11-22.csv');
      await expect(tokyo?.name).toBe('place-2026-11-23.csv');
    } finally {
      downloads.restore();
    }
  },
};
