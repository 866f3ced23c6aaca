import { z } from 'zod';
import type { ShippingAddress } from '@manzil/shared';
import type { AddressBookEntry } from '@manzil/shared/contract';

/** The address form's values (SPEC §2 "Shipping Addresses screen": every field of the modal). */
export interface AddressValues {
  address1: string;
  address2: string;
  label: string;
  apartment: string;
  floor: string;
  landmark: string;
  city: string;
  country: string;
  postalCode: string;
  isDefault: boolean;
}

/**
 * The modal's schema: every field as typed. SPEC §5 checks the required ones only when the save
 * is confirmed (`hasRequired`), with its one alert, so nothing is refused here.
 */
export const addressFormSchema = z.object({
  address1: z.string(),
  address2: z.string(),
  label: z.string(),
  apartment: z.string(),
  floor: z.string(),
  landmark: z.string(),
  city: z.string(),
  country: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
});

/** Add opens the form blank and not default (SPEC §4). */
export const BLANK_ADDRESS: AddressValues = {
  address1: '',
  address2: '',
  label: '',
  apartment: '',
  floor: '',
  landmark: '',
  city: '',
  country: '',
  postalCode: '',
  isDefault: false,
};

export function toValues(address: ShippingAddress): AddressValues {
  return {
    address1: address.address1,
    address2: address.address2 ?? '',
    label: address.label ?? '',
    apartment: address.apartment ?? '',
    floor: address.floor ?? '',
    landmark: address.landmark ?? '',
    city: address.city,
    country: address.country,
    postalCode: address.postalCode,
    isDefault: address.isDefault,
  };
}

/** SPEC §5: address1, city, country and postalCode must be non-empty. */
export function hasRequired(values: AddressValues): boolean {
  return [values.address1, values.city, values.country, values.postalCode].every((v) => v.trim() !== '');
}

const opt = (v: string) => v.trim() || undefined;

/** The list entry for the API; `_id` keeps an existing address. */
export function toInput(values: AddressValues, id?: string): AddressBookEntry {
  return {
    ...(id ? { _id: id } : {}),
    address1: values.address1.trim(),
    address2: opt(values.address2),
    label: opt(values.label),
    apartment: opt(values.apartment),
    floor: opt(values.floor),
    landmark: opt(values.landmark),
    city: values.city.trim(),
    country: values.country.trim(),
    postalCode: values.postalCode.trim(),
    isDefault: values.isDefault,
  };
}

/** An address already saved, as a list entry that keeps its id. */
export function savedToInput(address: ShippingAddress): AddressBookEntry {
  return toInput(toValues(address), address._id);
}

/**
 * The new list after saving `values` at `index` (null: appended). SPEC §4: making an address
 * the default clears the flag on every other address first.
 */
export function nextList(list: ShippingAddress[], values: AddressValues, index: number | null): AddressBookEntry[] {
  const entries = list.map((a) => savedToInput(a));
  const entry = toInput(values, index === null ? undefined : list[index]?._id);
  if (index === null) entries.push(entry);
  else entries[index] = entry;
  return values.isDefault ? entries.map((e) => (e === entry ? e : { ...e, isDefault: false })) : entries;
}
