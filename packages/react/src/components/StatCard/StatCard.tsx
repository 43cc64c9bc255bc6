import { Card, Flex, Skeleton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** Props of StatCard. */
export interface StatCardProps {
  /** What the figure counts, e.g. 'Connected Stores'. */
  label: string;
  /** The figure, already formatted for the locale. */
  value: ReactNode;
  /** A short line under the figure (a date, a unit). */
  hint?: ReactNode;
  /** Shows a placeholder of the figure's size while the data loads. */
  loading?: boolean;
}

/** One labelled figure on a card: the building block of the dashboards' stat rows. */
export function StatCard({ label, value, hint, loading = false }: StatCardProps) {
  return (
    <Card size="2" role="group" aria-label={label} aria-busy={loading}>
      <Flex direction="column" gap="1">
        <Text as="div" size="2" color="gray">
          {label}
        </Text>
        <Skeleton loading={loading}>
          <Text as="div" size="6" weight="bold">
            {value}
          </Text>
        </Skeleton>
        {hint !== undefined && (
          <Skeleton loading={loading}>
            <Text as="div" size="1" color="gray">
              {hint}
            </Text>
          </Skeleton>
        )}
      </Flex>
    </Card>
  );
}
