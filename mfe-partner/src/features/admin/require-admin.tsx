import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAdminSession } from '../../lib/use-store-value';
import type { AdminSession } from './admin-api';

/** Renders `children(admin)` for a signed-in admin; anyone else goes to /admin-login. */
export function RequireAdmin({ children }: { children: (admin: AdminSession) => ReactNode }) {
  const admin = useAdminSession();
  if (!admin) return <Navigate to="/admin-login" replace />;
  return <>{children(admin)}</>;
}
