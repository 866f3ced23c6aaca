/** The e-mails of the forgot-password flow (SPEC §2 "Forgot-password dialog"), in English or Arabic. */
import type { Locale } from '../lib/locale.ts';
import type { OutgoingMail } from '../plugins/mailer.ts';
import { escapeHtml, htmlFor, signature } from './locale.ts';

/** The 6-digit code for step 2 of the dialog, valid `minutes` minutes; in `locale` (default English). */
export function resetCodeEmail(to: string, firstName: string, code: string, minutes: number, locale: Locale = 'en'): OutgoingMail {
  if (locale === 'ar') {
    const lines = [
      `مرحبًا ${firstName}،`,
      `رمز إعادة تعيين كلمة المرور في منزل هو: ${code}`,
      `أدخله في نافذة «نسيت كلمة المرور؟» خلال ${minutes} دقيقة. يصلح الرمز لمرة واحدة فقط.`,
      'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
      signature('ar'),
    ];
    const text = [lines[0], '', lines[1], '', lines[2], lines[3], '', lines[4]].join('\n');
    const html = htmlFor(
      'ar',
      `<p>مرحبًا ${escapeHtml(firstName)}،</p>
<p>رمز إعادة تعيين كلمة المرور في منزل هو: <strong dir="ltr" style="font-size:1.4em;letter-spacing:0.2em">${code}</strong></p>
<p>${escapeHtml(lines[2]!)}</p>
<p>${escapeHtml(lines[3]!)}</p>
<p>${escapeHtml(lines[4]!)}</p>`,
    );
    return { to, subject: 'رمز إعادة تعيين كلمة المرور في منزل', text, html };
  }
  const text = [
    `Hello ${firstName},`,
    '',
    `Your Manzil password reset code is: ${code}`,
    '',
    `Enter it in the Forgot Password window within ${minutes} minutes. It works once.`,
    'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    '',
    signature('en'),
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Your Manzil password reset code is: <strong style="font-size:1.4em;letter-spacing:0.2em">${code}</strong></p>
<p>Enter it in the Forgot Password window within ${minutes} minutes. It works once.</p>
<p>If you did not ask to reset your password, ignore this e-mail: your password stays as it is.</p>
<p>${signature('en')}</p>`;
  return { to, subject: 'Your Manzil password reset code', text, html };
}

/** Tells the owner that the password changed and every session was signed out; in `locale`. */
export function passwordChangedEmail(to: string, firstName: string, locale: Locale = 'en'): OutgoingMail {
  const text =
    locale === 'ar'
      ? [
          `مرحبًا ${firstName}،`,
          '',
          'تم تغيير كلمة مرور حسابك في منزل للتو، وتم تسجيل الخروج من كل الأجهزة المسجلة فيه.',
          'إذا كنت أنت من غيّرها، فلا داعي لأي إجراء آخر.',
          'وإن لم تكن أنت، فأعد تعيين كلمة المرور الآن من «نسيت كلمة المرور؟» في صفحة تسجيل الدخول، وراسلنا على hello@manzil.eg.',
          '',
          signature('ar'),
        ].join('\n')
      : [
          `Hello ${firstName},`,
          '',
          'The password of your Manzil account was just changed, and every device signed in to it was signed out.',
          'If this was you, there is nothing more to do.',
          'If it was not, reset your password now with "Forgot Password?" on the sign-in page, and write to hello@manzil.eg.',
          '',
          signature('en'),
        ].join('\n');
  const html = text
    .split('\n\n')
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return {
    to,
    subject: locale === 'ar' ? 'تم تغيير كلمة مرورك في منزل' : 'Your Manzil password was changed',
    text,
    html: htmlFor(locale, html),
  };
}
