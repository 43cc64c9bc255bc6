/**
 * @storesearch/react: the provider, one hook per concern, and Radix Themes components.
 * An explicit export list, by folder; headers stand apart so import sorting keeps the sections.
 */

// provider

export { createStoreSearchQueryClient, NETWORK_RETRY_LIMIT, shouldRetryQuery } from './provider/queryClient';
export {
  type StoreSearchClientSource,
  StoreSearchProvider,
  type StoreSearchProviderProps,
  type StoreSearchUser,
} from './provider/StoreSearchProvider';

// hooks

export { toStoreListItems } from './hooks/storeListItems';
export { useBatchInit } from './hooks/useBatchInit';
export { useErrorMessage } from './hooks/useErrorMessage';
export { type TranslateFn, useLocale, useMessages, useT } from './hooks/useMessages';
export { useStoreSearchClient } from './hooks/useStoreSearchClient';
export { useStoreSearchUser } from './hooks/useStoreSearchUser';
export { useStores } from './hooks/useStores';
export { useSyncHistory } from './hooks/useSyncHistory';
// components

export { ErrorCallout, type ErrorCalloutProps } from './components/ErrorCallout/ErrorCallout';
export { StatCard, type StatCardProps } from './components/StatCard/StatCard';
export { StoreList, type StoreListItem, type StoreListProps } from './components/StoreList/StoreList';
export { SyncHistoryTable, type SyncHistoryTableProps } from './components/SyncHistoryTable/SyncHistoryTable';
export { SyncStats, type SyncStatsProps } from './components/SyncStats/SyncStats';

// charts (issue 7: the chart kit)

export {
  BarChart,
  type BarChartProps,
  CHART_AXIS,
  CHART_DEFAULT_HEIGHT,
  CHART_PALETTE,
  CHART_TRACK,
  type ChartBaseProps,
  type ChartCategory,
  ChartDataTable,
  type ChartDataTableProps,
  ChartFrame,
  type ChartFrameProps,
  type ChartIndexKey,
  ChartLegend,
  type ChartLegendItem,
  type ChartLegendProps,
  type ChartRow,
  ChartTooltip,
  type ChartTooltipProps,
  type ChartValueFormatter,
  type ChartValueKey,
  chartColor,
  DONUT_DEFAULT_HEIGHT,
  DonutChart,
  type DonutChartProps,
  LineChart,
  type LineChartProps,
  RING_DEFAULT_HEIGHT,
  RingChart,
  type RingChartProps,
} from './charts';
