import type { StoreSearchError } from '@storesearch/sdk';
import {
  type AdminUserActionResult,
  banUser,
  banUserMutationOptions,
  deleteUser,
  deleteUserMutationOptions,
  forceLogoutUser,
  forceLogoutUserMutationOptions,
  USER_ACTION_EVENTS,
  type UserAction,
  unbanUser,
  unbanUserMutationOptions,
} from '@storesearch/sdk/admin';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';
import { useUbiTracking } from '../ubi/useUbiTracking';

/** Variables of a user action. */
export interface UserActionVariables {
  /** Ban, unban, delete or force logout. */
  readonly action: UserAction;
  /** The user acted on. */
  readonly userId: string;
}

/** The API call of each action. */
const CALLS = { ban: banUser, unban: unbanUser, delete: deleteUser, forceLogout: forceLogoutUser } as const;

/**
 * Bans, unbans, deletes or force-logs-out a user through the API, then records the action's analytics event
 * (spec section 4) through the page's collector, which batches it with the others (spec section 9: at 5 events,
 * 3 s after the last, or when the page is hidden). A lost analytics event never fails the action the admin
 * already confirmed.
 */
export function useUserAction(): UseMutationResult<
  AdminUserActionResult,
  StoreSearchError,
  UserActionVariables
> {
  const client = useStoreSearchClient();
  const track = useUbiTracking();
  const queryClient = useQueryClient();
  const factories = {
    ban: banUserMutationOptions(client, { queryClient }),
    unban: unbanUserMutationOptions(client, { queryClient }),
    delete: deleteUserMutationOptions(client, { queryClient }),
    forceLogout: forceLogoutUserMutationOptions(client, { queryClient }),
  } as const;
  return useMutation({
    mutationKey: ['storesearch', 'admin', 'user-action'],
    mutationFn: ({ action, userId }) => CALLS[action](client, { userId }),
    onSuccess: async (result, { action, userId }) => {
      await factories[action].onSuccess?.(result, { userId });
      try {
        track(USER_ACTION_EVENTS[action], { target_user_id: userId });
      } catch {
        // An event the collector refuses is lost; the action itself succeeded.
      }
    },
  });
}
