import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, saveAddresses, type ShippingAddress } from '@manzil/shared';
import type { CheckoutOutput } from './checkout-form';

/**
 * After an order (issue 10: checkout uses the address book): adds the typed address to the
 * shopper's book — the saved ones kept as they are, the new one the default only when the book
 * was empty — and refreshes the shared profile. A failure is only logged; the order stands.
 */
export function useSaveToAddressBook(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ addresses, address }: { addresses: ShippingAddress[]; address: CheckoutOutput['shippingAddress'] }) => {
      const kept = addresses.map(
        ({ _id, address1, address2, label, floor, apartment, landmark, city, postalCode, country, isDefault }) => ({
          _id,
          address1,
          address2,
          label,
          floor,
          apartment,
          landmark,
          city,
          postalCode,
          country,
          isDefault,
        }),
      );
      return saveAddresses(userId, [...kept, { ...address, isDefault: addresses.length === 0 }]);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.profile() }),
    onError: (error) => console.error('Error updating user data', error),
  });
}
