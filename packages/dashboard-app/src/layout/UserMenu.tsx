import { Avatar, Button, DropdownMenu, Text } from '@radix-ui/themes';
import { useT } from '@storesearch/react';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { PATHS } from '../routes/paths';
import { useAppShell } from '../session/appShell.context';
import { APPEARANCES, type AppearanceChoice } from '../session/preferences';
import { areaOf } from '../session/session';
import { AREA_MENU } from './nav.items';

/** Widest the signed-in user's name shows in the header (about 20 characters); the rest is cut with an ellipsis. */
const USER_NAME_MAX_WIDTH = '12rem';

/** Catalogue key of each appearance's name. */
const APPEARANCE_LABEL_KEYS = {
  light: 'appearanceLight',
  dark: 'appearanceDark',
  system: 'appearanceSystem',
} as const;

/** Only demo mode offers it, and only on demand: its dialog stays out of the first page's JavaScript. */
const ResetDemoDialog = lazy(() =>
  import('./ResetDemoDialog').then((module) => ({ default: module.ResetDemoDialog })),
);

/**
 * The header's user menu: profile, settings, the light, dark or system theme, in demo mode resetting the demo's
 * data, and sign out.
 */
export function UserMenu() {
  const t = useT();
  const router = useRouter();
  const { session, signOut, resetDemo, leaveGuard, appearance, setAppearance } = useAppShell();
  const [confirmingReset, setConfirmingReset] = useState(false);
  // Loaded the first time it is asked for, then kept, so closing it can hand focus back.
  const [resetAsked, setResetAsked] = useState(false);
  if (!session) return null;
  const { user } = session;
  const menu = AREA_MENU[areaOf(user)];
  const { settings } = menu;
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button variant="ghost" color="gray" aria-label={`${t('userMenu')}: ${user.fullname}`}>
            {user.image && <Avatar size="1" radius="full" fallback="" src={user.image} alt="" />}
            {/* A long name is cut with an ellipsis: the header keeps its row, and the full name is the label. */}
            <Text size="2" truncate style={{ maxWidth: USER_NAME_MAX_WIDTH }}>
              {user.fullname}
            </Text>
            <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end">
          <DropdownMenu.Label>{user.email}</DropdownMenu.Label>
          <DropdownMenu.Item onSelect={() => router.history.push(menu.profile)}>
            {t('profile')}
          </DropdownMenu.Item>
          {settings === undefined ? null : (
            <DropdownMenu.Item onSelect={() => router.history.push(settings)}>
              {t('settings')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator />
          <DropdownMenu.Label>{t('appearance')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={appearance}
            onValueChange={(value) => setAppearance(value as AppearanceChoice)}
          >
            {APPEARANCES.map((choice) => (
              <DropdownMenu.RadioItem key={choice} value={choice}>
                {t(APPEARANCE_LABEL_KEYS[choice])}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          {resetDemo && (
            <>
              <DropdownMenu.Separator />
              <DropdownMenu.Label>{t('demoData')}</DropdownMenu.Label>
              <DropdownMenu.Item
                onSelect={() => {
                  setResetAsked(true);
                  setConfirmingReset(true);
                }}
              >
                {t('resetDemoData')}
              </DropdownMenu.Item>
            </>
          )}
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
      {resetDemo && resetAsked && (
        <Suspense fallback={null}>
          <ResetDemoDialog open={confirmingReset} onOpenChange={setConfirmingReset} reset={resetDemo} />
        </Suspense>
      )}
    </>
  );
}
