import { queryOptions, useQuery } from '@manzil/shared/query';
import { getCustomerOrders, queryKeys, type PlacedOrder } from '@manzil/shared';

/**
 * GET /api/orders/orders/customer/{customerId} (SPEC §7) as a query under the account keys; an
 * order placed (cart:reset) refreshes it. SPEC §8: a failure is only logged.
 */
export const getOrdersQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: queryKeys.orders(customerId),
    queryFn: async (): Promise<PlacedOrder[]> => {
      const list = await getCustomerOrders(customerId);
      return Array.isArray(list) ? list : [];
    },
    meta: { errorMessage: 'Failed to fetch orders' },
  });

/** The shopper's orders, newest first: `data` once loaded (empty after a failure, which is only logged). */
export function useOrders(customerId: string): PlacedOrder[] | null {
  const { data, isError } = useQuery(getOrdersQueryOptions(customerId));
  return isError ? [] : (data ?? null);
}
