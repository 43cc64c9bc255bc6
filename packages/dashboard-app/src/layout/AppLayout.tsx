import './layout.css';
import { Box, Container, Flex, IconButton, VisuallyHidden } from '@radix-ui/themes';
import { useT } from '@storesearch/react';
import { Outlet } from '@tanstack/react-router';
import { Dialog } from 'radix-ui';
import { useAppShell } from '../session/appShell.context';
import { type AppArea, areaOf } from '../session/session';
import { AppHeader } from './AppHeader';
import { AppSidebar, SIDEBAR_TOGGLE_ID } from './AppSidebar';
import { useSidebar } from './useSidebar';

/**
 * The sidebar below 1024 px: a modal drawer over the page. Focus stays inside while it is open; Escape, a
 * click on the scrim, the close button or following a link close it, and focus goes back to the header's toggle.
 */
function NavigationDrawer({ area, open, onClose }: { area: AppArea; open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      {/* Not portalled: the drawer stays inside the app's Theme, so its colours and fonts apply. */}
      <Dialog.Overlay className="ss-drawer-scrim" />
      <Dialog.Content
        className="ss-drawer"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(SIDEBAR_TOGGLE_ID)?.focus();
        }}
      >
        <VisuallyHidden>
          <Dialog.Title>{t('mainNavigation')}</Dialog.Title>
        </VisuallyHidden>
        <Flex justify="end" p="2">
          <Dialog.Close asChild>
            <IconButton variant="ghost" color="gray" aria-label={t('closeNavigation')}>
              <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true">
                <path
                  d="M3.5 3.5l8 8M11.5 3.5l-8 8"
                  stroke="currentColor"
                  strokeWidth="1.4"
                  strokeLinecap="round"
                />
              </svg>
            </IconButton>
          </Dialog.Close>
        </Flex>
        <AppSidebar area={area} onNavigate={onClose} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The frame around every screen: the shared header on top, the area's sidebar, the screen beside it. */
export function AppLayout() {
  const { session } = useAppShell();
  const sidebar = useSidebar();
  const area = session ? areaOf(session.user) : null;
  return (
    <Flex direction="column" minHeight="100vh">
      <AppHeader area={area} sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} />
      <Flex flexGrow="1" position="relative" minWidth="0">
        {area && !sidebar.narrow && sidebar.open && (
          <Box style={{ display: 'flex' }}>
            <AppSidebar area={area} />
          </Box>
        )}
        {area && sidebar.narrow && (
          <NavigationDrawer area={area} open={sidebar.open} onClose={sidebar.close} />
        )}
        {/* Radix's Container does not shrink (flex-shrink 0, its min-width going to the inner box): without these
            the screen's widest line set the page's width on a phone. */}
        <Container
          size="4"
          px={{ initial: '3', sm: '5' }}
          py="5"
          flexGrow="1"
          flexShrink="1"
          minWidth="0"
          style={{ minWidth: 0 }}
          asChild
        >
          <main>
            <Outlet />
          </main>
        </Container>
      </Flex>
    </Flex>
  );
}
