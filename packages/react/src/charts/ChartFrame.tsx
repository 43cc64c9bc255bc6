import { Box, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { type ReactNode, useId, useState } from 'react';
import { QueryBoundary } from '../components/shared/QueryBoundary/QueryBoundary';
import { useT } from '../hooks/shared/useT';
import { PlotBoxContext, usePlotBox } from './ChartPlot';

/** Props of ChartFrame. */
export interface ChartFrameProps {
  /** Heading and accessible name of the figure. */
  title: string;
  /** Caption under the heading. */
  description?: ReactNode | undefined;
  /** Plot height in pixels, kept by the loading and empty states so the page does not jump. */
  height: number;
  /** Shows a placeholder instead of the plot. */
  loading: boolean;
  /** True when there is nothing to plot: the empty text shows instead. */
  empty: boolean;
  /** The empty state's text. */
  emptyText?: string | undefined;
  /** A failure to show instead of the plot. */
  error?: unknown;
  /** Runs the failed call again; offered as Retry next to the failure. */
  onRetry?: (() => void) | undefined;
  /** The plot (hidden from assistive technology unless `plotFocusable`: the data table says the same). */
  plot: ReactNode;
  /** The plot is a named Tab stop of its own (its arrow keys move the tooltip). */
  plotFocusable?: boolean | undefined;
  /** The text alternative: a data table, inside a disclosure under the plot (rendered once it is first opened). */
  table: ReactNode;
  /** Legend under the plot. */
  legend?: ReactNode | undefined;
  /** The title's heading level, to keep the page's outline in order; h2 by default. */
  titleAs?: ChartTitleLevel | undefined;
}

/** Heading levels a chart title can take. */
export type ChartTitleLevel = 'h2' | 'h3' | 'h4';

/**
 * The frame every chart shares: a titled figure that stays while its body goes through QueryBoundary (error with
 * Retry, loading and empty states of the plot's size), and a data table as the text alternative (the plot itself
 * is decorative for screen readers).
 */
export function ChartFrame({
  title,
  description,
  height,
  loading,
  empty,
  emptyText,
  error,
  onRetry,
  plot,
  table,
  legend,
  titleAs = 'h2',
  plotFocusable = false,
}: ChartFrameProps) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const busy = loading && !error;
  // The table is drawn once the disclosure is first opened: closed, it is hidden from everyone, and a chart of
  // 90 days would otherwise build hundreds of cells nobody sees on every load.
  const [tableOpened, setTableOpened] = useState(false);
  // The plot's place is measured from the first render, while the data loads, so the plot draws with its data.
  const [plotArea, plotBox] = usePlotBox();
  return (
    <Card size="2" asChild>
      <figure
        aria-labelledby={titleId}
        aria-describedby={description === undefined ? undefined : descriptionId}
        aria-busy={busy}
        style={{ margin: 0 }}
      >
        <Flex direction="column" gap="3">
          <Box>
            <Heading as={titleAs} size="3" id={titleId}>
              {title}
            </Heading>
            {description !== undefined && (
              <Text as="p" size="1" color="gray" id={descriptionId}>
                {description}
              </Text>
            )}
          </Box>
          <Flex ref={plotArea} direction="column" gap="3">
            <PlotBoxContext.Provider value={plotBox}>
              <QueryBoundary
                query={{ isPending: loading, error, data: empty ? null : plot }}
                onRetry={onRetry}
                pending={
                  <Skeleton loading>
                    <Box style={{ height }} />
                  </Skeleton>
                }
                empty={
                  <Flex align="center" justify="center" style={{ height }}>
                    <Text color="gray" size="2">
                      {emptyText ?? t('noDataAvailable')}
                    </Text>
                  </Flex>
                }
              >
                {(shown) => (
                  <>
                    {/* A focusable plot must stay in the accessibility tree: focus inside aria-hidden reaches nothing. */}
                    <Box aria-hidden={plotFocusable ? undefined : true} style={{ height, width: '100%' }}>
                      {shown}
                    </Box>
                    {legend}
                    <details
                      onToggle={(event) => {
                        if (event.currentTarget.open) setTableOpened(true);
                      }}
                    >
                      <summary>
                        <Text size="1" color="gray">
                          {t('showDataTable')}
                        </Text>
                      </summary>
                      {tableOpened && <Box pt="2">{table}</Box>}
                    </details>
                  </>
                )}
              </QueryBoundary>
            </PlotBoxContext.Provider>
          </Flex>
        </Flex>
      </figure>
    </Card>
  );
}
