import { keepPreviousData, useQuery } from '@manzil/shared/query';
import { getAdminOrders } from '@manzil/shared/admin';
import type { AdminOrdersQuery } from '@manzil/shared/contract';
import { adminKeys } from './admin-keys';

/** A page of all orders, optionally of one status (GET /api/admin/orders). */
export const useAdminOrders = (query: AdminOrdersQuery) =>
  useQuery({
    queryKey: adminKeys.orders(query),
    queryFn: () => getAdminOrders(query),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Failed to load orders' },
  });
