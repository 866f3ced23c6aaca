import { useCallback } from 'react';
import { useNavigate } from '@manzil/shared/router';
import { logout, sessionStore } from '@manzil/shared';

/**
 * SPEC §4 "Logout": ends the server session (a failure is ignored: the shopper still leaves),
 * clears the stored session, then goes to /home.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    sessionStore.set(null);
    void navigate('/home');
  }, [navigate]);
}
