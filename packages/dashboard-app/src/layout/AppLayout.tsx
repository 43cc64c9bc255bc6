import { Box, Container, Flex, Text } from '@radix-ui/themes';
import { Outlet } from '@tanstack/react-router';

/** The frame around every screen: header on top, the screen below. Issue 5 adds the sidebar and menus. */
export function AppLayout() {
  return (
    <Flex direction="column" minHeight="100vh">
      <Box asChild px="5" py="3" style={{ borderBottom: '1px solid var(--gray-a5)' }}>
        <header>
          <Text as="p" size="4" weight="bold">
            storesearch
          </Text>
        </header>
      </Box>
      <Container size="4" px="5" py="5" asChild>
        <main>
          <Outlet />
        </main>
      </Container>
    </Flex>
  );
}
