import { useCallback, useEffect } from 'react';
import { useNavigate } from '@manzil/shared/router';
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
      sessionStore.expire();
      void navigate('/login', { replace: true, state: { from: '/myaccount' } });
      return true;
    },
    [navigate],
  );
}

/**
 * For a screen's query: when its `error` is a 401, signs out as `useSignOutOn401` does (after the
 * render that saw it). Answers true for such an error, so the screen keeps its loading state
 * until the navigation instead of showing a failure.
 */
export function useSignOutOnQuery401(error: unknown): boolean {
  const signOutOn401 = useSignOutOn401();
  const stale = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (stale) signOutOn401(error);
  }, [stale, error, signOutOn401]);
  return stale;
}
