import { ProfileCard } from '@storesearch/react';
import { useAppShell } from '../../session/appShell.context';
import { ScreenPage } from '../ScreenPage';

/** The shared profile screen (spec section 2), for vendors and admins alike; the header follows name changes. */
export function ProfileScreen() {
  const { updateUser } = useAppShell();
  return (
    <ScreenPage title="profile" maxWidth="720px">
      <ProfileCard onUserChange={updateUser} />
    </ScreenPage>
  );
}
