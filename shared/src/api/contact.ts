import { request } from './client';

/** A message from the contact form (`/contactus`). */
export interface ContactMessage {
  name: string;
  email: string;
  /** Optional order number the message is about. */
  orderNumber?: string;
  subject: string;
  message: string;
}

/**
 * POST /api/contact — delivers a contact-form message to the shop's mailbox (nodemailer) and
 * returns 202 `{ message }`. ApiError 400 naming the field when one is missing or invalid.
 */
export const sendContactMessage = (body: ContactMessage): Promise<{ message: string }> =>
  request('api/contact', { method: 'post', json: body });
