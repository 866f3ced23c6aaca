import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorText, getVendorProducts, type ProductPage, vendorSessionStore } from '@manzil/shared';

export type VendorProductsState =
  | { status: 'loading' }
  | { status: 'loaded'; page: ProductPage }
  | { status: 'forbidden'; message: { id: string } | { text: string } }
  | { status: 'failed'; message: { id: string } | { text: string } };

/**
 * One page of a vendor's own products (GET /api/vendor/{vendorId}/products). A 401 means the
 * stored vendor outlived the server session: it is cleared and the vendor signs in again. A 403
 * (another vendor's id) and other failures come back as sentences to show.
 */
export function useVendorProducts(vendorId: string, page: number): { state: VendorProductsState; retry: () => void } {
  const navigate = useNavigate();
  const [state, setState] = useState<VendorProductsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getVendorProducts(vendorId, page)
      .then((result) => live && setState({ status: 'loaded', page: result }))
      .catch((error) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) {
          vendorSessionStore.set(null);
          void navigate('/signin-vendor', { replace: true });
        } else if (error instanceof ApiError && error.status === 403) {
          // Our own sentence: it says what to do, whatever the server's wording.
          setState({ status: 'forbidden', message: { id: 'dashboard.forbidden' } });
        } else {
          setState({ status: 'failed', message: errorText(error, { network: 'error.network', fallback: 'dashboard.failed' }) });
        }
      });
    return () => {
      live = false;
    };
  }, [vendorId, page, attempt, navigate]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
