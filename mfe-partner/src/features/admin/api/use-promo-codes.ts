// The promo codes of the admin panel: the list, and the
// two decisions, each refreshing the list and the code's history (the API audits both).
import { useMutation, useQuery, useQueryClient } from '@manzil/shared/query';
import { createPromoCode, expirePromoCode, getPromoCodes } from '@manzil/shared/admin';
import type { CreatePromoCodeInput } from '@manzil/shared/contract';
import { adminKeys } from './admin-keys';

/** Every promo code (GET /api/admin/promo-codes; admins only). */
export const usePromoCodes = () =>
  useQuery({ queryKey: adminKeys.promoCodes(), queryFn: getPromoCodes, meta: { errorMessage: 'Failed to load promo codes' } });

/** Creates a code (POST /api/admin/promo-codes). */
export function useCreatePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePromoCodeInput) => createPromoCode(input),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.promoCodes() }),
  });
}

/** Expires a code now (POST /api/admin/promo-codes/{id}/expire). */
export function useExpirePromoCode(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => expirePromoCode(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.promoCodes() });
      void client.invalidateQueries({ queryKey: adminKeys.audit('promo-code', id) });
    },
  });
}
