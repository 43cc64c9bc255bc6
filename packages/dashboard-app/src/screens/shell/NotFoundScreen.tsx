import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useT } from '@storesearch/react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { AREA_HOME } from '../../layout/nav.items';
import { PATHS } from '../../routes/paths';
import { useAppShell } from '../../session/appShell.context';
import { areaOf, areaOfPath } from '../../session/session';
import { NotAllowedScreen } from './NotAllowedScreen';

/**
 * Any address without a screen: says so and leads to the user's home (or sign-in). An address in another
 * role's area is 'not allowed' whether or not its screen exists, so a vendor never learns the admin map.
 */
export function NotFoundScreen() {
  const t = useT();
  const router = useRouter();
  const { session } = useAppShell();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const pathArea = areaOfPath(pathname);
  if (session && pathArea && pathArea !== areaOf(session.user)) return <NotAllowedScreen />;
  const home = session ? AREA_HOME[areaOf(session.user)] : PATHS.signIn;
  return (
    <Flex direction="column" gap="4" align="start">
      <Heading as="h1" size="6">
        {t('notFoundTitle')}
      </Heading>
      <Text as="p" color="gray">
        {t('notFound')}
      </Text>
      <Button onClick={() => router.history.push(home)}>{t('goHome')}</Button>
    </Flex>
  );
}
