import { mutationKey, storesearchKeys } from '../client/client.keys';
import {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
  ROUTE_READS_FRESH_MS,
  type StoreSearchMutationOptions,
} from '../client/client.queries';
import type { StoreSearchClient } from '../client/client.request';
import {
  banUser,
  cancelSubscription,
  deleteUser,
  downloadOrderInvoice,
  forceLogoutUser,
  getAdminAnalytics,
  listAdminUsers,
  listPricingPlans,
  listSubscriptionOrders,
  reactivateSubscription,
  unbanUser,
  updatePlanPrices,
} from './admin.api';
import type {
  AdminUserActionResult,
  SubscriptionOrder,
  UpdatePlanPricesBody,
  UpdatePlanPricesResult,
} from './admin.schema';

/** Query keys of the admin area, under one prefix so a sign-out or role change clears them together. */
export const adminKeys = {
  /** Prefix of everything cached for the admin area. */
  all: storesearchKeys.admin,
  /** The admin analytics. */
  analytics: () => [...storesearchKeys.admin, 'analytics'] as const,
  /** Every platform user. */
  users: () => [...storesearchKeys.admin, 'users'] as const,
  /** Every subscription order. */
  orders: () => [...storesearchKeys.admin, 'orders'] as const,
  /** The pricing plans. */
  plans: () => [...storesearchKeys.admin, 'plans'] as const,
};

/** The admin analytics (proposed endpoint). */
export function adminAnalyticsQueryOptions(client: StoreSearchClient) {
  return defineQueryOptions({
    queryKey: adminKeys.analytics(),
    queryFn: ({ signal }) => getAdminAnalytics(client, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

/** Every platform user (proposed endpoint). */
export function adminUsersQueryOptions(client: StoreSearchClient) {
  return defineQueryOptions({
    queryKey: adminKeys.users(),
    queryFn: ({ signal }) => listAdminUsers(client, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

/** Every subscription order (proposed endpoint). */
export function subscriptionOrdersQueryOptions(client: StoreSearchClient) {
  return defineQueryOptions({
    queryKey: adminKeys.orders(),
    queryFn: ({ signal }) => listSubscriptionOrders(client, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

/** The pricing plans (proposed endpoint). */
export function pricingPlansQueryOptions(client: StoreSearchClient) {
  return defineQueryOptions({
    queryKey: adminKeys.plans(),
    queryFn: ({ signal }) => listPricingPlans(client, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

/** Variables of a user action. */
export type AdminUserVariables = {
  /** The user acted on. */
  readonly userId: string | number;
};

/** Variables of an order action. */
export type SubscriptionOrderVariables = {
  /** The order acted on. */
  readonly orderId: string | number;
};

/** Variables of a price update. */
export type UpdatePlanPricesVariables = { readonly planId: string | number } & UpdatePlanPricesBody;

// A user action changes the user list and the figures computed from it.
const afterUserAction = () => [adminKeys.users(), adminKeys.analytics()];
// Deleting a user deletes their orders too, which changes the Orders table, plan counts and revenue.
const afterUserDelete = () => [...afterUserAction(), adminKeys.orders(), adminKeys.plans()];
// An order action changes orders, plan counts and revenue.
const afterOrderAction = () => [adminKeys.orders(), adminKeys.plans(), adminKeys.analytics()];

/** Bans a user (proposed endpoint). */
export function banUserMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<AdminUserActionResult, AdminUserVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('banUser'),
      mutationFn: (variables: AdminUserVariables) => banUser(client, variables),
      invalidate: afterUserAction,
    },
    options,
  );
}

/** Lifts a user's ban (proposed endpoint). */
export function unbanUserMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<AdminUserActionResult, AdminUserVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('unbanUser'),
      mutationFn: (variables: AdminUserVariables) => unbanUser(client, variables),
      invalidate: afterUserAction,
    },
    options,
  );
}

/** Deletes a user (proposed endpoint). */
export function deleteUserMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<AdminUserActionResult, AdminUserVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('deleteUser'),
      mutationFn: (variables: AdminUserVariables) => deleteUser(client, variables),
      invalidate: afterUserDelete,
    },
    options,
  );
}

/** Signs a user out everywhere (proposed endpoint). */
export function forceLogoutUserMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<AdminUserActionResult, AdminUserVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('forceLogoutUser'),
      mutationFn: (variables: AdminUserVariables) => forceLogoutUser(client, variables),
      invalidate: afterUserAction,
    },
    options,
  );
}

/** Cancels an active subscription (proposed endpoint). */
export function cancelSubscriptionMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<SubscriptionOrder, SubscriptionOrderVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('cancelSubscription'),
      mutationFn: (variables: SubscriptionOrderVariables) => cancelSubscription(client, variables),
      invalidate: afterOrderAction,
    },
    options,
  );
}

/** Reactivates a cancelled subscription (proposed endpoint). */
export function reactivateSubscriptionMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<SubscriptionOrder, SubscriptionOrderVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('reactivateSubscription'),
      mutationFn: (variables: SubscriptionOrderVariables) => reactivateSubscription(client, variables),
      invalidate: afterOrderAction,
    },
    options,
  );
}

/** Downloads an order's invoice PDF (a user action with pending state, so a mutation). */
export function downloadOrderInvoiceMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<Blob, SubscriptionOrderVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('downloadOrderInvoice'),
      mutationFn: (variables: SubscriptionOrderVariables) => downloadOrderInvoice(client, variables),
    },
    options,
  );
}

/** Sets a plan's prices, optionally notifying its active vendors (proposed endpoint). */
export function updatePlanPricesMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<UpdatePlanPricesResult, UpdatePlanPricesVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('updatePlanPrices'),
      mutationFn: (variables: UpdatePlanPricesVariables) => updatePlanPrices(client, variables),
      invalidate: () => [adminKeys.plans(), adminKeys.analytics()],
    },
    options,
  );
}
