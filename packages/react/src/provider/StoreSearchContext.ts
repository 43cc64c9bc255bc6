import type { Messages, StoreSearchClient } from '@storesearch/sdk';
import { createContext } from 'react';
import type { StoreSearchUser } from './StoreSearchProvider';

/** What StoreSearchProvider shares with its hooks. */
export interface StoreSearchContextValue {
  /** The API client every hook calls through. */
  readonly client: StoreSearchClient;
  /** The BCP 47 locale used for numbers and dates. */
  readonly locale: string;
  /** The complete message catalogue for that locale, overrides applied. */
  readonly messages: Messages;
  /** The signed-in user, or null before sign-in. */
  readonly user: StoreSearchUser | null;
}

/** Undefined outside a provider, so hooks can say which provider is missing instead of failing later. */
export const StoreSearchContext = createContext<StoreSearchContextValue | undefined>(undefined);
StoreSearchContext.displayName = 'StoreSearchContext';
