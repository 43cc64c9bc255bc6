import type { Messages, StoreSearchClient } from '@storesearch/sdk';
import type { MessageArea } from '@storesearch/sdk/i18n';
import { createContext } from 'react';
import type { StoreSearchUser } from './StoreSearchProvider';

/** What StoreSearchProvider shares with its hooks. */
export interface StoreSearchContextValue {
  /** The API client every hook calls through. */
  readonly client: StoreSearchClient;
  /** The BCP 47 locale used for numbers and dates. */
  readonly locale: string;
  /** The message catalogue for that locale: its base and the loaded areas, overrides applied. */
  readonly messages: Messages;
  /** The catalogue areas `messages` holds. */
  readonly messageAreas: ReadonlySet<MessageArea>;
  /** Asks for an area of the catalogue (it loads for the current locale and every later one). */
  readonly requestMessageArea: (area: MessageArea) => void;
  /** The signed-in user, or null before sign-in. */
  readonly user: StoreSearchUser | null;
  /** How long a success message beside a form stays, in milliseconds (`Infinity`: until the next message). */
  readonly successMessageDurationMs: number;
}

/** Undefined outside a provider, so hooks can say which provider is missing instead of failing later. */
export const StoreSearchContext = createContext<StoreSearchContextValue | undefined>(undefined);
StoreSearchContext.displayName = 'StoreSearchContext';
