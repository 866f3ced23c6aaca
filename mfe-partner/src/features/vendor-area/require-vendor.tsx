import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@manzil/shared/router';
import type { VendorSession } from '@manzil/shared';
import { useVendorSession } from '../../lib/use-store-value';

/** Renders `children(vendor)` for a signed-in vendor; anyone else goes to /signin-vendor. */
export function RequireVendor({ children }: { children: (vendor: VendorSession) => ReactNode }) {
  const vendor = useVendorSession();
  const { pathname } = useLocation();
  if (!vendor) return <Navigate to="/signin-vendor" replace state={{ from: pathname }} />;
  return <>{children(vendor)}</>;
}
