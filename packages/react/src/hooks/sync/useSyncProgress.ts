import { type StoreScope, storesearchKeys } from '@storesearch/sdk';
import {
  createSyncPoller,
  getSyncProgress,
  type SyncPollerState,
  type SyncProgress,
} from '@storesearch/sdk/sync';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The poller's state before it starts. */
const IDLE: SyncPollerState<SyncProgress> = { phase: 'idle', progress: null, error: null, retries: 0 };

/**
 * A run's progress while `store` is set (spec section 4): the SDK's poller reads it every 3 s, retries 3
 * failed reads, and reports `closed` 2 s after completion, when the store lists are refreshed. Polling
 * pauses while the tab is hidden and resumes when it is shown again.
 */
export function useSyncProgress(store: StoreScope | null): SyncPollerState<SyncProgress> {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState(IDLE);
  const storeId = store?.storeId;
  const storeType = store?.storeType;

  useEffect(() => {
    if (storeId === undefined || storeType === undefined) {
      setState(IDLE);
      return;
    }
    const poller = createSyncPoller({
      fetchProgress: (signal) => getSyncProgress(client, { storeId, storeType }, { signal }),
    });
    const unsubscribe = poller.subscribe((next) => {
      setState(next);
      // The finished run is in the history and the card is Ready again: refresh the lists once.
      if (next.phase === 'closed' || next.phase === 'failed') {
        void queryClient.invalidateQueries({ queryKey: storesearchKeys.vendor });
      }
    });
    const onVisibility = () => {
      const { phase } = poller.getState();
      if (document.hidden && phase === 'polling') poller.stop();
      else if (!document.hidden && (phase === 'stopped' || phase === 'idle')) poller.start();
    };
    if (!document.hidden) poller.start();
    else setState({ ...IDLE, phase: 'stopped' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      unsubscribe();
      poller.stop();
    };
  }, [client, queryClient, storeId, storeType]);

  return state;
}
