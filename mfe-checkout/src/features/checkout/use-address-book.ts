import { useMutation, useQueryClient } from '@manzil/shared/query';
import { z } from 'zod';
import { queryKeys, saveAddresses, type ShippingAddress } from '@manzil/shared';
import { addressBookEntry } from '@manzil/shared/contract';
import type { CheckoutOutput } from './checkout-form';

/** A saved address as the address calls take it back: its fields and id, nothing the answer added. */
const keptEntry = z.object(addressBookEntry.shape);

/**
 * After an order (checkout uses the address book): adds the typed address to the
 * shopper's book — the saved ones kept as they are, the new one the default only when the book
 * was empty — and refreshes the shared address list and profile. A failure is only logged; the
 * order stands.
 */
export function useSaveToAddressBook(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ addresses, address }: { addresses: ShippingAddress[]; address: CheckoutOutput['shippingAddress'] }) =>
      saveAddresses(userId, [...addresses.map((saved) => keptEntry.parse(saved)), { ...address, isDefault: addresses.length === 0 }]),
    // The answer carries the saved list: it becomes the account's cached one (as the account's own
    // saves do, shipping-addresses.tsx), and the profile, which holds it too, is asked again.
    onSuccess: (answer) => {
      client.setQueryData(queryKeys.addresses(userId), answer.shipmentAddress);
      return client.invalidateQueries({ queryKey: queryKeys.profile() });
    },
    onError: (error) => console.error('Error updating user data', error),
  });
}
