import { Card, Flex, IconButton, Skeleton, Text, Tooltip } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useT } from '../../../hooks/shared/useT';

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
  /** What exactly the figure counts, in a tooltip on an info button beside the label (keyboard reachable). */
  definition?: string;
}

/** One labelled figure on a card: the building block of the dashboards' stat rows. */
export function StatCard({ label, value, hint, loading = false, definition }: StatCardProps) {
  const t = useT();
  return (
    <Card size="2" role="group" aria-label={label} aria-busy={loading}>
      <Flex direction="column" gap="1">
        <Flex align="center" gap="1">
          <Text as="div" size="2" color="gray">
            {label}
          </Text>
          {definition !== undefined && (
            <Tooltip content={definition}>
              <IconButton
                type="button"
                size="1"
                variant="ghost"
                color="gray"
                aria-label={t('statDefinition', { label })}
                aria-description={definition}
              >
                <svg width="14" height="14" viewBox="0 0 15 15" aria-hidden="true">
                  <circle cx="7.5" cy="7.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.2" />
                  <path
                    d="M7.5 6.5v4M7.5 4.2v.6"
                    stroke="currentColor"
                    strokeWidth="1.4"
                    strokeLinecap="round"
                  />
                </svg>
              </IconButton>
            </Tooltip>
          )}
        </Flex>
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
