import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, sessionStore } from '@manzil/shared';

/**
 * Returns a function that, for a 401 (the stored session is stale: it ended on the server),
 * clears the stored session and goes to /login, then answers true; for anything else false.
 */
export function useSignOutOn401(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      sessionStore.set(null);
      void navigate('/login', { replace: true, state: { from: '/myaccount' } });
      return true;
    },
    [navigate],
  );
}
