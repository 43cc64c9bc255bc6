// The sync-progress dialog behind a dynamic import: the welcome and sync screens load it when a store's progress is
// first opened, so the first page's JavaScript does without it.
export { SyncProgressDialog } from '@storesearch/react';
