import { useQuery } from '@manzil/shared/query';
import type { ReactNode } from 'react';
import { Navigate } from '@manzil/shared/router';
import { adminSessionStore, ApiError, getAdminSession } from '@manzil/shared';
import { useAdminSession } from '../../lib/use-store-value';
import type { AdminSession } from './admin-api';

/** GET /api/admin/session, whose answer becomes the stored member; 401/403 clears it. */
async function confirmAdminSession() {
  try {
    const session = await getAdminSession();
    adminSessionStore.set(session.admin);
    return session;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) adminSessionStore.set(null);
    throw error;
  }
}

/**
 * Renders `children(admin)` for a signed-in staff member; anyone else goes to /admin-login. The
 * stored member is confirmed with the server (GET /api/admin/session): a changed role applies,
 * and an ended session or a deactivated member signs out.
 */
export function RequireAdmin({ children }: { children: (admin: AdminSession) => ReactNode }) {
  const admin = useAdminSession();
  useQuery({ queryKey: ['admin', 'session'], queryFn: confirmAdminSession, enabled: admin !== null, staleTime: 30_000 });
  if (!admin) return <Navigate to="/admin-login" replace />;
  return <>{children(admin)}</>;
}
