/**
 * The e-mail that gives a new (or reset) staff member a one-time password for /admin-login, in
 * the language of the admin's request (Arabic: a right-to-left document, the password,
 * link and date left to right). The password is only in this e-mail: the database keeps its scrypt
 * hash, and the member must replace it at first sign-in.
 */
import type { Locale } from '../lib/locale.ts';
import type { OutgoingMail } from '../plugins/mailer.ts';
import { escapeHtml, htmlFor, signature } from './locale.ts';

export const STAFF_ROLE_LABELS = {
  admin: 'admin',
  catalog_moderator: 'catalog moderator',
  support: 'support',
  finance: 'finance',
} as const;
/** The roles in Arabic, as the admin panel's Arabic texts name them. */
export const STAFF_ROLE_LABELS_AR: Record<keyof typeof STAFF_ROLE_LABELS, string> = {
  admin: 'مدير',
  catalog_moderator: 'مشرف الكتالوج',
  support: 'الدعم',
  finance: 'المالية',
};

function arabicEmail(
  to: { email: string; firstName: string },
  role: keyof typeof STAFF_ROLE_LABELS,
  password: string,
  expiresAt: Date,
  signInUrl: string,
): OutgoingMail {
  const until = expiresAt.toLocaleString('ar-EG-u-nu-latn', { timeZone: 'Africa/Cairo', dateStyle: 'long', timeStyle: 'short' });
  const lines = [
    `مرحبًا ${to.firstName}،`,
    '',
    `لديك حساب موظف في منزل (${STAFF_ROLE_LABELS_AR[role]}). سجّل الدخول من ${signInUrl} ببريدك الإلكتروني وكلمة المرور المؤقتة هذه:`,
    '',
    `    ${password}`,
    '',
    `تصلح حتى ${until} (بتوقيت القاهرة). بعد تسجيل الدخول ستختار كلمة مرور خاصة بك، وتتوقف هذه عن العمل.`,
    'إذا لم تكن تتوقع هذه الرسالة، فتجاهلها وأبلغ فريق منزل.',
    '',
    signature('ar'),
  ];
  const e = escapeHtml;
  const html = htmlFor(
    'ar',
    `<p>مرحبًا ${e(to.firstName)}،</p>
<p>لديك حساب موظف في منزل (${STAFF_ROLE_LABELS_AR[role]}). سجّل الدخول من <a href="${e(signInUrl)}" dir="ltr">${e(signInUrl)}</a> ببريدك الإلكتروني وكلمة المرور المؤقتة هذه:</p>
<p dir="ltr" style="font-size:1.3em;font-family:monospace;text-align:left"><strong>${e(password)}</strong></p>
<p>تصلح حتى <span dir="ltr">${e(until)}</span> (بتوقيت القاهرة). بعد تسجيل الدخول ستختار كلمة مرور خاصة بك، وتتوقف هذه عن العمل.</p>
<p>إذا لم تكن تتوقع هذه الرسالة، فتجاهلها وأبلغ فريق منزل.</p>
<p>${e(signature('ar'))}</p>`,
  );
  return { to: to.email, subject: 'حسابك كموظف في منزل: كلمة مرور مؤقتة', text: lines.join('\n'), html };
}

/** The one-time password e-mail to `to`, valid until `expiresAt`; in `locale` (default English). */
export function staffOneTimePasswordEmail(
  to: { email: string; firstName: string },
  role: keyof typeof STAFF_ROLE_LABELS,
  password: string,
  expiresAt: Date,
  signInUrl: string,
  locale: Locale = 'en',
): OutgoingMail {
  if (locale === 'ar') return arabicEmail(to, role, password, expiresAt, signInUrl);
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
    signature('en'),
  ];
  const html = `<p>Hello ${escapeHtml(to.firstName)},</p>
<p>You have a Manzil staff account (${STAFF_ROLE_LABELS[role]}). Sign in at <a href="${escapeHtml(signInUrl)}">${escapeHtml(signInUrl)}</a> with your e-mail address and this one-time password:</p>
<p style="font-size:1.3em;font-family:monospace"><strong>${escapeHtml(password)}</strong></p>
<p>It works until ${escapeHtml(until)} (Cairo time). After signing in you will choose your own password, and this one stops working.</p>
<p>If you did not expect this e-mail, ignore it and tell the Manzil team.</p>
<p>${signature('en')}</p>`;
  return { to: to.email, subject: 'Your Manzil staff account: one-time password', text: lines.join('\n'), html };
}
