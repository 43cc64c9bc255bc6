import { Button, Callout, Card, Flex, Heading, Skeleton, Text, TextField } from '@radix-ui/themes';
import { type MessageKey, maskSecret } from '@storesearch/sdk';
import type { ApiKeys } from '@storesearch/sdk/profile';
import { type FormEvent, useId, useState } from 'react';
import { useApiKeys } from '../../../hooks/profile/useApiKeys';
import { useFlashMessage } from '../../../hooks/profile/useFlashMessage';
import { useUpdateApiKeys } from '../../../hooks/profile/useUpdateApiKeys';
import { useT } from '../../../hooks/shared/useT';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';

/** The two keys, with their labels. */
const KEYS = [
  { name: 'firstVideoPlatformKey', labelKey: 'videoPlatformKeyOne' },
  { name: 'secondVideoPlatformKey', labelKey: 'videoPlatformKeyTwo' },
] as const satisfies readonly { name: keyof ApiKeys; labelKey: MessageKey }[];

/**
 * API keys for the two video platforms (spec section 2), saved for real through a proposed call. A saved key is
 * only ever shown masked; a field left empty keeps its key.
 */
export function ApiKeysForm() {
  const t = useT();
  const id = useId();
  const keys = useApiKeys();
  const save = useUpdateApiKeys();
  const [draft, setDraft] = useState<Record<keyof ApiKeys, string>>({
    firstVideoPlatformKey: '',
    secondVideoPlatformKey: '',
  });
  const [flash, setFlash] = useFlashMessage();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(
      KEYS.filter(({ name }) => draft[name].trim() !== '').map(({ name }) => [name, draft[name].trim()]),
    );
    if (Object.keys(body).length === 0) return;
    try {
      await save.mutateAsync(body);
      setDraft({ firstVideoPlatformKey: '', secondVideoPlatformKey: '' });
      setFlash(t('apiKeysSaved'));
    } catch {
      // Shown below the fields; what was typed stays.
    }
  };

  return (
    <Card size="3" asChild>
      <section aria-labelledby={`${id}-title`}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Flex direction="column" gap="4">
            <Heading as="h2" size="4" id={`${id}-title`}>
              {t('apiKeysTitle')}
            </Heading>
            {keys.isError && <ErrorCallout error={keys.error} />}
            {KEYS.map(({ name, labelKey }) => (
              <Flex key={name} direction="column" gap="1">
                <Text as="label" size="2" weight="medium" htmlFor={`${id}-${name}`}>
                  {t(labelKey)}
                </Text>
                <Skeleton loading={keys.isPending}>
                  <Text size="1" color="gray" id={`${id}-${name}-saved`} data-testid={`${name}-saved`}>
                    {keys.data?.[name] ? maskSecret(keys.data[name]) : t('keyNotSet')}
                  </Text>
                </Skeleton>
                <TextField.Root
                  id={`${id}-${name}`}
                  type="password"
                  autoComplete="off"
                  value={draft[name]}
                  onChange={(event) => setDraft((d) => ({ ...d, [name]: event.target.value }))}
                  aria-describedby={`${id}-${name}-saved`}
                />
              </Flex>
            ))}
            {save.isError && <ErrorCallout error={save.error} />}
            {flash && (
              <Callout.Root color="green" size="1" role="status">
                <Callout.Text>{flash}</Callout.Text>
              </Callout.Root>
            )}
            <Flex justify="end">
              <Button type="submit" loading={save.isPending}>
                {t('save')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </section>
    </Card>
  );
}
