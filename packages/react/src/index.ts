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
export {
  useApiKeys,
  useDownloadInvoice,
  useInvoices,
  useSubscription,
  useUpdateApiKeys,
} from './hooks/useAccount';
export { useBatchInit } from './hooks/useBatchInit';
export {
  type StoreConnectionOutcome,
  type StoreCredentials,
  useConnectStore,
} from './hooks/useConnectStore';
export { useDeleteStore } from './hooks/useDeleteStore';
export { useErrorMessage } from './hooks/useErrorMessage';
export { type TranslateFn, useLocale, useMessages, useT } from './hooks/useMessages';
export {
  useChangeEmail,
  useChangePassword,
  useFlashMessage,
  useProfile,
  useUpdateProfileName,
  useUploadProfileImage,
} from './hooks/useProfile';
export {
  type CurrentStore,
  getStoreSelection,
  type SelectedStoreState,
  useSelectedStore,
} from './hooks/useSelectedStore';
export { useSelectedStoreId } from './hooks/useSelectedStoreId';
export { type StartSyncState, useStartSync } from './hooks/useStartSync';
export { type StoreDetails, useStoreDetails } from './hooks/useStoreDetails';
export { useStoreSearchClient } from './hooks/useStoreSearchClient';
export { useStoreSearchUser } from './hooks/useStoreSearchUser';
export { useStores } from './hooks/useStores';
export { useSyncHistory } from './hooks/useSyncHistory';
export { useSyncProgress } from './hooks/useSyncProgress';
export { type UbiTrackingOptions, useUbiTracking } from './hooks/useUbiTracking';
export { useVendorId } from './hooks/useVendorId';
export { useVendorProfile } from './hooks/useVendorProfile';

// components

export { ActiveSyncs, type ActiveSyncsProps } from './components/ActiveSyncs/ActiveSyncs';
export { ApiKeysForm } from './components/ApiKeysForm/ApiKeysForm';
export {
  ConnectedStoresList,
  type ConnectedStoresListProps,
} from './components/ConnectedStoresList/ConnectedStoresList';
export {
  EMBED_COPIED_EVENT,
  EmbedScriptBox,
  type EmbedScriptBoxProps,
} from './components/EmbedScriptBox/EmbedScriptBox';
export { ErrorCallout, type ErrorCalloutProps } from './components/ErrorCallout/ErrorCallout';
export { FEATURE_CARDS, FeatureCards } from './components/FeatureCards/FeatureCards';
export { InvoiceTable, type InvoiceTableProps } from './components/InvoiceTable/InvoiceTable';
export { ProfileCard, type ProfileCardProps } from './components/ProfileCard/ProfileCard';
export { StatCard, type StatCardProps } from './components/StatCard/StatCard';
export {
  StoreConnectionForm,
  type StoreConnectionFormProps,
} from './components/StoreConnectionForm/StoreConnectionForm';
export { StoreList, type StoreListItem, type StoreListProps } from './components/StoreList/StoreList';
export { StoreSelector, type StoreSelectorProps } from './components/StoreSelector/StoreSelector';
export {
  StoreSettingsCard,
  type StoreSettingsCardProps,
} from './components/StoreSettingsCard/StoreSettingsCard';
export {
  SubscriptionPanel,
  type SubscriptionPanelProps,
} from './components/SubscriptionPanel/SubscriptionPanel';
export { SyncHistoryTable, type SyncHistoryTableProps } from './components/SyncHistoryTable/SyncHistoryTable';
export {
  SyncProgressDialog,
  type SyncProgressDialogProps,
  type SyncProgressStore,
} from './components/SyncProgressDialog/SyncProgressDialog';
export { SyncStats, type SyncStatsProps } from './components/SyncStats/SyncStats';
export { TOAST_DURATION_MS, TOAST_LIMIT, Toaster, type ToasterProps } from './components/Toaster/Toaster';
export { type ToastApi, type ToastInput, useToast } from './components/Toaster/toast.context';

// formatting

export { maskSecret, SECRET_VISIBLE_CHARS } from './format/format.secret';

// charts (the chart kit)

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

// tuning (boosting rules, rule preview, product boosts, facets, colour mappings)

export { BoostingRuleCard, type BoostingRuleCardProps } from './components/BoostingRuleCard/BoostingRuleCard';
export {
  BoostingRulesPanel,
  type BoostingRulesPanelProps,
} from './components/BoostingRulesPanel/BoostingRulesPanel';
export {
  ColorMappingsDialog,
  type ColorMappingsDialogProps,
} from './components/ColorMappingsDialog/ColorMappingsDialog';
export { FacetsEditor, type FacetsEditorProps } from './components/FacetsEditor/FacetsEditor';
export {
  FacetValuesDialog,
  type FacetValuesDialogProps,
} from './components/FacetValuesDialog/FacetValuesDialog';
export {
  PRODUCT_ROW_HEIGHT,
  ProductBoostTable,
  type ProductBoostTableProps,
} from './components/ProductBoostTable/ProductBoostTable';
export {
  ConditionValuesPicker,
  type ConditionValuesPickerProps,
} from './components/RuleFormDialog/ConditionValuesPicker';
export { RuleFormDialog, type RuleFormDialogProps } from './components/RuleFormDialog/RuleFormDialog';
export { RulePreviewPanel, type RulePreviewPanelProps } from './components/RulePreviewPanel/RulePreviewPanel';
export {
  CONDITION_TYPE_LABEL_KEYS,
  OPERATOR_LABEL_KEYS,
  RULE_FIELD_LABEL_KEYS,
  valueLabelKey,
} from './format/tuning.labels';
export {
  type BoostingRulesState,
  RULE_LOAD_DEBOUNCE_MS,
  type RuleWriteProblem,
  useBoostingRules,
} from './hooks/useBoostingRules';
export { QUERY_DRAFT_FIELDS, ruleFormForQuery, useBoostSearchDraft } from './hooks/useBoostSearchDraft';
export { type ColorMappingsState, useColorMappings } from './hooks/useColorMappings';
export { useDebouncedValue, useSettled } from './hooks/useDebouncedValue';
export { useDistinctValues } from './hooks/useDistinctValues';
export { type FacetChange, type FacetsEditorState, useFacetsEditor } from './hooks/useFacetsEditor';
export { type RulePreviewState, useRulePreview } from './hooks/useRulePreview';
export { useConditionText, useValueLabel } from './hooks/useRuleText';
export {
  PRODUCT_LOAD_DEBOUNCE_MS,
  type StoreProductsState,
  useStoreProducts,
} from './hooks/useStoreProducts';
export { type TuningStore, type TuningStoreState, useTuningStore } from './hooks/useTuningStore';

// admin (dashboard, orders, users, analytics, pricing)

export {
  AdminAnalyticsPanel,
  TOP_VENDORS_SHOWN,
} from './components/AdminAnalyticsPanel/AdminAnalyticsPanel';
export { AdminDashboard } from './components/AdminDashboard/AdminDashboard';
export {
  ADMIN_TABLE_HEIGHT,
  ADMIN_TABLE_OVERSCAN,
  ADMIN_TABLE_ROW_HEIGHT,
  AdminTable,
  type AdminTableProps,
} from './components/AdminTable/AdminTable';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { EditPriceDialog, type EditPriceDialogProps } from './components/EditPriceDialog/EditPriceDialog';
export { OrdersPanel, type OrdersPanelProps } from './components/OrdersPanel/OrdersPanel';
export { OrdersTable, type OrdersTableProps } from './components/OrdersTable/OrdersTable';
export { PricingPanel, type PricingPanelProps } from './components/PricingPanel/PricingPanel';
export { UsersPanel, type UsersPanelProps } from './components/UsersPanel/UsersPanel';
export { UsersTable, type UsersTableProps } from './components/UsersTable/UsersTable';
export { formatChartMonth, formatTrend } from './format/admin.format';
export {
  labelOf,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABEL_KEYS,
  PLAN_LABEL_KEYS,
  USER_STATUS_COLORS,
  USER_STATUS_LABEL_KEYS,
} from './format/admin.labels';
export {
  useAdminAnalytics,
  useAdminUsers,
  usePricingPlans,
  useSubscriptionOrders,
} from './hooks/useAdminData';
export { type OrderChange, type OrderChangeVariables, useOrderAction } from './hooks/useOrderAction';
export { useOrderInvoice } from './hooks/useOrderInvoice';
export { usePlanPriceUpdate } from './hooks/usePlanPriceUpdate';
export { type UserActionVariables, useUserAction } from './hooks/useUserAction';

// analytics and usage

export {
  ExportCsvButton,
  type ExportCsvButtonProps,
} from './components/ExportCsvButton/ExportCsvButton';
export { FilterUsagePanel, type FilterUsagePanelProps } from './components/FilterUsagePanel/FilterUsagePanel';
export { RealtimePanel, type RealtimePanelProps } from './components/RealtimePanel/RealtimePanel';
export {
  RecentSearchesTable,
  type RecentSearchesTableProps,
  type RecentSearchesTableRow,
} from './components/RecentSearchesTable/RecentSearchesTable';
export { RetryButton, type RetryButtonProps } from './components/RetryButton/RetryButton';
export { SearchLabPanel, type SearchLabPanelProps } from './components/SearchLabPanel/SearchLabPanel';
export { SearchOriginsMap, type SearchOriginsMapProps } from './components/SearchOriginsMap/SearchOriginsMap';
export { SearchStatePanel, type SearchStatePanelProps } from './components/SearchStatePanel/SearchStatePanel';
export { TopList, type TopListProps } from './components/TopList/TopList';
export { UsageCard, type UsageCardProps } from './components/UsageCard/UsageCard';
export { UsagePanel, type UsagePanelProps } from './components/UsagePanel/UsagePanel';
export {
  VendorDashboardPanel,
  type VendorDashboardPanelProps,
} from './components/VendorDashboardPanel/VendorDashboardPanel';
export { type AnalyticsStoreState, useAnalyticsStore } from './hooks/useAnalyticsStore';
export { useFilterUsage } from './hooks/useFilterUsage';
export { type RealtimeView, toRealtimeView, useRealtime } from './hooks/useRealtime';
export { useRecentSearches } from './hooks/useRecentSearches';
export { type SearchLabState, useSearchLab } from './hooks/useSearchLab';
export { type UsageState, useUsage } from './hooks/useUsage';
export {
  NO_STORE,
  toVendorDashboard,
  useVendorDashboard,
  type VendorDashboardData,
} from './hooks/useVendorDashboard';
