import { useEffect } from 'react';
import { getUser, type UserProfile } from '@manzil/shared';

/**
 * Loads the shopper's profile once (GET /api/getUser) and hands it to `apply`, so the checkout
 * form starts from the saved default address and phone. A failure leaves the form blank: the
 * shopper can still type the address.
 */
export function useProfileDefaults(apply: (profile: UserProfile) => void): void {
  useEffect(() => {
    let live = true;
    getUser()
      .then((profile) => {
        if (live && profile) apply(profile);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Load once per visit; `apply` is read at that time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
