import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useT } from '@storesearch/react';
import { useRouter } from '@tanstack/react-router';
import { AREA_HOME } from '../../layout/nav.items';
import { useAppShell } from '../../session/appShell.context';
import { areaOf } from '../../session/session';

/** Shown when a signed-in user opens another role's area (a vendor on an admin URL): says so, and leads home. */
export function NotAllowedScreen() {
  const t = useT();
  const router = useRouter();
  const { session } = useAppShell();
  const home = session ? AREA_HOME[areaOf(session.user)] : null;
  return (
    <Flex direction="column" gap="4" align="start" maxWidth="560px">
      <Heading as="h1" size="6">
        {t('notAllowedTitle')}
      </Heading>
      <Callout.Root color="red" role="alert">
        <Callout.Text>{t('notAllowed')}</Callout.Text>
      </Callout.Root>
      {home && (
        <Button onClick={() => router.history.push(home)}>
          <Text>{t('goHome')}</Text>
        </Button>
      )}
    </Flex>
  );
}
