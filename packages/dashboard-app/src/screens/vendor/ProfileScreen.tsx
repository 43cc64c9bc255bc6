import { Flex, Heading } from '@radix-ui/themes';
import { ProfileCard, useT } from '@storesearch/react';
import { useAppShell } from '../../session/appShell.context';

/** The shared profile screen (spec section 2), for vendors and admins alike; the header follows name changes. */
export function ProfileScreen() {
  const t = useT();
  const { updateUser } = useAppShell();
  return (
    <Flex direction="column" gap="5" maxWidth="720px">
      <Heading as="h1" size="6">
        {t('profile')}
      </Heading>
      <ProfileCard onUserChange={updateUser} />
    </Flex>
  );
}
