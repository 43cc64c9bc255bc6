/**
 * Every route of the dashboard. The spec fixes six of them (section 2: vendor home, settings general and
 * profile, ecommerce, subscription, admin profile); the rest follow the same shape. Screens and the sidebar
 * link by these names, never by literal strings.
 */
export const PATHS = {
  /** Sign-in: choose a demo persona (demo mode) or continue with the API's session. */
  signIn: '/sign-in',
  /** The dashboard's root: sends each role to its area's home. */
  dashboard: '/dashboard',

  /** Vendor home (welcome page), also the back target. */
  vendorHome: '/dashboard/vendor',
  /** Stores with their sync status and sync history. */
  vendorSync: '/dashboard/vendor/sync',
  /** Store management, with an optional storeId search parameter. */
  vendorEcommerce: '/dashboard/vendor/ecommerce',
  /** Vendor analytics dashboard: searches, CTR, conversion, top clicked, recent searches. */
  vendorDashboard: '/dashboard/vendor/analytics',
  /** Dynamic Re-Rank: boosting rules and manual product boosts. */
  vendorBoosting: '/dashboard/vendor/boosting',
  /** Facets and colour mappings. */
  vendorFacets: '/dashboard/vendor/facets',
  /** Merchandising: query rules (pin, hide, redirect, schedule) and the search preview. */
  vendorMerchandising: '/dashboard/vendor/merchandising',
  /** Filter usage over time. */
  vendorFilterState: '/dashboard/vendor/filter-state',
  /** Real-time search activity. */
  vendorRealtime: '/dashboard/vendor/realtime',
  /** Recent searches and their row actions. */
  vendorSearchState: '/dashboard/vendor/search-state',
  /** Search insights: a period against the previous one, and the reports of queries to fix (`?period=`). */
  vendorSearchInsights: '/dashboard/vendor/insights',
  /** Sales-data configuration (checkout and payment URL rules). */
  vendorSearchLab: '/dashboard/vendor/search-lab',
  /** Plan usage: banners, usage cards, monthly searches. */
  vendorUsage: '/dashboard/vendor/usage',
  /** Read-only store settings and the embed script. */
  vendorSettingsGeneral: '/dashboard/vendor/settings/general',
  /** The vendor's profile. */
  vendorSettingsProfile: '/dashboard/vendor/settings/profile',
  /** Video-platform API keys. */
  vendorSettingsApiKeys: '/dashboard/vendor/settings/api-keys',
  /** My Subscription; target of Manage Subscription, Upgrade Now and View Plans. */
  vendorSettingsSubscription: '/dashboard/vendor/settings/subscription',
  /** Payment invoices. */
  vendorSettingsInvoices: '/dashboard/vendor/settings/invoices',

  /** Admin dashboard. */
  adminHome: '/dashboard/admin',
  /** Subscription orders. */
  adminOrders: '/dashboard/admin/orders',
  /** Users. */
  adminUsers: '/dashboard/admin/users',
  /** Business analytics. */
  adminAnalytics: '/dashboard/admin/analytics',
  /** Pricing plans. */
  adminPricing: '/dashboard/admin/pricing',
  /** The admin's profile. */
  adminSettingsProfile: '/dashboard/admin/settings/profile',
} as const;

/** The name of a route in PATHS. */
export type PathName = keyof typeof PATHS;
