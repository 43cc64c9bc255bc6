import { Box, Flex, Heading } from '@radix-ui/themes';
import { useT } from '@storesearch/react';
import type { AppArea } from '../session/session';
import { NavLink } from './NavLink';
import { NAV_SECTIONS } from './nav.items';

/** Id the header's toggle controls. */
export const SIDEBAR_ID = 'app-sidebar';

/** Id of the header's toggle, where focus goes back when the narrow drawer closes. */
export const SIDEBAR_TOGGLE_ID = 'app-sidebar-toggle';

/** Props of AppSidebar. */
export interface AppSidebarProps {
  /** Whose links to list. */
  readonly area: AppArea;
  /** Called after a link is followed (closes the narrow sidebar). */
  readonly onNavigate?: () => void;
}

/** The sidebar: every screen of the user's area, grouped, labels from the catalogue. */
export function AppSidebar({ area, onNavigate }: AppSidebarProps) {
  const t = useT();
  return (
    <Box
      asChild
      width="240px"
      flexShrink="0"
      style={{ borderRight: '1px solid var(--gray-a5)', background: 'var(--color-panel-solid)' }}
    >
      <nav id={SIDEBAR_ID} aria-label={t('mainNavigation')}>
        {/* A plain scrolling box, not Radix's ScrollArea: that injects an inline <style>, which the CSP forbids. */}
        <div className="ss-sidebar-scroll">
          <Flex direction="column" gap="4" p="3">
            {NAV_SECTIONS[area].map((section) => (
              <Flex key={section.titleKey} direction="column" gap="1">
                <Heading
                  as="h2"
                  size="1"
                  color="gray"
                  weight="medium"
                  style={{ textTransform: 'uppercase' }}
                  mx="2"
                >
                  {t(section.titleKey)}
                </Heading>
                <ul className="ss-nav-list">
                  {section.items.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} onNavigate={onNavigate} carry={item.carry}>
                        {t(item.labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </Flex>
            ))}
          </Flex>
        </div>
      </nav>
    </Box>
  );
}
