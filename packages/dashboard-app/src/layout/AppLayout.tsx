import './layout.css';
import { Box, Container, Flex } from '@radix-ui/themes';
import { Outlet } from '@tanstack/react-router';
import { useAppShell } from '../session/appShell.context';
import { areaOf } from '../session/session';
import { AppHeader } from './AppHeader';
import { AppSidebar } from './AppSidebar';
import { useSidebar } from './useSidebar';

/** The frame around every screen: the shared header on top, the area's sidebar, the screen beside it. */
export function AppLayout() {
  const { session } = useAppShell();
  const sidebar = useSidebar();
  const area = session ? areaOf(session.user) : null;
  return (
    <Flex direction="column" minHeight="100vh">
      <AppHeader area={area} sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} />
      <Flex flexGrow="1" position="relative">
        {area && sidebar.open && (
          <Box className={sidebar.narrow ? 'ss-sidebar-overlay' : undefined} style={{ display: 'flex' }}>
            <AppSidebar area={area} onNavigate={sidebar.narrow ? sidebar.close : undefined} />
          </Box>
        )}
        <Container size="4" px="5" py="5" flexGrow="1" asChild>
          <main>
            <Outlet />
          </main>
        </Container>
      </Flex>
    </Flex>
  );
}
