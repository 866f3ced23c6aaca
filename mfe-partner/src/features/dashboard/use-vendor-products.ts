import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorText, getVendorProducts, type ProductPage, vendorSessionStore } from '@manzil/shared';

export type VendorProductsState =
  | { status: 'loading' }
  | { status: 'loaded'; page: ProductPage }
  | { status: 'forbidden'; message: { id: string } | { text: string } }
  | { status: 'failed'; message: { id: string } | { text: string } };

/** GET /api/vendor/{vendorId}/products?page= as a query (the vendor's own products, listed or not). */
export const vendorProductsQuery = (vendorId: string, page: number) => ({
  queryKey: ['vendor', vendorId, 'products', page] as const,
  queryFn: () => getVendorProducts(vendorId, page),
  meta: { errorMessage: 'Failed to load the vendor products' },
});

/**
 * One page of a vendor's own products. A 401 means the stored vendor outlived the server
 * session: it is cleared and the vendor signs in again. A 403 (another vendor's id) and other
 * failures come back as sentences to show; `retry` asks again.
 */
export function useVendorProducts(vendorId: string, page: number): { state: VendorProductsState; retry: () => void } {
  const navigate = useNavigate();
  const query = useQuery(vendorProductsQuery(vendorId, page));
  const expired = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (!expired) return;
    vendorSessionStore.set(null);
    void navigate('/signin-vendor', { replace: true });
  }, [expired, navigate]);
  return { state: toState(query, expired), retry: () => void query.refetch() };
}

function toState(query: { data?: ProductPage; error: unknown; isError: boolean; isFetching: boolean }, expired: boolean): VendorProductsState {
  if (query.isError && !expired && !query.isFetching) {
    // Our own sentence for a 403: it says what to do, whatever the server's wording.
    if (query.error instanceof ApiError && query.error.status === 403) return { status: 'forbidden', message: { id: 'dashboard.forbidden' } };
    return { status: 'failed', message: errorText(query.error, { network: 'error.network', fallback: 'dashboard.failed' }) };
  }
  if (query.data && !query.isError) return { status: 'loaded', page: query.data };
  return { status: 'loading' };
}
