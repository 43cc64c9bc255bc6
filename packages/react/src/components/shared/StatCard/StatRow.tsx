import { Grid } from '@radix-ui/themes';
import { StatCard, type StatCardProps } from './StatCard';

/** Props of StatRow. */
export interface StatRowProps {
  /** The figures, in reading order (label, formatted value, optional hint); four fill a wide row. */
  stats: readonly Omit<StatCardProps, 'loading'>[];
  /** Shows every card's placeholder while the data loads. */
  loading?: boolean;
}

/** A dashboard's row of stat cards: one column on phones, two on small screens, four from medium up. */
export function StatRow({ stats, loading = false }: StatRowProps) {
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="3">
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} loading={loading} />
      ))}
    </Grid>
  );
}
