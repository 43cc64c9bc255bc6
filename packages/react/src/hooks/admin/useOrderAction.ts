import type { StoreSearchError } from '@storesearch/sdk';
import {
  adminKeys,
  cancelOrder,
  cancelSubscription,
  cancelSubscriptionMutationOptions,
  reactivateOrder,
  reactivateSubscription,
  reactivateSubscriptionMutationOptions,
  type SubscriptionOrder,
} from '@storesearch/sdk/admin';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** An order action that changes the order's state. */
export type OrderChange = 'cancel' | 'reactivate';

/** Variables of an order change. */
export interface OrderChangeVariables {
  /** Cancel an active order or reactivate a cancelled one. */
  readonly action: OrderChange;
  /** The order. */
  readonly orderId: string;
}

interface Snapshot {
  /** The list before the optimistic change, restored on failure. */
  readonly previous: SubscriptionOrder[] | undefined;
}

/**
 * Cancels or reactivates a subscription optimistically: the cached row changes at once by the SDK's
 * rule (cancel sets nextBilling to N/A), the server's answer replaces it, and a failure restores the list.
 */
export function useOrderAction(): UseMutationResult<
  SubscriptionOrder,
  StoreSearchError,
  OrderChangeVariables,
  Snapshot
> {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const key = adminKeys.orders();
  const cancel = cancelSubscriptionMutationOptions(client, { queryClient });
  const reactivate = reactivateSubscriptionMutationOptions(client, { queryClient });
  return useMutation({
    mutationKey: [...key, 'change'],
    mutationFn: ({ action, orderId }) =>
      (action === 'cancel' ? cancelSubscription : reactivateSubscription)(client, { orderId }),
    onMutate: async ({ action, orderId }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SubscriptionOrder[]>(key);
      const change = action === 'cancel' ? cancelOrder : reactivateOrder;
      queryClient.setQueryData<SubscriptionOrder[]>(key, (orders) =>
        orders?.map((order) => (order.id === orderId ? change(order) : order)),
      );
      return { previous };
    },
    onError: (_error, _variables, snapshot) => {
      queryClient.setQueryData(key, snapshot?.previous);
    },
    onSuccess: async (order, { action, orderId }) => {
      queryClient.setQueryData<SubscriptionOrder[]>(key, (orders) =>
        orders?.map((row) => (row.id === orderId ? order : row)),
      );
      // Refreshing plans and figures need not hold the row's buttons: the server's answer is already shown.
      void (action === 'cancel' ? cancel : reactivate).onSuccess?.(order, { orderId });
    },
  });
}
