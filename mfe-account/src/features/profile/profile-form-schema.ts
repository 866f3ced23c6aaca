import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import type { UpdateProfileBody, UserProfile } from '@manzil/shared/contract';

/** A phone number the shopper may save: an Egyptian number (with or without +20), or any country's with +. */
export function isAcceptedPhone(value: string): boolean {
  return isValidPhoneNumber(value, 'EG');
}

function isPastDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && value >= '1900-01-01' && date.getTime() <= Date.now();
}

/**
 * The Edit Profile form (SPEC §3 "User profile"). Messages are react-intl ids. The current
 * password is checked by `needsPassword` only when the e-mail changes (the server checks it too).
 */
export const profileFormSchema = z.object({
  firstName: z.string().trim().min(1, { error: 'profile.error.firstName' }).max(60),
  lastName: z.string().trim().min(1, { error: 'profile.error.lastName' }).max(60),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'profile.error.email' })),
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || isAcceptedPhone(value), { error: 'profile.error.phone' }),
  gender: z.enum(['', 'male', 'female']),
  dateOfBirth: z.string().refine((value) => value === '' || isPastDate(value), { error: 'profile.error.dateOfBirth' }),
  address1: z.string().trim().max(200),
  currentPassword: z.string(),
});

export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** The form's values for a loaded profile (absent fields are empty). */
export function toFormValues(profile: UserProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    gender: profile.gender ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    address1: profile.address1 ?? '',
    currentPassword: '',
  };
}

/** The PUT /api/updateUser body for the form's values (empty optional fields are left out). */
export function toUpdateBody(values: ProfileFormValues, emailChanged: boolean): UpdateProfileBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim() || undefined,
    gender: values.gender || undefined,
    dateOfBirth: values.dateOfBirth || undefined,
    address1: values.address1.trim() || undefined,
    currentPassword: emailChanged ? values.currentPassword : undefined,
  };
}
