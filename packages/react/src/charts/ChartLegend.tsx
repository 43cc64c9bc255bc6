import { Box, Flex, Text } from '@radix-ui/themes';

/** One legend entry. */
export interface ChartLegendItem {
  /** The series' or slice's name. */
  label: string;
  /** Its colour. */
  color: string;
}

/** Props of ChartLegend. */
export interface ChartLegendProps {
  /** Entries in plotting order. */
  items: readonly ChartLegendItem[];
}

/** The legend every chart shares: a colour swatch and a name per series, wrapped under the plot line by line. */
export function ChartLegend({ items }: ChartLegendProps) {
  return (
    <Flex asChild wrap="wrap" gap="3" justify="center" m="0" p="0">
      <ul style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Flex asChild key={item.label} align="center" gap="1" maxWidth="100%">
            <li>
              <Box
                aria-hidden="true"
                style={{
                  width: 'calc(10px * var(--scaling))',
                  height: 'calc(10px * var(--scaling))',
                  borderRadius: 'var(--radius-1)',
                  background: item.color,
                  flexShrink: 0,
                }}
              />
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
