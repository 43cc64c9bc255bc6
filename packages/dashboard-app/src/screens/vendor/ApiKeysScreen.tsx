import { ApiKeysForm } from '@storesearch/react';
import { ScreenPage } from '../ScreenPage';

/** API keys (spec section 2): the two video-platform keys, saved and shown masked. */
export function ApiKeysScreen() {
  return (
    <ScreenPage title="apiKeysTitle" maxWidth="720px">
      <ApiKeysForm />
    </ScreenPage>
  );
}
