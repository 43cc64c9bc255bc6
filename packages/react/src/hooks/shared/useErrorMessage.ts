import { isStoreSearchError } from '@storesearch/sdk';
import { useT } from './useT';

/**
 * The message to show for a failed call, in the provider's language: the server's own text when it sent
 * one (spec section 8), else the SDK error's catalogue message; null when there is no error.
 */
export function useErrorMessage(error: unknown): string | null {
  const t = useT();
  if (error === null || error === undefined) return null;
  if (isStoreSearchError(error)) return error.serverMessage ?? t(error.messageKey, error.params);
  if (error instanceof Error && error.message) return error.message;
  return t('unknownError');
}
