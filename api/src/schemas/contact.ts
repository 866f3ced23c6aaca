/** The contact form's body (`ContactMessage` of @manzil/shared api/contact.ts). */
import { z } from 'zod';
import { emailField } from '../lib/validation.ts';
import { lineText } from './orders.ts';

export const contactBody = z.object({
  name: lineText(100),
  email: emailField(),
  /** Optional; an empty string counts as absent. */
  orderNumber: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9 -]*$/, { error: 'must be an order number like MZ-20261121-0042' })
    .optional()
    .transform((value) => (value ? value.toUpperCase() : undefined)),
  subject: lineText(150),
  message: z.string().trim().min(1).max(5_000),
});

export const CONTACT_THANKS = 'Thank you — we will reply within one working day.';
