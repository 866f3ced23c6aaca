import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { adminSessionStore, ApiError, getAdminSession } from '@manzil/shared';
import { useAdminSession } from '../../lib/use-store-value';
import type { AdminSession } from './admin-api';

/**
 * Renders `children(admin)` for a signed-in staff member; anyone else goes to /admin-login. The
 * stored member is confirmed with the server (GET /api/admin/session): a changed role applies,
 * and an ended session or a deactivated member signs out.
 */
export function RequireAdmin({ children }: { children: (admin: AdminSession) => ReactNode }) {
  const admin = useAdminSession();
  const session = useQuery({ queryKey: ['admin', 'session'], queryFn: getAdminSession, enabled: admin !== null, staleTime: 30_000 });
  useEffect(() => {
    if (session.data) adminSessionStore.set(session.data.admin);
    else if (session.error instanceof ApiError && (session.error.status === 401 || session.error.status === 403))
      adminSessionStore.set(null);
  }, [session.data, session.error]);
  if (!admin) return <Navigate to="/admin-login" replace />;
  return <>{children(admin)}</>;
}
