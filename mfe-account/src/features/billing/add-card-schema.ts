import { z } from 'zod';
import { CARD_MESSAGES, expiryProblem, passesLuhn } from '@manzil/shared';

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * The add-card form's schema (SPEC §5): 16 digits (and a Luhn check), CVV 3–4 digits, a valid
 * MM/YY not in the past. Failures name message ids of billing-messages.ts.
 */
export const addCardFormSchema = z.object({
  cardNumber: z
    .string()
    .refine((value) => digits(value).length === 16, { message: 'billing.error.numberLength', abort: true })
    .refine((value) => passesLuhn(digits(value)), { message: 'billing.error.luhn' }),
  expiryDate: z.string().refine((value) => expiryProblem(value) === null, { message: 'billing.error.expiryInvalid' }),
  cvv: z.string().regex(/^\d{3,4}$/, { message: 'billing.error.cvv' }),
});
export type AddCardFormValues = z.input<typeof addCardFormSchema>;

/**
 * The live expiry message (SPEC §5) while typing: 'Invalid format. Use MM/YY' once the month or
 * the whole date can no longer be right, 'Card is expired' for a past month; else none.
 */
export function liveExpiryMessageId(value: string, now: Date = new Date()): string | undefined {
  const monthDone = value.length >= 2;
  if (!value || (!monthDone && /^[0-1]?$/.test(value))) return undefined;
  if (value.length < 5 && /^(0[1-9]|1[0-2])(\/\d{0,1})?$/.test(value)) return undefined;
  const problem = expiryProblem(value, now);
  if (problem === CARD_MESSAGES.expired) return 'billing.error.expired';
  if (problem) return 'billing.error.expiryFormat';
  return undefined;
}
