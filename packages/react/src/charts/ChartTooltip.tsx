import { Box, Flex, Text } from '@radix-ui/themes';
import type { ChartValueFormatter } from './chart.types';

/** One line of a tooltip. */
interface TooltipEntry {
  /** Series name. */
  readonly name?: unknown;
  /** Plotted value. */
  readonly value?: unknown;
  /** Series colour. */
  readonly color?: string | undefined;
}

/** Props of ChartTooltip: the chart fills `active`, `label` and `payload` for the point shown. */
export interface ChartTooltipProps {
  /** Whether a point is hovered or focused. */
  active?: boolean;
  /** The hovered index value. */
  label?: unknown;
  /** The hovered values, one per series. */
  payload?: readonly TooltipEntry[];
  /** Formats values. */
  valueFormatter: ChartValueFormatter;
  /** Full text of the index value (the axis shows it cut). */
  labelFormatter?: ((value: string) => string) | undefined;
}

/** The tooltip every chart shares: the full label, then a swatch, name and formatted value per series. */
export function ChartTooltip({ active, label, payload, valueFormatter, labelFormatter }: ChartTooltipProps) {
  if (!active || !payload || payload.length === 0) return null;
  const text = label === undefined ? '' : String(label);
  return (
    <Box
      data-chart-tooltip=""
      p="2"
      style={{
        background: 'var(--color-panel-solid)',
        border: '1px solid var(--gray-a6)',
        borderRadius: 'var(--radius-2)',
        boxShadow: 'var(--shadow-3)',
        minWidth: 120,
      }}
    >
      {text !== '' && (
        <Text as="div" size="1" weight="bold" mb="1">
          {labelFormatter ? labelFormatter(text) : text}
        </Text>
      )}
      {payload.map((entry) => (
        <Flex key={String(entry.name)} align="center" gap="2" justify="between">
          <Flex align="center" gap="1">
            <Box
              style={{
                width: 'var(--space-2)',
                height: 'var(--space-2)',
                borderRadius: '50%',
                background: entry.color,
              }}
            />
            <Text size="1">{String(entry.name)}</Text>
          </Flex>
          <Text size="1" weight="medium">
            {typeof entry.value === 'number' ? valueFormatter(entry.value) : String(entry.value ?? '')}
          </Text>
        </Flex>
      ))}
    </Box>
  );
}
