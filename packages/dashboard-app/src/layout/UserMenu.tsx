import { Avatar, Button, DropdownMenu, Text } from '@radix-ui/themes';
import { useT } from '@storesearch/react';
import { useRouter } from '@tanstack/react-router';
import { PATHS } from '../routes/paths';
import { useAppShell } from '../session/appShell.context';
import { areaOf } from '../session/session';
import { AREA_MENU } from './nav.items';

/** The header's user menu: profile, settings and sign out. */
export function UserMenu() {
  const t = useT();
  const router = useRouter();
  const { session, signOut, leaveGuard } = useAppShell();
  if (!session) return null;
  const { user } = session;
  const menu = AREA_MENU[areaOf(user)];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray" aria-label={`${t('userMenu')}: ${user.fullname}`}>
          {user.image && <Avatar size="1" radius="full" fallback="" src={user.image} alt="" />}
          <Text size="2">{user.fullname}</Text>
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>{user.email}</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={() => router.history.push(menu.profile)}>
          {t('profile')}
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => router.history.push(menu.settings)}>
          {t('settings')}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item
          color="red"
          onSelect={() => {
            // Unsaved edits on screen are asked about first; once the user agreed, the redirect must not ask again.
            void leaveGuard.confirmLeave().then(async (leave) => {
              if (!leave) return;
              await signOut();
              router.history.push(PATHS.signIn, undefined, { ignoreBlocker: true });
            });
          }}
        >
          {t('signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
