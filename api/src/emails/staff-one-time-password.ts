/**
 * The e-mail that gives a new (or reset) staff member a one-time password for /admin-login.
 * The password is only in this e-mail: the database keeps its scrypt hash, and the member must
 * replace it at first sign-in.
 */
import type { OutgoingMail } from '../plugins/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const STAFF_ROLE_LABELS = { admin: 'admin', catalog_moderator: 'catalog moderator', support: 'support' } as const;

export function staffOneTimePasswordEmail(
  to: { email: string; firstName: string },
  role: keyof typeof STAFF_ROLE_LABELS,
  password: string,
  expiresAt: Date,
  signInUrl: string,
): OutgoingMail {
  const until = expiresAt.toLocaleString('en-GB', { timeZone: 'Africa/Cairo', dateStyle: 'long', timeStyle: 'short' });
  const lines = [
    `Hello ${to.firstName},`,
    '',
    `You have a Manzil staff account (${STAFF_ROLE_LABELS[role]}). Sign in at ${signInUrl} with your e-mail address and this one-time password:`,
    '',
    `    ${password}`,
    '',
    `It works until ${until} (Cairo time). After signing in you will choose your own password, and this one stops working.`,
    'If you did not expect this e-mail, ignore it and tell the Manzil team.',
    '',
    'The Manzil team — Cairo, Egypt',
  ];
  const html = `<p>Hello ${escapeHtml(to.firstName)},</p>
<p>You have a Manzil staff account (${STAFF_ROLE_LABELS[role]}). Sign in at <a href="${escapeHtml(signInUrl)}">${escapeHtml(signInUrl)}</a> with your e-mail address and this one-time password:</p>
<p style="font-size:1.3em;font-family:monospace"><strong>${escapeHtml(password)}</strong></p>
<p>It works until ${escapeHtml(until)} (Cairo time). After signing in you will choose your own password, and this one stops working.</p>
<p>If you did not expect this e-mail, ignore it and tell the Manzil team.</p>
<p>The Manzil team — Cairo, Egypt</p>`;
  return { to: to.email, subject: 'Your Manzil staff account: one-time password', text: lines.join('\n'), html };
}
