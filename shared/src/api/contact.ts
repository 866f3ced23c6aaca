import type { ContactMessage } from '../contract/index.ts';
import { request } from './client';

/**
 * POST /api/contact — delivers a contact-form message to the shop's mailbox (nodemailer) and
 * returns 202 `{ message }`. ApiError 400 naming the field when one is missing or invalid.
 */
export const sendContactMessage = (body: ContactMessage): Promise<{ message: string }> =>
  request('api/contact', { method: 'post', json: body });
