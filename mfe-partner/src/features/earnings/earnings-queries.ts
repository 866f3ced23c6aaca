// The vendor's money on the Earnings page: one query under ['vendor'] (cleared on sign-out),
// refreshed after the payout method changes.
import { useMutation, useQuery, useQueryClient } from '@manzil/shared/query';
import { getVendorEarnings, setVendorPayoutMethod } from '@manzil/shared/finance';
import type { PayoutMethodInput } from '@manzil/shared/contract';

export const earningsKey = () => ['vendor', 'earnings'] as const;

/** GET /api/vendor/earnings. */
export const useEarnings = () => useQuery({ queryKey: earningsKey(), queryFn: getVendorEarnings });

/** PUT /api/vendor/payout-method, then the earnings again (the method and its hold show there). */
export function useSetPayoutMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutMethodInput) => setVendorPayoutMethod(input),
    onSuccess: () => client.invalidateQueries({ queryKey: earningsKey() }),
  });
}
