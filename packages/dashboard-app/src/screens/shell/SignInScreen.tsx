import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ErrorCallout, useT } from '@storesearch/react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { landingPath, SIGN_IN_REDIRECT_PARAM } from '../../layout/nav.items';
import { Redirect } from '../../layout/Redirect';
import { PATHS } from '../../routes/paths';
import { useAppShell } from '../../session/appShell.context';
import { areaOf } from '../../session/session';

/**
 * Sign-in. Demo mode offers the demo vendors and the demo admin; with a real API the user signs in on the
 * product's site and Continue reads that session. Afterwards the user lands on the page a signed-out visit
 * asked for (when it is in their area), else on their area's home.
 */
export function SignInScreen() {
  const t = useT();
  const router = useRouter();
  const { session, personas, demoPassword, signIn } = useAppShell();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const requested = useRouterState({
    select: (state) => new URLSearchParams(state.location.searchStr).get(SIGN_IN_REDIRECT_PARAM),
  });
  const onSignIn = useRouterState({ select: (state) => state.location.pathname === PATHS.signIn });
  // Signed in already: go on, unless the navigation away (after choosing a persona) is underway.
  if (session && pending === null) {
    return onSignIn ? <Redirect to={landingPath(areaOf(session.user), requested)} /> : null;
  }

  const choose = async (personaId?: string) => {
    setPending(personaId ?? '');
    setError(null);
    try {
      const next = await signIn(personaId);
      router.history.replace(landingPath(areaOf(next.user), requested));
    } catch (reason) {
      setError(reason);
    } finally {
      setPending(null);
    }
  };

  return (
    <Flex direction="column" gap="4" maxWidth="480px" mx="auto" mt="6">
      <Heading as="h1" size="6">
        {t('signInTitle')}
      </Heading>
      {error !== null && <ErrorCallout error={error} />}
      {personas.length > 0 ? (
        <>
          <Text as="p" color="gray">
            {t('signInDemoIntro')}
          </Text>
          {demoPassword !== undefined && (
            <Text as="p" size="2" color="gray">
              {t('signInDemoPassword', { password: demoPassword })}
            </Text>
          )}
          <Flex direction="column" gap="3" asChild>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {personas.map((persona) => (
                <li key={persona.id}>
                  <Card>
                    <Flex align="center" justify="between" gap="3" wrap="wrap">
                      <Flex direction="column">
                        <Flex gap="2" align="center">
                          <Text weight="bold">{persona.name}</Text>
                          <Badge color={persona.role === 'admin' ? 'purple' : 'green'} highContrast>
                            {t(persona.role === 'admin' ? 'roleAdmin' : 'roleVendor')}
                          </Badge>
                        </Flex>
                        <Text size="2" color="gray">
                          {persona.email}
                        </Text>
                      </Flex>
                      <Button
                        loading={pending === persona.id}
                        disabled={pending !== null}
                        onClick={() => void choose(persona.id)}
                      >
                        {t('signInAs', { name: persona.name })}
                      </Button>
                    </Flex>
                  </Card>
                </li>
              ))}
            </ul>
          </Flex>
        </>
      ) : (
        <>
          <Text as="p" color="gray">
            {t('notSignedIn')}
          </Text>
          <Button loading={pending !== null} onClick={() => void choose()}>
            {t('signInContinue')}
          </Button>
        </>
      )}
    </Flex>
  );
}
