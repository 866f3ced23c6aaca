import { useCallback, useState } from 'react';
import { saveAddresses, type ShippingAddress, type UserProfile } from '@manzil/shared';
import type { CheckoutValues } from './checkout-form';

/** 'new' when the shopper types an address instead of picking a saved one. */
export type AddressChoice = string | 'new';

/** The state of the checkout's address book (issue 10: checkout uses the address book). */
export interface AddressBook {
  addresses: ShippingAddress[];
  choice: AddressChoice;
  saveNew: boolean;
  /** Takes the saved addresses from the profile; the default (else the first) is preselected. */
  load: (profile: UserProfile) => void;
  choose: (choice: AddressChoice) => void;
  /** The shopper edited the address fields: it is a new address now. */
  typed: () => void;
  setSaveNew: (save: boolean) => void;
  /** After the order: adds the typed address to the book when asked (failures only logged). */
  saveIfAsked: (values: CheckoutValues) => Promise<void>;
}

/** The address book of `userId` for the checkout form. */
export function useAddressBook(userId: string): AddressBook {
  const [addresses, setAddresses] = useState<ShippingAddress[]>([]);
  const [choice, setChoice] = useState<AddressChoice>('new');
  const [saveNew, setSaveNew] = useState(false);

  const load = useCallback((profile: UserProfile) => {
    const list = profile.shipmentAddress ?? [];
    setAddresses(list);
    setChoice((list.find((a) => a.isDefault) ?? list[0])?._id ?? 'new');
  }, []);

  const saveIfAsked = useCallback(
    async (values: CheckoutValues) => {
      if (choice !== 'new' || !saveNew) return;
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
      const typed = {
        address1: values.address1.trim(),
        address2: values.address2.trim() || undefined,
        city: values.city.trim(),
        postalCode: values.postalCode.trim(),
        country: values.country.trim(),
        isDefault: addresses.length === 0,
      };
      try {
        await saveAddresses(userId, [...kept, typed]);
      } catch (error) {
        console.error('Error updating user data', error);
      }
    },
    [addresses, choice, saveNew, userId],
  );

  return { addresses, choice, saveNew, load, choose: setChoice, typed: () => setChoice('new'), setSaveNew, saveIfAsked };
}
