import { en, loadMessages } from '@storesearch/sdk/i18n';
import { DEMO_PASSWORD, DEMO_STORES, DEMO_USERS, getDemoBackend } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PATHS } from '../routes/paths';
import { APPEARANCE_STORAGE_KEY, LOCALE_STORAGE_KEY, PLATFORM_STORAGE_KEY } from '../session/preferences';
import { withAppRouter } from '../testing/withAppRouter';
import { AppLayout } from './AppLayout';
import { NAV_SECTIONS } from './nav.items';

const DEMO_STORE_ID = DEMO_STORES.shopify.id;

/** The German catalogue, to check that switching changes the words. */
const de = await loadMessages('de');

const meta = {
  title: 'Screens/Shell',
  component: AppLayout,
  tags: ['autodocs'],
  decorators: [withAppRouter],
  parameters: { route: PATHS.vendorHome },
  // Language, platform and theme are kept across reloads: each story starts from the defaults.
  beforeEach: () => {
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
    window.localStorage.removeItem(PLATFORM_STORAGE_KEY);
    window.localStorage.removeItem(APPEARANCE_STORAGE_KEY);
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vendor's shell: header, store selector and a sidebar with every vendor screen, grouped. */
export const Vendor: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: en.mainNavigation });
    const links = within(nav).getAllByRole('link');
    const expected = NAV_SECTIONS.vendor.flatMap((section) => section.items);
    await expect(links).toHaveLength(expected.length);
    await expect(within(nav).getByRole('link', { name: en.welcomeTitle })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).queryByRole('link', { name: en.ordersTitle })).toBeNull();
    await expect(await canvas.findByRole('combobox', { name: en.selectStore })).toBeVisible();
  },
};

/** The toggle hides and shows the sidebar, and says which state it is in. */
export const ToggleSidebar: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: en.toggleSidebar });
    const wasOpen = toggle.getAttribute('aria-expanded') === 'true';
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', String(!wasOpen));
    await expect(canvas.queryByRole('navigation', { name: en.mainNavigation }) === null).toBe(wasOpen);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', String(wasOpen));
  },
};

/** Choosing Deutsch changes every string of the shell and the screen; English brings them back. */
export const SwitchLanguage: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: en.welcomeTitle, level: 1 });
    await userEvent.click(canvas.getByRole('combobox', { name: en.language }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await expect(await canvas.findByRole('heading', { name: de.welcomeTitle, level: 1 })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: de.mainNavigation })).toBeVisible();
    await expect(canvas.getByRole('button', { name: de.toggleSidebar })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: de.language }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await expect(await canvas.findByRole('heading', { name: en.welcomeTitle, level: 1 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** The user menu leads to the profile and settings, and signs out to the sign-in page. */
export const UserMenu: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(en.userMenu) }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: en.profile })).toBeVisible());
    await expect(within(menu).getByRole('menuitem', { name: en.settings })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: en.signOut }));
    await expect(await canvas.findByRole('heading', { name: en.signInTitle, level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: en.mainNavigation })).toBeNull();
  },
};

/** The admin's user menu offers the profile alone: the admin area has no settings page besides it. */
export const AdminUserMenu: Story = {
  parameters: { session: 'admin', route: PATHS.adminHome },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(en.userMenu) }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: en.profile })).toBeVisible());
    await expect(within(menu).queryByRole('menuitem', { name: en.settings })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: en.profile }));
    await expect(await canvas.findByRole('heading', { name: en.profile, level: 1 })).toBeVisible();
  },
};

/** A name as long as some people's: the header cuts it with an ellipsis and keeps everything else in view. */
const LONG_NAME = { firstname: 'Maria-Magdalena Katharina', lastname: 'Schmidt-Hohenberger von Lindqvist' };

/** A long name, once saved, does not push the header's menus out of view; the menu's label keeps it whole. */
export const LongUserName: Story = {
  parameters: { route: PATHS.vendorSettingsProfile },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: en.edit }));
    for (const [label, value] of [
      [en.firstName, LONG_NAME.firstname],
      [en.lastName, LONG_NAME.lastname],
    ] as const) {
      const field = canvas.getByLabelText(label);
      await userEvent.clear(field);
      await userEvent.type(field, value);
    }
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    const fullName = `${LONG_NAME.firstname} ${LONG_NAME.lastname}`;
    const trigger = await canvas.findByRole('button', { name: `${en.userMenu}: ${fullName}` });
    const header = trigger.closest('header');
    if (!header) throw new Error('the user menu is not in the header');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(trigger.getBoundingClientRect().width).toBeLessThan(16 * 16);
    await expect(canvas.getByRole('combobox', { name: en.selectStore })).toBeVisible();
  },
};

/**
 * Demo mode's user menu resets the demo data: after a confirmation, what was saved (here, a deleted store) is back
 * as the starting data has it, every list on screen reloads, and a message says so.
 */
export const ResetDemoData: Story = {
  parameters: { route: PATHS.vendorEcommerce },
  beforeEach: () => {
    const { db } = getDemoBackend();
    db.stores = db.stores.filter((store) => store.id !== DEMO_STORES.woocommerce.id);
  },
  play: async ({ canvas, userEvent }) => {
    const seededUrl = new URL(getDemoBackend().db.stores[0]!.url).host;
    await expect(await canvas.findByRole('heading', { name: en.ecommerceTitle, level: 1 })).toBeVisible();
    await expect(await canvas.findByText(seededUrl, { exact: false })).toBeVisible();
    const countStores = () =>
      getDemoBackend().db.stores.filter((s) => s.vendorId === DEMO_USERS.vendor.vendorId);
    await expect(countStores()).toHaveLength(1);
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(en.userMenu) }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(await within(menu).findByRole('menuitem', { name: en.resetDemoData }));
    const dialog = await screen.findByRole('alertdialog', { name: en.resetDemoDataTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: en.resetDemoData }));
    await expect(await screen.findByText(en.demoDataReset)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(countStores()).toHaveLength(2);
    const wooHost = new URL(getDemoBackend().db.stores.find((s) => s.id === DEMO_STORES.woocommerce.id)!.url)
      .host;
    await expect(await canvas.findByText(wooHost, { exact: false })).toBeVisible();
  },
};

/**
 * The settings header's platform dropdown shows the selected store's platform (the demo vendor's Shopify store).
 * Choosing WooCommerce selects the vendor's WooCommerce store, so the store selector and the settings below follow;
 * the choice is also kept locally.
 */
export const PlatformDropdown: Story = {
  parameters: { route: PATHS.vendorSettingsGeneral },
  play: async ({ canvas, userEvent }) => {
    const platform = await canvas.findByRole('combobox', { name: en.platform });
    await waitFor(() => expect(platform).toHaveTextContent(en.platformShopify));
    await expect(window.localStorage.getItem(PLATFORM_STORAGE_KEY)).toBeNull();
    await userEvent.click(platform);
    await userEvent.click(await screen.findByRole('option', { name: en.platformWooCommerce }));
    await waitFor(() => expect(platform).toHaveTextContent(en.platformWooCommerce));
    await expect(window.localStorage.getItem(PLATFORM_STORAGE_KEY)).toBe('woocommerce');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('combobox', { name: en.selectStore })).toHaveTextContent(
      'Northwind Outlet',
    );
    const details = within(await canvas.findByRole('region', { name: en.storeDetails }));
    await expect(await details.findByText(en.consumerKey)).toBeVisible();
  },
};

/**
 * A signed-out visit to a page goes to sign-in and, once signed in, back to that page with its search
 * parameters as written (`?storeId=201`, not `?storeId=%22201%22`).
 */
export const DeepLinkAfterSignIn: Story = {
  parameters: { session: null, route: `${PATHS.vendorEcommerce}?storeId=${DEMO_STORE_ID}` },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: en.signInTitle, level: 1 })).toBeVisible();
    const vendorName = `${DEMO_USERS.vendor.firstname} ${DEMO_USERS.vendor.lastname}`;
    await userEvent.click(canvas.getByRole('button', { name: `Sign in as ${vendorName}` }));
    await expect(await canvas.findByRole('heading', { name: en.ecommerceTitle, level: 1 })).toBeVisible();
    // The store the address named is the one highlighted.
    const connected = await canvas.findByRole('list', { name: en.connectedStores });
    await waitFor(() =>
      expect(
        within(connected)
          .getAllByRole('listitem')
          .filter((item) => item.ariaCurrent === 'true'),
      ).toHaveLength(1),
    );
  },
};

/** `/dashboard` sends each role to its area's home instead of 'Page not found'. */
export const DashboardRoot: Story = {
  parameters: { route: PATHS.dashboard },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: en.welcomeTitle, level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: en.notFoundTitle })).toBeNull();
  },
};

/** The user menu offers light, dark and the system's theme (the default), and remembers the choice. */
export const ChooseTheme: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${en.userMenu}:`) }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: en.appearanceSystem })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: en.appearanceDark }));
    await expect(window.localStorage.getItem(APPEARANCE_STORAGE_KEY)).toBe('dark');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${en.userMenu}:`) }));
    await expect(
      within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: en.appearanceDark }),
    ).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** The admin's shell lists the admin screens only. */
export const Admin: Story = {
  parameters: { session: 'admin', route: PATHS.adminSettingsProfile },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: en.mainNavigation });
    await expect(within(nav).getAllByRole('link')).toHaveLength(NAV_SECTIONS.admin[0]?.items.length ?? 0);
    await expect(within(nav).getByRole('link', { name: en.ordersTitle })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: en.welcomeTitle })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: en.selectStore })).toBeNull();
  },
};

/** A vendor opening an admin URL gets a clear 'not allowed' page with a way home. */
export const VendorOnAdminUrl: Story = {
  parameters: { route: PATHS.adminUsers },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: en.notAllowedTitle })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(en.notAllowed);
    await userEvent.click(canvas.getByRole('button', { name: en.goHome }));
    await expect(await canvas.findByRole('heading', { name: en.welcomeTitle, level: 1 })).toBeVisible();
  },
};

/** An admin opening a vendor URL is not allowed either. */
export const AdminOnVendorUrl: Story = {
  parameters: { session: 'admin', route: PATHS.vendorHome },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: en.notAllowedTitle })).toBeVisible();
  },
};

/** An unknown address shows the not-found page inside the shell. */
export const NotFound: Story = {
  parameters: { route: '/dashboard/vendor/no-such-page' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: en.notFoundTitle })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: en.mainNavigation })).toBeVisible();
  },
};

/** Nobody signed in: a vendor URL leads to sign-in; choosing the demo vendor opens the welcome page. */
export const SignIn: Story = {
  parameters: { session: null, route: PATHS.vendorHome },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: en.signInTitle, level: 1 })).toBeVisible();
    const vendorName = `${DEMO_USERS.vendor.firstname} ${DEMO_USERS.vendor.lastname}`;
    await userEvent.click(canvas.getByRole('button', { name: `Sign in as ${vendorName}` }));
    await expect(await canvas.findByRole('heading', { name: en.welcomeTitle, level: 1 })).toBeVisible();
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
  },
};

/**
 * Demo mode tells the demo accounts' password, and follows what the admin did to an account: a deleted user is not
 * offered, a banned one is refused with a message and stays signed out.
 */
export const SignInBannedOrDeleted: Story = {
  parameters: { session: null, route: PATHS.signIn, visual: { disable: true } },
  beforeEach: () => {
    const { db } = getDemoBackend();
    const vendor = db.admin.users.find((user) => user.id === DEMO_USERS.vendor.id);
    if (vendor) vendor.status = 'banned';
    db.admin.users = db.admin.users.filter((user) => user.id !== DEMO_USERS.secondVendor.id);
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: en.signInTitle, level: 1 })).toBeVisible();
    await expect(canvas.getByText(en.signInDemoPassword.replace('{password}', DEMO_PASSWORD))).toBeVisible();
    const second = `${DEMO_USERS.secondVendor.firstname} ${DEMO_USERS.secondVendor.lastname}`;
    await expect(canvas.queryByRole('button', { name: `Sign in as ${second}` })).toBeNull();
    const vendorName = `${DEMO_USERS.vendor.firstname} ${DEMO_USERS.vendor.lastname}`;
    await userEvent.click(canvas.getByRole('button', { name: `Sign in as ${vendorName}` }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en.accountBanned);
    await expect(canvas.getByRole('heading', { name: en.signInTitle, level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: en.mainNavigation })).toBeNull();
  },
};

/** Signing in as the demo admin opens the admin area. */
export const SignInAsAdmin: Story = {
  parameters: { session: null, route: PATHS.signIn },
  play: async ({ canvas, userEvent }) => {
    const adminName = `${DEMO_USERS.admin.firstname} ${DEMO_USERS.admin.lastname}`;
    await userEvent.click(await canvas.findByRole('button', { name: `Sign in as ${adminName}` }));
    const nav = await canvas.findByRole('navigation', { name: en.mainNavigation });
    await expect(within(nav).getByRole('link', { name: en.usersTitle })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: en.signInTitle })).toBeNull();
    // The shared profile screen in the admin area (the admin's own screens are another area's stories).
    await userEvent.click(within(nav).getByRole('link', { name: en.profile }));
    await expect(await canvas.findByRole('heading', { name: en.profile, level: 1 })).toBeVisible();
  },
};
