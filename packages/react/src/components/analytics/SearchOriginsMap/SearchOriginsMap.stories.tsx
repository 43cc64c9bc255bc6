import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { openDataTable } from '../../../charts/chart.stories.helpers';
import { demoServerError } from '../../../testing/demoData';
import { SearchOriginsMap } from './SearchOriginsMap';
import { projectPoint } from './world.outline';

const meta = {
  title: 'Analytics/SearchOriginsMap',
  component: SearchOriginsMap,
  tags: ['autodocs'],
  args: {
    origins: [
      { city: 'Berlin', country: 'DE', lat: 52.52, lon: 13.4, count: 9 },
      { city: 'Sydney', country: 'AU', lat: -33.87, lon: 151.21, count: 1 },
    ],
    loading: false,
  },
} satisfies Meta<typeof SearchOriginsMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A point per place on the bundled outline (no network), larger for more searches; a table of places. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.searchOrigins });
    const berlin = figure.querySelector('circle[data-place="Berlin, DE"]');
    const sydney = figure.querySelector('circle[data-place="Sydney, AU"]');
    const at = projectPoint(13.4, 52.52);
    await expect(berlin).toHaveAttribute('cx', String(at.x));
    await expect(berlin).toHaveAttribute('cy', String(at.y));
    await expect(Number(berlin?.getAttribute('r'))).toBeGreaterThan(Number(sydney?.getAttribute('r')));
    await expect(berlin?.querySelector('title')).toHaveTextContent('Berlin, DE: 9 searches');
    await expect(sydney?.querySelector('title')).toHaveTextContent('Sydney, AU: 1 search');
    const rows = await openDataTable(figure, en.showDataTable);
    await expect(rows[1]).toHaveTextContent('Berlin, DE9');
  },
};

/** No located searches yet. */
export const Empty: Story = {
  args: { origins: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.searchOriginsEmpty)).toBeVisible();
  },
};

/** While loading, the figure is busy. */
export const Loading: Story = {
  args: { origins: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: en.searchOrigins })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failure in place of the map. */
export const ErrorState: Story = {
  name: 'Error',
  args: { origins: undefined, error: demoServerError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
  },
};
