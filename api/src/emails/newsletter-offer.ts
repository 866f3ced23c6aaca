/** The welcome offer sent to a new newsletter subscriber. */
import type { OutgoingMail } from '../plugins/mailer.ts';

export const WELCOME_CODE = 'MANZIL10';

export function offerEmail(to: string): OutgoingMail {
  const text = [
    'Welcome to Manzil!',
    '',
    `Thank you for subscribing. Here is 10% off your first order: use the code ${WELCOME_CODE} at checkout.`,
    'The code works once with this e-mail address, on every product, including items that are ready to ship.',
    '',
    'Happy decorating,',
    'The Manzil team — Cairo, Egypt',
  ].join('\n');
  const html = `<p><strong>Welcome to Manzil!</strong></p>
<p>Thank you for subscribing. Here is 10% off your first order: use the code <strong>${WELCOME_CODE}</strong> at checkout.</p>
<p>The code works once with this e-mail address, on every product, including items that are ready to ship.</p>
<p>Happy decorating,<br>The Manzil team — Cairo, Egypt</p>`;
  return { to, subject: 'Your Manzil welcome offer: 10% off', text, html };
}
