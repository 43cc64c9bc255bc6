/** The display mask of secrets (access tokens, consumer keys, API keys): the SDK's, so hooks and components agree. */
export { maskSecret, SECRET_VISIBLE_CHARS } from '@storesearch/sdk';
