import type { BaseMessageKey } from '@storesearch/sdk/i18n';
import { PATHS } from '../routes/paths';
import { type AppArea, areaOfPath } from '../session/session';

/** A sidebar link. */
export interface NavItem {
  /** Where it leads (a PATHS value). */
  readonly to: (typeof PATHS)[keyof typeof PATHS];
  /** Catalogue key of its label: from the base catalogue, since the sidebar shows on every page. */
  readonly labelKey: BaseMessageKey;
  /** Search parameters it takes along from the current address: the analytics screens keep one period. */
  readonly carry?: readonly string[];
}

/** An analytics screen's link keeps the period chosen on another. */
const KEEPS_PERIOD = ['period'] as const;

/** A titled group of sidebar links. */
export interface NavSection {
  /** Catalogue key of the group's title. */
  readonly titleKey: BaseMessageKey;
  /** The links, in reading order. */
  readonly items: readonly NavItem[];
}

/** Every screen of the dashboard, grouped as the sidebar shows them, per area (spec section 2). */
export const NAV_SECTIONS: Readonly<Record<AppArea, readonly NavSection[]>> = {
  vendor: [
    {
      titleKey: 'navSectionStores',
      items: [
        { to: PATHS.vendorHome, labelKey: 'welcomeTitle' },
        { to: PATHS.vendorSync, labelKey: 'syncTitle' },
        { to: PATHS.vendorEcommerce, labelKey: 'ecommerceTitle' },
      ],
    },
    {
      titleKey: 'featureAnalytics',
      items: [
        { to: PATHS.vendorDashboard, labelKey: 'vendorDashboardTitle', carry: KEEPS_PERIOD },
        { to: PATHS.vendorFilterState, labelKey: 'filterStateTitle', carry: KEEPS_PERIOD },
        { to: PATHS.vendorRealtime, labelKey: 'realtimeStateTitle' },
        { to: PATHS.vendorSearchState, labelKey: 'searchStateTitle', carry: KEEPS_PERIOD },
        { to: PATHS.vendorSearchInsights, labelKey: 'searchInsightsTitle', carry: KEEPS_PERIOD },
        { to: PATHS.vendorSearchLab, labelKey: 'searchLabTitle' },
        { to: PATHS.vendorUsage, labelKey: 'usageTitle', carry: KEEPS_PERIOD },
      ],
    },
    {
      titleKey: 'navSectionSearchTuning',
      items: [
        { to: PATHS.vendorBoosting, labelKey: 'boostingTitle' },
        { to: PATHS.vendorFacets, labelKey: 'facetsTitle' },
        { to: PATHS.vendorMerchandising, labelKey: 'merchandisingTitle' },
      ],
    },
    {
      titleKey: 'settings',
      items: [
        { to: PATHS.vendorSettingsGeneral, labelKey: 'generalSettingsTitle' },
        { to: PATHS.vendorSettingsProfile, labelKey: 'profile' },
        { to: PATHS.vendorSettingsApiKeys, labelKey: 'apiKeysTitle' },
        { to: PATHS.vendorSettingsSubscription, labelKey: 'mySubscriptionTitle' },
        { to: PATHS.vendorSettingsInvoices, labelKey: 'paymentInvoiceTitle' },
      ],
    },
  ],
  admin: [
    {
      titleKey: 'navSectionAdministration',
      items: [
        { to: PATHS.adminHome, labelKey: 'adminDashboardTitle' },
        { to: PATHS.adminOrders, labelKey: 'ordersTitle' },
        { to: PATHS.adminUsers, labelKey: 'usersTitle' },
        { to: PATHS.adminAnalytics, labelKey: 'analyticsTitle' },
        { to: PATHS.adminPricing, labelKey: 'pricingTitle' },
        { to: PATHS.adminSettingsProfile, labelKey: 'profile' },
      ],
    },
  ],
};

/** Each area's home: where sign-in, the index and 'not allowed' send a user. */
export const AREA_HOME = { vendor: PATHS.vendorHome, admin: PATHS.adminHome } as const satisfies Record<
  AppArea,
  NavItem['to']
>;

/**
 * Each area's profile and settings, for the user menu. The admin area has no settings page of its own, so its menu
 * offers the profile alone rather than a second item that opens the same page.
 */
export const AREA_MENU: Record<
  AppArea,
  { readonly profile: NavItem['to']; readonly settings?: NavItem['to'] }
> = {
  vendor: { profile: PATHS.vendorSettingsProfile, settings: PATHS.vendorSettingsGeneral },
  admin: { profile: PATHS.adminSettingsProfile },
};

/** The search parameter the sign-in page reads the page asked for from. */
export const SIGN_IN_REDIRECT_PARAM = 'redirect';

/**
 * Where a user of `area` lands after signing in: the page they asked for (a path of this app, search included)
 * when it belongs to their area, else their area's home. Anything else (another origin, `//host`, another
 * area's page) is ignored, so the parameter cannot send anyone off the app.
 */
export function landingPath(area: AppArea, requested: string | null | undefined): string {
  if (!requested?.startsWith('/') || requested.startsWith('//') || requested.startsWith('/\\'))
    return AREA_HOME[area];
  const pathname = new URL(requested, 'https://app.invalid').pathname;
  return areaOfPath(pathname) === area ? requested : AREA_HOME[area];
}

/** The sign-in page's address that comes back to `requested` (path and search) once signed in. */
export function signInPathFor(requested: string): string {
  return `${PATHS.signIn}?${new URLSearchParams({ [SIGN_IN_REDIRECT_PARAM]: requested })}`;
}
