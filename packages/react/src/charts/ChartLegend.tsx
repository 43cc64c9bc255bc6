import { Box, Flex, Text } from '@radix-ui/themes';
import { CHART_BAR_SO_FAR_OPACITY, CHART_LINE_DASH, CHART_SO_FAR_STROKE } from './chart.palette';

/** One legend entry. */
export interface ChartLegendItem {
  /** The series' or slice's name. */
  label: string;
  /** Its colour. */
  color: string;
  /** A dashed line's entry: its swatch is a dashed stroke instead of a square. */
  dashed?: boolean;
  /** A dotted line's entry (a stretch still being counted): its swatch is a dotted stroke. */
  dotted?: boolean;
  /** A bar still being counted: its swatch is a light square in a dotted outline, as the bar is drawn. */
  dottedOutline?: boolean;
}

/** Props of ChartLegend. */
export interface ChartLegendProps {
  /** Entries in plotting order. */
  items: readonly ChartLegendItem[];
}

/** A series' colour as a square. */
const squareSwatch = (color: string) => ({
  width: 'calc(10px * var(--scaling))',
  height: 'calc(10px * var(--scaling))',
  borderRadius: 'var(--radius-1)',
  background: color,
  flexShrink: 0,
});

/** A line's colour as a short stroke with the plot's dashes or dots, so the legend shows the line's shape. */
function LineSwatch({ color, line }: { readonly color: string; readonly line: 'dashed' | 'dotted' }) {
  return (
    <svg aria-hidden="true" width="20" height="4" style={{ flexShrink: 0 }}>
      <line
        x1="0"
        y1="2"
        x2="20"
        y2="2"
        stroke={color}
        strokeWidth="2"
        {...(line === 'dashed' ? { strokeDasharray: CHART_LINE_DASH } : CHART_SO_FAR_STROKE)}
      />
    </svg>
  );
}

/** A bar still being counted as a square: its colour light inside a dotted outline. */
function OutlineSwatch({ color }: { readonly color: string }) {
  return (
    <svg aria-hidden="true" width="12" height="12" style={{ flexShrink: 0 }}>
      <rect
        x="1"
        y="1"
        width="10"
        height="10"
        fill={color}
        fillOpacity={CHART_BAR_SO_FAR_OPACITY}
        stroke={color}
        strokeWidth="2"
        {...CHART_SO_FAR_STROKE}
      />
    </svg>
  );
}

/** The legend every chart shares: a colour swatch and a name per series, wrapped under the plot line by line. */
export function ChartLegend({ items }: ChartLegendProps) {
  return (
    <Flex asChild wrap="wrap" gap="3" justify="center" m="0" p="0">
      <ul style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Flex asChild key={item.label} align="center" gap="1" maxWidth="100%">
            <li>
              {item.dottedOutline ? (
                <OutlineSwatch color={item.color} />
              ) : item.dashed || item.dotted ? (
                <LineSwatch color={item.color} line={item.dashed ? 'dashed' : 'dotted'} />
              ) : (
                <Box aria-hidden="true" style={squareSwatch(item.color)} />
              )}
              {/* A name longer than the line (a product title on a phone) wraps within it. */}
              <Text size="1" style={{ overflowWrap: 'anywhere' }}>
                {item.label}
              </Text>
            </li>
          </Flex>
        ))}
      </ul>
    </Flex>
  );
}
