// What "main content" means for each screen of the dashboard: one table, keyed by the route's name in
// src/routes/paths.ts. A screen's main content is visible when its <h1> title is visible and, inside <main>,
// the named part (`in`: a section, region, group, figure or table by its accessible name) has finished
// loading (no aria-busy="true", no skeleton) and shows at least one `item`. The screens benchmark times
// navigation start to that moment.

/** Table body rows that hold data (a loading or empty row is one cell spanning the table). */
const ROWS = 'tbody tr:has(td + td, th + td)';
/** A drawn chart: the SVG in its plot box with its marks (lines, bars, sectors are paths; axes and grid are lines). */
const CHART = '[data-chart-plot] svg path';

/**
 * Main content per route: `role` signs in as (signedOut, vendor or admin), `title` is the h1, `in` and `item`
 * as above (`in` null: anywhere in <main>), `about` says it in words for the printed table.
 */
export const MAIN_CONTENT = {
  signIn: { role: 'signedOut', title: 'Sign in', in: null, item: 'button', about: 'sign-in button' },
  vendorHome: { role: 'vendor', title: 'Welcome', in: 'Your Stores', item: 'article', about: 'store cards' },
  vendorSync: { role: 'vendor', title: 'Sync', in: 'Sync History', item: ROWS, about: 'sync history rows' },
  vendorEcommerce: {
    role: 'vendor',
    title: 'E-commerce',
    in: 'Connected Stores',
    item: 'li',
    about: 'connected stores list',
  },
  vendorDashboard: {
    role: 'vendor',
    title: 'Dashboard',
    in: 'Total Searches',
    item: null,
    about: 'Total Searches card figure',
  },
  vendorBoosting: {
    role: 'vendor',
    title: 'Dynamic Re-Rank',
    in: 'Dynamic Re-Rank',
    item: 'article',
    about: 'boosting rule cards',
  },
  vendorFacets: { role: 'vendor', title: 'Facets', in: 'Facets', item: ROWS, about: 'facets table rows' },
  vendorMerchandising: {
    role: 'vendor',
    title: 'Merchandising',
    in: 'Query rules',
    item: 'article',
    about: 'query rule cards',
  },
  vendorFilterState: {
    role: 'vendor',
    title: 'Filter State',
    in: 'Filter Usage',
    item: CHART,
    about: 'Filter Usage chart drawn',
  },
  vendorRealtime: {
    role: 'vendor',
    title: 'Real-Time State',
    in: 'Search Activity',
    item: CHART,
    about: 'Search Activity chart drawn',
  },
  vendorSearchState: {
    role: 'vendor',
    title: 'Search State',
    in: 'Recent Searches',
    item: ROWS,
    about: 'recent searches rows',
  },
  vendorSearchInsights: {
    role: 'vendor',
    title: 'Search Insights',
    in: 'Daily figures',
    item: CHART,
    about: 'Daily figures chart drawn',
  },
  vendorSearchLab: {
    role: 'vendor',
    title: 'Search Lab',
    in: 'Checkout summary page URLs',
    item: 'form',
    about: 'checkout URL rules, loaded',
  },
  vendorUsage: {
    role: 'vendor',
    title: 'Usage',
    in: 'Monthly Searches',
    item: CHART,
    about: 'Monthly Searches chart drawn',
  },
  vendorSettingsGeneral: {
    role: 'vendor',
    title: 'General Settings',
    in: 'Store Details',
    item: 'dd, p',
    about: 'store details',
  },
  vendorSettingsProfile: {
    role: 'vendor',
    title: 'Profile',
    in: null,
    item: '[data-testid="profile-firstname"]:not(:empty)',
    about: 'first name shown',
  },
  vendorSettingsApiKeys: {
    role: 'vendor',
    title: 'API Keys',
    in: 'API Keys',
    item: 'input',
    about: 'key fields, loaded',
  },
  vendorSettingsSubscription: {
    role: 'vendor',
    title: 'My Subscription',
    in: null,
    item: '[data-testid="current-plan"]:not(:empty)',
    about: 'current plan shown',
  },
  vendorSettingsInvoices: {
    role: 'vendor',
    title: 'Payment Invoice',
    in: 'Payment Invoice',
    item: ROWS,
    about: 'invoice rows',
  },
  adminHome: {
    role: 'admin',
    title: 'Dashboard',
    in: 'Monthly Revenue',
    item: null,
    about: 'Monthly Revenue card figure',
  },
  adminOrders: { role: 'admin', title: 'Orders', in: 'Orders', item: ROWS, about: 'order rows' },
  adminUsers: { role: 'admin', title: 'Users', in: 'Users', item: ROWS, about: 'user rows' },
  adminAnalytics: {
    role: 'admin',
    title: 'Analytics',
    in: 'Total Users',
    item: null,
    about: 'Total Users card figure',
  },
  adminPricing: { role: 'admin', title: 'Pricing', in: 'Pricing', item: ROWS, about: 'plan rows' },
  adminSettingsProfile: {
    role: 'admin',
    title: 'Profile',
    in: null,
    item: '[data-testid="profile-firstname"]:not(:empty)',
    about: 'first name shown',
  },
};

/**
 * Runs in the page (serialised by Playwright, so it uses nothing from outside): `performance.now()` (ms since
 * navigation start) once the screen's main content is visible, otherwise false.
 */
export function mainContentVisibleAt(spec) {
  const main = document.querySelector('main');
  if (!main) return false;
  const shown = (element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const title = [...main.querySelectorAll('h1')].find((h) => h.textContent.trim() === spec.title);
  if (!title || !shown(title)) return false;
  const nameOf = (element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label;
    const ids = element.getAttribute('aria-labelledby');
    if (ids)
      return ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    return element.querySelector('caption, figcaption, h2')?.textContent ?? '';
  };
  let scope = main;
  if (spec.in) {
    const parts = main.querySelectorAll('section, [role="region"], [role="group"], figure, table');
    scope = [...parts].find((part) => nameOf(part).trim() === spec.in);
    if (!scope) return false;
  }
  if (scope.closest('[aria-busy="true"]') || scope.querySelector('[aria-busy="true"], .rt-Skeleton'))
    return false;
  if (!shown(scope)) return false;
  const ready = spec.item
    ? [...scope.querySelectorAll(spec.item)].some(shown)
    : scope.textContent.trim() !== '';
  return ready ? performance.now() : false;
}
