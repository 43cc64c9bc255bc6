import { type StoreSearchError, UBI_DEFAULT_PLATFORM } from '@storesearch/sdk';
import {
  type AdminUserActionResult,
  banUser,
  deleteUser,
  forceLogoutUser,
  USER_ACTION_EVENTS,
  type UserAction,
} from '@storesearch/sdk/admin';
import {
  banUserMutationOptions,
  deleteUserMutationOptions,
  forceLogoutUserMutationOptions,
} from '@storesearch/sdk/query';
import { collectUbiEvents } from '@storesearch/sdk/ubi';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreSearchClient } from './useStoreSearchClient';
import { useStoreSearchUser } from './useStoreSearchUser';

/** Variables of a user action. */
export interface UserActionVariables {
  /** Ban, delete or force logout. */
  readonly action: UserAction;
  /** The user acted on. */
  readonly userId: string;
}

/** The API call of each action. */
const CALLS = { ban: banUser, delete: deleteUser, forceLogout: forceLogoutUser } as const;

/** Analytics session of this page's admin actions (the collector's session lives in the vendor pages). */
const ADMIN_SESSION_ID = `admin-${Math.random().toString(36).slice(2)}`;

/**
 * Bans, deletes or force-logs-out a user through the API, then records the action's analytics event
 * (spec section 4). A lost analytics event never fails the action the admin already confirmed.
 */
export function useUserAction(): UseMutationResult<
  AdminUserActionResult,
  StoreSearchError,
  UserActionVariables
> {
  const client = useStoreSearchClient();
  const admin = useStoreSearchUser();
  const queryClient = useQueryClient();
  const factories = {
    ban: banUserMutationOptions(client, { queryClient }),
    delete: deleteUserMutationOptions(client, { queryClient }),
    forceLogout: forceLogoutUserMutationOptions(client, { queryClient }),
  } as const;
  return useMutation({
    mutationKey: ['storesearch', 'admin', 'user-action'],
    mutationFn: ({ action, userId }) => CALLS[action](client, { userId }),
    onSuccess: async (result, { action, userId }) => {
      await factories[action].onSuccess?.(result, { userId });
      const event = {
        event_id: crypto.randomUUID(),
        event_name: USER_ACTION_EVENTS[action],
        event_details: { target_user_id: userId },
        timestamp: new Date().toISOString(),
        session_id: ADMIN_SESSION_ID,
        user_id: admin ? String(admin.id) : null,
        vendor_id: null,
        store_id: null,
        platform: UBI_DEFAULT_PLATFORM,
      };
      await collectUbiEvents(client, [event]).catch(() => undefined);
    },
  });
}
