import { Flex, Heading } from '@radix-ui/themes';
import { ApiKeysForm, useT } from '@storesearch/react';

/** API keys (spec section 2): the two video-platform keys, saved and shown masked. */
export function ApiKeysScreen() {
  const t = useT();
  return (
    <Flex direction="column" gap="5" maxWidth="720px">
      <Heading as="h1" size="6">
        {t('apiKeysTitle')}
      </Heading>
      <ApiKeysForm />
    </Flex>
  );
}
