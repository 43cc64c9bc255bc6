/**
 * @storesearch/react: the provider, one hook per concern, and Radix Themes components.
 * An explicit export list, by folder; headers stand apart so import sorting keeps the sections.
 */

// provider

export { preloadMessageArea, preloadMessages } from './provider/messageParts';
export { createStoreSearchQueryClient, NETWORK_RETRY_LIMIT, shouldRetryQuery } from './provider/queryClient';
export {
  type StoreSearchClientSource,
  StoreSearchProvider,
  type StoreSearchProviderProps,
  type StoreSearchUser,
} from './provider/StoreSearchProvider';

// hooks

export { useApiKeys } from './hooks/profile/useApiKeys';
export { useChangeEmail } from './hooks/profile/useChangeEmail';
export { useChangePassword } from './hooks/profile/useChangePassword';
export { useDownloadInvoice } from './hooks/profile/useDownloadInvoice';
export { useFlashMessage } from './hooks/profile/useFlashMessage';
export { useInvoices } from './hooks/profile/useInvoices';
export { useProfile } from './hooks/profile/useProfile';
export { useSubscription } from './hooks/profile/useSubscription';
export { useUpdateApiKeys } from './hooks/profile/useUpdateApiKeys';
export { useUpdateProfileName } from './hooks/profile/useUpdateProfileName';
export { useUploadProfileImage } from './hooks/profile/useUploadProfileImage';
export { useErrorMessage } from './hooks/shared/useErrorMessage';
export { useLocale } from './hooks/shared/useLocale';
export { useMessageArea } from './hooks/shared/useMessageArea';
export { type TranslateFn, useMessages } from './hooks/shared/useMessages';
export { useStoreSearchClient } from './hooks/shared/useStoreSearchClient';
export { useStoreSearchUser } from './hooks/shared/useStoreSearchUser';
export { useT } from './hooks/shared/useT';
export { type StoreListItem, toStoreListItems } from './hooks/stores/storeListItems';
export { useBatchInit } from './hooks/stores/useBatchInit';
export {
  type StoreConnectionOutcome,
  type StoreCredentials,
  useConnectStore,
} from './hooks/stores/useConnectStore';
export { useDeleteStore } from './hooks/stores/useDeleteStore';
export {
  type CurrentStore,
  getStoreSelection,
  type SelectedStoreState,
  useSelectedStore,
} from './hooks/stores/useSelectedStore';
export { useSelectedStoreId } from './hooks/stores/useSelectedStoreId';
export { type StoreDetails, useStoreDetails } from './hooks/stores/useStoreDetails';
export { useStores } from './hooks/stores/useStores';
export { useVendorId } from './hooks/stores/useVendorId';
export { useVendorProfile } from './hooks/stores/useVendorProfile';
export { type StartSyncState, useStartSync } from './hooks/sync/useStartSync';
export { useSyncHistory } from './hooks/sync/useSyncHistory';
export { useSyncProgress } from './hooks/sync/useSyncProgress';
export { type UbiTrackingOptions, useUbiTracking } from './hooks/ubi/useUbiTracking';

// components

export { ApiKeysForm } from './components/profile/ApiKeysForm/ApiKeysForm';
export { InvoiceTable, type InvoiceTableProps } from './components/profile/InvoiceTable/InvoiceTable';
export { ProfileCard, type ProfileCardProps } from './components/profile/ProfileCard/ProfileCard';
export { ErrorCallout, type ErrorCalloutProps } from './components/shared/ErrorCallout/ErrorCallout';
export { FEATURE_CARDS, FeatureCards } from './components/shared/FeatureCards/FeatureCards';
export {
  QueryBoundary,
  type QueryBoundaryProps,
  type QueryState,
} from './components/shared/QueryBoundary/QueryBoundary';
export { StatCard, type StatCardProps } from './components/shared/StatCard/StatCard';
export {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  Toaster,
  type ToasterProps,
} from './components/shared/Toaster/Toaster';
export { type ToastApi, type ToastInput, useToast } from './components/shared/Toaster/toast.context';
export {
  ConnectedStoresList,
  type ConnectedStoresListProps,
} from './components/stores/ConnectedStoresList/ConnectedStoresList';
export {
  EMBED_COPIED_EVENT,
  EmbedScriptBox,
  type EmbedScriptBoxProps,
} from './components/stores/EmbedScriptBox/EmbedScriptBox';
export {
  StoreConnectionForm,
  type StoreConnectionFormProps,
  type StoreLimitReached,
} from './components/stores/StoreConnectionForm/StoreConnectionForm';
export {
  StoreDetailsPanel,
  type StoreDetailsPanelProps,
} from './components/stores/StoreDetailsPanel/StoreDetailsPanel';
export { StoreList, type StoreListProps } from './components/stores/StoreList/StoreList';
export { StoreSelector, type StoreSelectorProps } from './components/stores/StoreSelector/StoreSelector';
export {
  StoreSettingsCard,
  type StoreSettingsCardProps,
} from './components/stores/StoreSettingsCard/StoreSettingsCard';
export { storeCardControl } from './components/stores/storeCard';
export { ActiveSyncs, type ActiveSyncsProps } from './components/sync/ActiveSyncs/ActiveSyncs';
export {
  SyncHistoryTable,
  type SyncHistoryTableProps,
} from './components/sync/SyncHistoryTable/SyncHistoryTable';
export {
  SyncProgressDialog,
  type SyncProgressDialogProps,
  type SyncProgressStore,
} from './components/sync/SyncProgressDialog/SyncProgressDialog';
export { SyncStats, type SyncStatsProps } from './components/sync/SyncStats/SyncStats';
export { PlanPicker, type PlanPickerProps } from './components/usage/PlanPicker/PlanPicker';
export {
  SubscriptionPanel,
  type SubscriptionPanelProps,
} from './components/usage/SubscriptionPanel/SubscriptionPanel';

// formatting

export { maskSecret, SECRET_VISIBLE_CHARS } from './format/format.secret';

// charts (the chart kit)

export {
  BarChart,
  type BarChartProps,
  CHART_AXIS,
  CHART_DEFAULT_HEIGHT,
  CHART_LINE_DASH,
  CHART_LINE_DOTS,
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
  SPARKLINE_SIZE,
  Sparkline,
  type SparklineProps,
} from './charts';

// tuning (boosting rules, rule preview, product boosts, facets, colour mappings)

export {
  type BoostingRulesState,
  QUERY_DRAFT_FIELDS,
  RULE_LOAD_DEBOUNCE_MS,
  type RuleWriteProblem,
  ruleFormForQuery,
} from '@storesearch/sdk/boosting';
export type { FacetChange, FacetsEditorState } from '@storesearch/sdk/facets';
export type {
  QueryRulesState,
  QueryRuleWriteProblem,
  SynonymsEditorState,
} from '@storesearch/sdk/merchandising';
export { PRODUCT_LOAD_DEBOUNCE_MS } from '@storesearch/sdk/products';
export {
  BoostingRuleCard,
  type BoostingRuleCardProps,
} from './components/boosting/BoostingRuleCard/BoostingRuleCard';
export {
  BoostingRulesPanel,
  type BoostingRulesPanelProps,
} from './components/boosting/BoostingRulesPanel/BoostingRulesPanel';
export {
  ConditionValuesPicker,
  type ConditionValuesPickerProps,
} from './components/boosting/RuleFormDialog/ConditionValuesPicker';
export {
  RuleFormDialog,
  type RuleFormDialogProps,
} from './components/boosting/RuleFormDialog/RuleFormDialog';
export {
  RulePreviewPanel,
  type RulePreviewPanelProps,
} from './components/boosting/RulePreviewPanel/RulePreviewPanel';
export {
  ColorMappingsDialog,
  type ColorMappingsDialogProps,
} from './components/colors/ColorMappingsDialog/ColorMappingsDialog';
export { FacetsEditor, type FacetsEditorProps } from './components/facets/FacetsEditor/FacetsEditor';
export {
  FacetValuesDialog,
  type FacetValuesDialogProps,
} from './components/facets/FacetValuesDialog/FacetValuesDialog';
export {
  QueryRuleCard,
  type QueryRuleCardProps,
} from './components/merchandising/QueryRuleCard/QueryRuleCard';
export {
  QueryRuleForm,
  type QueryRuleFormProps,
  type QueryRuleStart,
} from './components/merchandising/QueryRuleForm/QueryRuleForm';
export {
  QueryRulesPanel,
  type QueryRulesPanelProps,
} from './components/merchandising/QueryRulesPanel/QueryRulesPanel';
export {
  ScheduleBadge,
  type ScheduleBadgeProps,
} from './components/merchandising/ScheduleBadge/ScheduleBadge';
export {
  ScheduleFields,
  type ScheduleFieldsProps,
  type ScheduleText,
  scheduleText,
  scheduleTimeZone,
} from './components/merchandising/ScheduleFields/ScheduleFields';
export {
  SCHEDULE_TIMELINE_DAYS,
  ScheduleTimeline,
  type ScheduleTimelineProps,
} from './components/merchandising/ScheduleTimeline/ScheduleTimeline';
export {
  SearchPreview,
  type SearchPreviewProps,
} from './components/merchandising/SearchPreview/SearchPreview';
export {
  SynonymsPanel,
  type SynonymsPanelProps,
} from './components/merchandising/SynonymsPanel/SynonymsPanel';
export {
  TuningHistory,
  type TuningHistoryProps,
} from './components/merchandising/TuningHistory/TuningHistory';
export {
  PRODUCT_ROW_HEIGHT,
  ProductBoostTable,
  type ProductBoostTableProps,
} from './components/products/ProductBoostTable/ProductBoostTable';
export {
  CONDITION_TYPE_LABEL_KEYS,
  OPERATOR_LABEL_KEYS,
  RULE_FIELD_LABEL_KEYS,
  valueLabelKey,
} from './format/tuning.labels';
export { useBoostingRules } from './hooks/boosting/useBoostingRules';
export { useBoostSearchDraft } from './hooks/boosting/useBoostSearchDraft';
export { useConditionText } from './hooks/boosting/useConditionText';
export { type RulePreviewState, useRulePreview } from './hooks/boosting/useRulePreview';
export { useValueLabel } from './hooks/boosting/useValueLabel';
export { type ColorMappingsState, useColorMappings } from './hooks/colors/useColorMappings';
export { useFacetsEditor } from './hooks/facets/useFacetsEditor';
export { useQueryRules } from './hooks/merchandising/useQueryRules';
export { useRestoreTuningVersion } from './hooks/merchandising/useRestoreTuningVersion';
export {
  SEARCH_PREVIEW_DEBOUNCE_MS,
  type SearchPreviewState,
  useSearchPreview,
} from './hooks/merchandising/useSearchPreview';
export { useSynonymsEditor } from './hooks/merchandising/useSynonymsEditor';
export { useTuningHistory } from './hooks/merchandising/useTuningHistory';
export { useDistinctValues } from './hooks/products/useDistinctValues';
export { type StoreProductsState, useStoreProducts } from './hooks/products/useStoreProducts';
export { useDebouncedValue } from './hooks/shared/useDebouncedValue';
export { useSettled } from './hooks/shared/useSettled';
export { type TuningStore, type TuningStoreState, useTuningStore } from './hooks/stores/useTuningStore';

// admin (dashboard, orders, users, analytics, pricing)

export {
  AdminAnalyticsPanel,
  TOP_VENDORS_SHOWN,
} from './components/admin/AdminAnalyticsPanel/AdminAnalyticsPanel';
export { AdminDashboard } from './components/admin/AdminDashboard/AdminDashboard';
export {
  ADMIN_TABLE_HEIGHT,
  ADMIN_TABLE_OVERSCAN,
  ADMIN_TABLE_ROW_HEIGHT,
  AdminTable,
  type AdminTableProps,
} from './components/admin/AdminTable/AdminTable';
export type {
  AdminListView,
  AdminListViewProps,
} from './components/admin/AdminTable/SearchableAdminTable';
export {
  EditPriceDialog,
  type EditPriceDialogProps,
} from './components/admin/EditPriceDialog/EditPriceDialog';
export { OrdersPanel, type OrdersPanelProps } from './components/admin/OrdersPanel/OrdersPanel';
export { OrdersTable, type OrdersTableProps } from './components/admin/OrdersTable/OrdersTable';
export { PricingPanel, type PricingPanelProps } from './components/admin/PricingPanel/PricingPanel';
export { UsersPanel, type UsersPanelProps } from './components/admin/UsersPanel/UsersPanel';
export { UsersTable, type UsersTableProps } from './components/admin/UsersTable/UsersTable';
export { ConfirmDialog, type ConfirmDialogProps } from './components/shared/ConfirmDialog/ConfirmDialog';
export { formatChartMonth, formatTrend } from './format/admin.format';
export {
  labelOf,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABEL_KEYS,
  PLAN_LABEL_KEYS,
  USER_STATUS_COLORS,
  USER_STATUS_LABEL_KEYS,
} from './format/admin.labels';
export { useAdminAnalytics } from './hooks/admin/useAdminAnalytics';
export { useAdminUsers } from './hooks/admin/useAdminUsers';
export { type OrderChange, type OrderChangeVariables, useOrderAction } from './hooks/admin/useOrderAction';
export { useOrderInvoice } from './hooks/admin/useOrderInvoice';
export { usePlanPriceUpdate } from './hooks/admin/usePlanPriceUpdate';
export { usePricingPlans } from './hooks/admin/usePricingPlans';
export { useSubscriptionOrders } from './hooks/admin/useSubscriptionOrders';
export { type UserActionVariables, useUserAction } from './hooks/admin/useUserAction';

// search insights

export {
  ComparedPeriods,
  type ComparedPeriodsProps,
} from './components/insights/ComparedPeriods/ComparedPeriods';
export {
  FigureChange,
  type FigureChangeProps,
} from './components/insights/FigureChange/FigureChange';
export {
  InsightsDailyChart,
  type InsightsDailyChartProps,
  type InsightsDailyChartView,
} from './components/insights/InsightsDailyChart/InsightsDailyChart';
export {
  InsightsOverview,
  type InsightsOverviewProps,
} from './components/insights/InsightsOverview/InsightsOverview';
export {
  InsightsReports,
  type InsightsReportsProps,
} from './components/insights/InsightsReports/InsightsReports';
export type { InsightsFixHandler } from './components/insights/InsightsReports/reportColumns';
export { PeriodPicker, type PeriodPickerProps } from './components/insights/PeriodPicker/PeriodPicker';
export {
  RefusedPeriodNotice,
  type RefusedPeriodNoticeProps,
} from './components/insights/RefusedPeriodNotice/RefusedPeriodNotice';
export {
  ReportScopePicker,
  type ReportScopePickerProps,
} from './components/insights/ReportScopePicker/ReportScopePicker';
export { useInsightsOverview } from './hooks/insights/useInsightsOverview';
export {
  type InsightsReportCall,
  type InsightsReportCalls,
  useInsightsReport,
} from './hooks/insights/useInsightsReport';
export { usePeriodComparison } from './hooks/insights/usePeriodComparison';
export { usePeriodToday } from './hooks/insights/usePeriodToday';

// analytics and usage

export {
  type RealtimeView,
  toRealtimeView,
  toVendorDashboard,
  type VendorDashboardData,
} from '@storesearch/sdk/analytics';
export {
  FilterUsagePanel,
  type FilterUsagePanelProps,
} from './components/analytics/FilterUsagePanel/FilterUsagePanel';
export {
  PeriodActivity,
  type PeriodActivityProps,
} from './components/analytics/PeriodActivity/PeriodActivity';
export { RealtimePanel, type RealtimePanelProps } from './components/analytics/RealtimePanel/RealtimePanel';
export {
  RecentSearchesTable,
  type RecentSearchesTableProps,
  type RecentSearchesTableRow,
} from './components/analytics/RecentSearchesTable/RecentSearchesTable';
export {
  SearchOriginsMap,
  type SearchOriginsMapProps,
} from './components/analytics/SearchOriginsMap/SearchOriginsMap';
export {
  SearchStatePanel,
  type SearchStatePanelProps,
} from './components/analytics/SearchStatePanel/SearchStatePanel';
export { TopList, type TopListProps } from './components/analytics/TopList/TopList';
export {
  VendorDashboardPanel,
  type VendorDashboardPanelProps,
} from './components/analytics/VendorDashboardPanel/VendorDashboardPanel';
export {
  ExportCsvButton,
  type ExportCsvButtonProps,
} from './components/shared/ExportCsvButton/ExportCsvButton';
export { ExportCsvTimeZone } from './components/shared/ExportCsvButton/exportCsvTimeZone';
export { RetryButton, type RetryButtonProps } from './components/shared/RetryButton/RetryButton';
export { SearchLabPanel, type SearchLabPanelProps } from './components/stores/SearchLabPanel/SearchLabPanel';
export { UsageCard, type UsageCardProps } from './components/usage/UsageCard/UsageCard';
export { UsagePanel, type UsagePanelProps } from './components/usage/UsagePanel/UsagePanel';
export { type AnalyticsStoreState, useAnalyticsStore } from './hooks/analytics/useAnalyticsStore';
export { useFilterUsage } from './hooks/analytics/useFilterUsage';
export { useFilterUsageRecords } from './hooks/analytics/useFilterUsageRecords';
export { useRealtime } from './hooks/analytics/useRealtime';
export { useRecentSearches } from './hooks/analytics/useRecentSearches';
export { useVendorDashboard } from './hooks/analytics/useVendorDashboard';
export { NO_STORE } from './hooks/shared/noStore';
export { type SearchLabState, useSearchLab } from './hooks/stores/useSearchLab';
export { useChangeSubscriptionPlan } from './hooks/usage/useChangeSubscriptionPlan';
export { useSubscriptionPlans } from './hooks/usage/useSubscriptionPlans';
export { type UsageState, useUsage } from './hooks/usage/useUsage';
