/** The contact form (`/contactus`) and its call. */
import { z } from 'zod';
import { emailField, lineText } from './fields.ts';

/** The shortest message the contact form takes, in characters (after trimming). */
export const CONTACT_MESSAGE_MIN = 10;

/**
 * `POST /api/contact`: name, e-mail, an optional order number (upper-cased; empty counts as
 * absent), subject and a message of 10 to 5000 characters. 202 `{ message }` (CONTACT_THANKS);
 * 400 naming the field; 503 when the mail could not be sent.
 */
export const contactBody = z.object({
  name: lineText(100),
  email: emailField(),
  orderNumber: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9 -]*$/, { error: 'must be an order number like MZ-20261121-0042' })
    .optional()
    .transform((value) => (value ? value.toUpperCase() : undefined)),
  subject: lineText(150),
  // min(1) first, so an empty message reads 'must not be empty' before the length rule.
  message: z.string().trim().min(1).min(CONTACT_MESSAGE_MIN).max(5_000),
});

/** The answer's `message` once the contact message is on its way. */
export const CONTACT_THANKS = 'Thank you — we will reply within one working day.';

export type ContactMessage = z.input<typeof contactBody>;
