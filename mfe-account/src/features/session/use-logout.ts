import { useCallback } from 'react';
import { useNavigate } from '@manzil/shared/router';
import { logout, sessionStore } from '@manzil/shared';

/**
 * Signs the shopper out (SPEC §4 "Logout"): ends the server session (a failure is ignored: the
 * cookie may already be gone), clears the stored session, then goes to /home.
 */
export function useLogout(after?: () => void): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Signing out must always work on this device, even when the server cannot be reached.
    }
    sessionStore.set(null);
    void navigate('/home');
    after?.();
  }, [navigate, after]);
}
