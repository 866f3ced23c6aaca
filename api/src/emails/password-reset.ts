/** The e-mails of the forgot-password flow (SPEC §2 "Forgot-password dialog"). */
import type { OutgoingMail } from '../plugins/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The 6-digit code for step 2 of the dialog, valid `minutes` minutes. */
export function resetCodeEmail(to: string, firstName: string, code: string, minutes: number): OutgoingMail {
  const text = [
    `Hello ${firstName},`,
    '',
    `Your Manzil password reset code is: ${code}`,
    '',
    `Enter it in the Forgot Password window within ${minutes} minutes. It works once.`,
    'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    '',
    'The Manzil team — Cairo, Egypt',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Your Manzil password reset code is: <strong style="font-size:1.4em;letter-spacing:0.2em">${code}</strong></p>
<p>Enter it in the Forgot Password window within ${minutes} minutes. It works once.</p>
<p>If you did not ask to reset your password, ignore this e-mail: your password stays as it is.</p>
<p>The Manzil team — Cairo, Egypt</p>`;
  return { to, subject: 'Your Manzil password reset code', text, html };
}

/** Tells the owner that the password changed and every session was signed out. */
export function passwordChangedEmail(to: string, firstName: string): OutgoingMail {
  const text = [
    `Hello ${firstName},`,
    '',
    'The password of your Manzil account was just changed, and every device signed in to it was signed out.',
    'If this was you, there is nothing more to do.',
    'If it was not, reset your password now with "Forgot Password?" on the sign-in page, and write to hello@manzil.eg.',
    '',
    'The Manzil team — Cairo, Egypt',
  ].join('\n');
  const html = text
    .split('\n\n')
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return { to, subject: 'Your Manzil password was changed', text, html };
}
