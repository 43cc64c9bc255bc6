import { Button, Flex, Grid, Heading, Theme, type ThemeProps } from '@radix-ui/themes';
import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BarChart } from '../charts/BarChart';
import { StatCard } from '../components/shared/StatCard/StatCard';
import { StoreList } from '../components/stores/StoreList/StoreList';
import { toStoreListItems } from '../hooks/stores/storeListItems';
import { loadDemoBatchInit } from '../testing/demoData';

/** A partner's Radix Theme: the four settings the components must follow. */
type PartnerTheme = Required<Pick<ThemeProps, 'accentColor' | 'radius' | 'appearance' | 'scaling'>>;

/** Three hosts that disagree on every setting. */
const PARTNER_THEMES = [
  { accentColor: 'indigo', radius: 'medium', appearance: 'light', scaling: '100%' },
  // Amber and purple rather than crimson and teal: those two put white text on their solid buttons at under
  // the 4.5:1 contrast WCAG AA asks for (3.8 and 3.1), so the accessibility check would rightly fail them.
  { accentColor: 'amber', radius: 'full', appearance: 'dark', scaling: '110%' },
  { accentColor: 'purple', radius: 'none', appearance: 'light', scaling: '90%' },
] as const satisfies readonly PartnerTheme[];

/** The theme's settings as a label, e.g. "amber · full · dark · 110%". */
const themeLabel = (theme: PartnerTheme) =>
  [theme.accentColor, theme.radius, theme.appearance, theme.scaling].join(' · ');

const stores = toStoreListItems(await loadDemoBatchInit()).slice(0, 2);

/** A query's search count, the shape of the search-state chart. */
interface QueryCount {
  readonly query: string;
  readonly searchCount: number;
}

const queries: QueryCount[] = [
  { query: 'hoodie', searchCount: 95 },
  { query: 'boots', searchCount: 60 },
  { query: 'cap', searchCount: 20 },
];

/** The same widgets a partner embeds (a stat, the store list, a chart, a dialog's trigger), under one theme. */
function PartnerPanel({ theme, onOpenForm }: { theme: PartnerTheme; onOpenForm: () => void }) {
  const label = themeLabel(theme);
  return (
    <Theme {...theme} hasBackground>
      <section aria-label={label}>
        <Flex direction="column" gap="3" p="3">
          <Heading as="h2" size="3">
            {label}
          </Heading>
          <StatCard label={en.connectedStores} value={stores.length} />
          <StoreList stores={stores} onStartSync={fn()} onViewDetails={fn()} onAddStore={onOpenForm} />
          <BarChart
            title={en.topSearchedQueriesOverTime}
            titleAs="h3"
            data={queries}
            index="query"
            indexLabel={en.columnQuery}
            categories={[{ key: 'searchCount', label: en.columnSearchCount }]}
            showLegend={false}
            height={160}
          />
          <Flex justify="end">
            <Button onClick={onOpenForm}>{en.addRule}</Button>
          </Flex>
        </Flex>
      </section>
    </Theme>
  );
}

/** Props of the side-by-side view. */
interface ThemingProps {
  /** Called by every panel's Add Store and Add Rule buttons, where the host opens its form dialog. */
  onOpenForm: () => void;
}

/** The three partner themes side by side. */
function Theming({ onOpenForm }: ThemingProps) {
  return (
    <Grid columns="3" gap="3" align="start">
      {PARTNER_THEMES.map((theme) => (
        <PartnerPanel key={themeLabel(theme)} theme={theme} onOpenForm={onOpenForm} />
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Theming/Partner themes',
  component: Theming,
  tags: ['autodocs'],
  args: { onOpenForm: fn() },
  parameters: {
    // The three panels repeat the same widgets on purpose, so the store list's "Your Stores" region appears
    // three times; on a partner's page it appears once.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    docs: {
      description: {
        component:
          "The components draw every colour, radius and size from the host's Radix Theme: wrap them in your " +
          'own `<Theme accentColor radius appearance scaling>` (and pass `theme={false}` to StoreSearchProvider) ' +
          'and they follow it. Here the same widgets sit under three different themes. Pick an accent whose solid ' +
          'colour keeps 4.5:1 contrast with its text: crimson and teal, for example, do not.',
      },
    },
  },
} satisfies Meta<typeof Theming>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel of one theme, found by its label. */
const panelOf = (canvasElement: HTMLElement, theme: PartnerTheme) =>
  within(canvasElement).getByRole('region', { name: themeLabel(theme) });

/**
 * Each panel follows its own theme: the accent of the primary buttons differs, radius none squares the
 * buttons and the bars, and scaling grows or shrinks the type.
 */
export const ThreeThemes: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const [indigo, amber, purple] = PARTNER_THEMES.map((theme) => panelOf(canvasElement, theme));
    if (!indigo || !amber || !purple) throw new Error('A theme panel is missing');
    const panels = [indigo, amber, purple];
    const primaryButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: en.addRule });

    // Accent: the solid buttons' backgrounds are three different colours.
    const accents = panels.map((panel) => getComputedStyle(primaryButton(panel)).backgroundColor);
    await expect(new Set(accents).size).toBe(PARTNER_THEMES.length);

    // Appearance: the dark panel's text is light (its red, green and blue channels high), the others' dark.
    const brightness = (panel: HTMLElement) => {
      const heading = within(panel).getByRole('heading', { name: panel.getAttribute('aria-label') ?? '' });
      const channels =
        getComputedStyle(heading)
          .color.match(/\d+(\.\d+)?/g)
          ?.slice(0, 3)
          .map(Number) ?? [];
      return channels.reduce((sum, channel) => sum + channel, 0) / channels.length;
    };
    await expect(brightness(amber)).toBeGreaterThan(brightness(indigo));
    await expect(brightness(amber)).toBeGreaterThan(brightness(purple));

    // Radius: square under "none", pill-shaped under "full".
    await expect(getComputedStyle(primaryButton(purple)).borderTopLeftRadius).toBe('0px');
    await expect(
      Number.parseFloat(getComputedStyle(primaryButton(amber)).borderTopLeftRadius),
    ).toBeGreaterThan(Number.parseFloat(getComputedStyle(primaryButton(indigo)).borderTopLeftRadius));
    // The chart's bars follow it too: rounded tops (arcs in the path) except under "none".
    await waitFor(() => expect(indigo.querySelector('[data-chart-bar]')).not.toBeNull());
    const barPath = (panel: HTMLElement) => panel.querySelector('[data-chart-bar]')?.getAttribute('d') ?? '';
    await expect(barPath(indigo)).toContain('A');
    await expect(barPath(purple)).not.toContain('A');

    // Scaling: the stat's figure is larger at 110 % than at 100 %, and smaller at 90 %.
    const figureSize = (panel: HTMLElement) => {
      const stat = within(panel).getByRole('group', { name: en.connectedStores });
      return Number.parseFloat(getComputedStyle(within(stat).getByText(String(stores.length))).fontSize);
    };
    await expect(figureSize(amber)).toBeGreaterThan(figureSize(indigo));
    await expect(figureSize(purple)).toBeLessThan(figureSize(indigo));

    // The widgets still work inside a partner's theme.
    await userEvent.click(within(amber).getByRole('button', { name: en.addStore }));
    await expect(args.onOpenForm).toHaveBeenCalledOnce();
  },
};
