import { Flex, IconButton, Text } from '@radix-ui/themes';
import { StoreSelector, useT } from '@storesearch/react';
import { useRouterState } from '@tanstack/react-router';
import { PATHS } from '../routes/paths';
import { useAppShell } from '../session/appShell.context';
import type { AppArea } from '../session/session';
import { SIDEBAR_ID, SIDEBAR_TOGGLE_ID } from './AppSidebar';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PlatformSelect } from './PlatformSelect';
import { UserMenu } from './UserMenu';

/** Paths under this prefix show the settings header's platform dropdown. */
const VENDOR_SETTINGS_PREFIX = PATHS.vendorSettingsGeneral.slice(
  0,
  PATHS.vendorSettingsGeneral.lastIndexOf('/'),
);

/** Props of AppHeader. */
export interface AppHeaderProps {
  /** The signed-in user's area; null on the sign-in page (no toggle, no menus). */
  readonly area: AppArea | null;
  /** Whether the sidebar is open (for the toggle's aria-expanded). */
  readonly sidebarOpen: boolean;
  /** Opens or closes the sidebar. */
  readonly onToggleSidebar: () => void;
}

/** The shared header (spec section 2): sidebar toggle, store selector, platform dropdown, language, user menu. */
export function AppHeader({ area, sidebarOpen, onToggleSidebar }: AppHeaderProps) {
  const t = useT();
  const { leaveGuard } = useAppShell();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const inSettings = area === 'vendor' && pathname.startsWith(VENDOR_SETTINGS_PREFIX);
  return (
    // On a phone the controls go to a second line rather than widen the page past the screen.
    <Flex
      asChild
      align="center"
      gap="3"
      px="4"
      py="2"
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--gray-a5)' }}
    >
      <header>
        {area && (
          <IconButton
            id={SIDEBAR_TOGGLE_ID}
            variant="ghost"
            color="gray"
            aria-label={t('toggleSidebar')}
            aria-expanded={sidebarOpen}
            aria-controls={SIDEBAR_ID}
            onClick={onToggleSidebar}
          >
            <svg width="18" height="18" viewBox="0 0 15 15" aria-hidden="true">
              <path
                d="M2 4h11M2 7.5h11M2 11h11"
                stroke="currentColor"
                strokeWidth="1.3"
                strokeLinecap="round"
              />
            </svg>
          </IconButton>
        )}
        <Text size="4" weight="bold">
          storesearch
        </Text>
        <Flex align="center" gap="3" ml="auto" wrap="wrap" justify="end">
          {/* A screen with unsaved edits asks before the store (and with it the screen's data) changes. */}
          {area === 'vendor' && <StoreSelector size="1" confirmChange={leaveGuard.confirmLeave} />}
          {inSettings && <PlatformSelect />}
          <LanguageSwitcher />
          {area && <UserMenu />}
        </Flex>
      </header>
    </Flex>
  );
}
