// Query keys and hooks of the vendor area: everything lives under ['vendor'], which signing out
// clears. The unread count is polled (refetchInterval) so the navigation's badge follows new
// orders without a reload.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@manzil/shared/query';
import type { VendorProductFilter } from '@manzil/shared/contract';
import {
  getApplication,
  getNotifications,
  getUnreadCount,
  getVendorBrands,
  getVendorOrder,
  getVendorOrders,
  getVendorProduct,
  getVendorProductPage,
  getVendorStats,
  markNotificationsRead,
} from './vendor-api';

/** How often the unread count is asked for, in ms. */
export const UNREAD_POLL_MS = 15_000;

export const vendorKeys = {
  all: () => ['vendor'] as const,
  application: () => ['vendor', 'application'] as const,
  brands: () => ['vendor', 'brands'] as const,
  products: () => ['vendor', 'products'] as const,
  productPage: (q: string, status: VendorProductFilter, page: number) => ['vendor', 'products', 'page', q, status, page] as const,
  product: (id: string) => ['vendor', 'products', 'one', id] as const,
  orders: () => ['vendor', 'orders'] as const,
  order: (id: string) => ['vendor', 'orders', id] as const,
  stats: () => ['vendor', 'stats'] as const,
  notifications: () => ['vendor', 'notifications'] as const,
  unread: () => ['vendor', 'notifications', 'unread'] as const,
};

export const useApplication = (enabled = true) => useQuery({ queryKey: vendorKeys.application(), queryFn: getApplication, enabled });
export const useVendorBrands = () => useQuery({ queryKey: vendorKeys.brands(), queryFn: getVendorBrands });
export const useVendorProductPage = (q: string, status: VendorProductFilter, page: number) =>
  useQuery({
    queryKey: vendorKeys.productPage(q, status, page),
    queryFn: () => getVendorProductPage({ q, status, page }),
    placeholderData: keepPreviousData,
  });
export const useVendorProduct = (id: string | null) =>
  useQuery({ queryKey: vendorKeys.product(id ?? ''), queryFn: () => getVendorProduct(id!), enabled: Boolean(id) });
export const useVendorOrders = () => useQuery({ queryKey: vendorKeys.orders(), queryFn: getVendorOrders });
export const useVendorOrder = (id: string) => useQuery({ queryKey: vendorKeys.order(id), queryFn: () => getVendorOrder(id) });
export const useVendorStats = () => useQuery({ queryKey: vendorKeys.stats(), queryFn: getVendorStats });
export const useNotifications = () =>
  useQuery({ queryKey: vendorKeys.notifications(), queryFn: getNotifications, refetchInterval: UNREAD_POLL_MS });
export const useUnreadCount = (enabled = true) =>
  useQuery({
    queryKey: vendorKeys.unread(),
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    enabled,
  });

/** Marks notifications read (all when no ids) and refreshes the list and the badge. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(ids),
    onSuccess: () => client.invalidateQueries({ queryKey: vendorKeys.notifications() }),
  });
}
