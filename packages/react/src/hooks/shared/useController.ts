import type { Controller } from '@storesearch/sdk';
import { useSyncExternalStore } from 'react';

/** A controller's state, kept current: the one way a hook subscribes to an sdk controller. */
export function useController<State>(controller: Controller<State>): State {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}
